import { nationality, savedInBrowser, fullName as sharedFullName } from "../common";
import { defineForm, field, withHint } from "../define-form";
import { date, longText, select, text } from "../fields";

const VISA_TYPES = ["Tourist", "Business", "Student", "Work", "Other"] as const;

export const visaForm = defineForm({
  path: "/services/citizenship/visa",
  storageKey: "visaApplicationData",
  backLink: "citizenship",
  fields: {
    fullName: withHint(sharedFullName, { en: "As shown in your passport", ga: "Mar atá sé i do phas" }),
    nationality,
    passportNumber: field(text(), { en: "Passport number", ga: "Uimhir an phas" }),
    visaType: field(select(VISA_TYPES), {
      en: {
        label: "Visa type",
        options: { Tourist: "Tourist", Business: "Business", Student: "Student", Work: "Work", Other: "Other" },
      },
      ga: {
        label: "Cineál víosa",
        options: { Tourist: "Turasóireacht", Business: "Gnó", Student: "Mac léinn", Work: "Obair", Other: "Eile" },
      },
    }),
    intendedTravelDate: field(date(), { en: "Intended travel date", ga: "Dáta taistil beartaithe" }),
    purposeOfVisit: field(longText(), { en: "Purpose of visit", ga: "Cuspóir na cuairte" }),
  },
  text: {
    en: {
      title: "Visa Application",
      intro: "Apply for a visa to visit the Republic of Brehon.",
      submit: "Submit Application",
      ...savedInBrowser.en("Visa Application", "visa application"),
    },
    ga: {
      title: "Iarratas ar Víosa",
      intro: "Déan iarratas ar víosa chun cuairt a thabhairt ar Phoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Iarratas ar Víosa", "d'iarratas ar víosa"),
    },
  },
});
