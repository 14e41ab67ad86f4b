import { defineForm } from "../define-form";
import { date, longText, select, text } from "../fields";

const VISA_TYPES = ["Tourist", "Business", "Student", "Work", "Other"] as const;

export const visaForm = defineForm({
  path: "/services/citizenship/visa",
  storageKey: "visaApplicationData",
  backLink: "citizenship",
  fields: {
    fullName: text({ autoComplete: "name" }),
    nationality: text(),
    passportNumber: text(),
    visaType: select(VISA_TYPES),
    intendedTravelDate: date(),
    purposeOfVisit: longText(),
  },
  text: {
    en: {
      title: "Visa Application",
      intro: "Apply for a visa to visit the Republic of Brehon.",
      submit: "Submit Application",
      fields: {
        fullName: { label: "Full name", hint: "As shown in your passport" },
        nationality: { label: "Nationality" },
        passportNumber: { label: "Passport number" },
        visaType: {
          label: "Visa type",
          options: { Tourist: "Tourist", Business: "Business", Student: "Student", Work: "Work", Other: "Other" },
        },
        intendedTravelDate: { label: "Intended travel date" },
        purposeOfVisit: { label: "Purpose of visit" },
      },
      toast: {
        title: "Visa Application Submitted!",
        description: "Your visa application has been saved in this browser.",
      },
      success: {
        title: "Visa Application Submitted",
        body: "Thank you. Your visa application has been saved.",
      },
    },
    ga: {
      title: "Iarratas ar Víosa",
      intro: "Déan iarratas ar víosa chun cuairt a thabhairt ar Phoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        fullName: { label: "Ainm iomlán", hint: "Mar atá sé i do phas" },
        nationality: { label: "Náisiúntacht" },
        passportNumber: { label: "Uimhir an phas" },
        visaType: {
          label: "Cineál víosa",
          options: { Tourist: "Turasóireacht", Business: "Gnó", Student: "Mac léinn", Work: "Obair", Other: "Eile" },
        },
        intendedTravelDate: { label: "Dáta taistil beartaithe" },
        purposeOfVisit: { label: "Cuspóir na cuairte" },
      },
      toast: {
        title: "Iarratas ar Víosa Curtha Isteach!",
        description: "Sábháladh d'iarratas ar víosa sa bhrabhsálaí seo.",
      },
      success: {
        title: "Iarratas ar Víosa Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar víosa.",
      },
    },
  },
});
