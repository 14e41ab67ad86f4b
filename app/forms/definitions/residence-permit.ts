import { fullName, nationality, savedInBrowser } from "../common";
import { defineForm, field } from "../define-form";
import { longText, optionalTextField, select } from "../fields";

const PERMIT_TYPES = ["Temporary", "Permanent"] as const;

export const residencePermitForm = defineForm({
  path: "/services/citizenship/residence-permits",
  storageKey: "residencePermitData",
  backLink: "citizenship",
  fields: {
    fullName,
    nationality,
    currentVisaStatus: field(optionalTextField(), {
      en: { label: "Current visa status", hint: "For example, student visa valid until June 2027" },
      ga: { label: "Stádas reatha víosa", hint: "Mar shampla, víosa mic léinn bailí go dtí Meitheamh 2027" },
    }),
    permitType: field(select(PERMIT_TYPES), {
      en: { label: "Permit type", options: { Temporary: "Temporary", Permanent: "Permanent" } },
      ga: { label: "Cineál ceada", options: { Temporary: "Sealadach", Permanent: "Buan" } },
    }),
    reasonForPermit: field(longText(), { en: "Reason for permit", ga: "Cúis leis an gcead" }),
    durationRequested: field(optionalTextField(), {
      en: { label: "Duration requested", hint: "For example, 2 years" },
      ga: { label: "Tréimhse iarrtha", hint: "Mar shampla, 2 bhliain" },
    }),
  },
  text: {
    en: {
      title: "Residence Permit Application",
      intro: "Apply for permission to live in the Republic of Brehon.",
      submit: "Submit Application",
      ...savedInBrowser.en("Permit Application", "residence permit application"),
    },
    ga: {
      title: "Iarratas ar Chead Cónaithe",
      intro: "Déan iarratas ar chead cónaithe i bPoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Iarratas ar Chead", "d'iarratas ar chead cónaithe"),
    },
  },
});
