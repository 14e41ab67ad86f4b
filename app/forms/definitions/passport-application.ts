import { currentAddress, dateOfBirth, fullName, PASSPORT_NUMBER_HINT, placeOfBirth, savedInBrowser } from "../common";
import { defineForm, field, withHint } from "../define-form";
import { optionalTextField, select } from "../fields";

const REASONS = ["New Passport", "Passport Renewal", "Lost/Stolen Passport Replacement"] as const;

export const passportApplicationForm = defineForm({
  path: "/services/citizenship/passport-application",
  storageKey: "passportApplicationData",
  backLink: "citizenship",
  fields: {
    fullName,
    dateOfBirth,
    placeOfBirth: withHint(placeOfBirth, { en: "Town or city, and country", ga: "Baile nó cathair, agus tír" }),
    currentAddress,
    reasonForApplication: field(select(REASONS), {
      en: {
        label: "Reason for application",
        options: {
          "New Passport": "New Passport",
          "Passport Renewal": "Passport Renewal",
          "Lost/Stolen Passport Replacement": "Lost/Stolen Passport Replacement",
        },
      },
      ga: {
        label: "Cúis an iarratais",
        options: {
          "New Passport": "Pas Nua",
          "Passport Renewal": "Athnuachan Pas",
          "Lost/Stolen Passport Replacement": "Pas in Áit Pas a Cailleadh nó a Goideadh",
        },
      },
    }),
    previousPassportNumber: withHint(
      field(
        optionalTextField({
          showWhen: { field: "reasonForApplication", oneOf: ["Passport Renewal", "Lost/Stolen Passport Replacement"] },
        }),
        { en: "Previous passport number", ga: "Uimhir an phas roimhe seo" },
      ),
      PASSPORT_NUMBER_HINT,
    ),
  },
  text: {
    en: {
      title: "Passport Application",
      intro: "Apply for a new Brehon passport, or to renew or replace one.",
      submit: "Submit Application",
      ...savedInBrowser.en("Passport Application", "passport application"),
    },
    ga: {
      title: "Iarratas ar Phas",
      intro: "Déan iarratas ar phas nua de chuid Brehon, nó ar phas a athnuachan nó a athsholáthar.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Iarratas ar Phas", "d'iarratas ar phas"),
    },
  },
});
