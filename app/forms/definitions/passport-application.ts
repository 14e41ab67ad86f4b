import { defineForm } from "../define-form";
import { date, longText, optionalTextField, select, text } from "../fields";

const REASONS = ["New Passport", "Passport Renewal", "Lost/Stolen Passport Replacement"] as const;

export const passportApplicationForm = defineForm({
  path: "/services/citizenship/passport-application",
  storageKey: "passportApplicationData",
  backLink: "citizenship",
  fields: {
    fullName: text({ autoComplete: "name" }),
    dateOfBirth: date({ autoComplete: "bday" }),
    placeOfBirth: text(),
    currentAddress: longText({ autoComplete: "street-address", rows: 3 }),
    reasonForApplication: select(REASONS),
    previousPassportNumber: optionalTextField({
      showWhen: { field: "reasonForApplication", oneOf: ["Passport Renewal", "Lost/Stolen Passport Replacement"] },
    }),
  },
  text: {
    en: {
      title: "Passport Application",
      intro: "Apply for a new Brehon passport, or to renew or replace one.",
      submit: "Submit Application",
      fields: {
        fullName: { label: "Full name" },
        dateOfBirth: { label: "Date of birth" },
        placeOfBirth: { label: "Place of birth", hint: "Town or city, and country" },
        currentAddress: { label: "Current address" },
        reasonForApplication: {
          label: "Reason for application",
          options: {
            "New Passport": "New Passport",
            "Passport Renewal": "Passport Renewal",
            "Lost/Stolen Passport Replacement": "Lost/Stolen Passport Replacement",
          },
        },
        previousPassportNumber: { label: "Previous passport number", hint: "As printed on the passport's photo page" },
      },
      toast: {
        title: "Passport Application Submitted!",
        description: "Your passport application has been saved in this browser.",
      },
      success: {
        title: "Passport Application Submitted",
        body: "Thank you. Your passport application has been saved.",
      },
    },
    ga: {
      title: "Iarratas ar Phas",
      intro: "Déan iarratas ar phas nua de chuid Brehon, nó ar phas a athnuachan nó a athsholáthar.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        fullName: { label: "Ainm iomlán" },
        dateOfBirth: { label: "Dáta breithe" },
        placeOfBirth: { label: "Áit bhreithe", hint: "Baile nó cathair, agus tír" },
        currentAddress: { label: "Seoladh reatha" },
        reasonForApplication: {
          label: "Cúis an iarratais",
          options: {
            "New Passport": "Pas Nua",
            "Passport Renewal": "Athnuachan Pas",
            "Lost/Stolen Passport Replacement": "Pas in Áit Pas a Cailleadh nó a Goideadh",
          },
        },
        previousPassportNumber: {
          label: "Uimhir an phas roimhe seo",
          hint: "Mar atá sí clóite ar leathanach grianghraif an phas",
        },
      },
      toast: {
        title: "Iarratas ar Phas Curtha Isteach!",
        description: "Sábháladh d'iarratas ar phas sa bhrabhsálaí seo.",
      },
      success: {
        title: "Iarratas ar Phas Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar phas.",
      },
    },
  },
});
