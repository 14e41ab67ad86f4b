import { defineForm } from "../define-form";
import { longText, optionalTextField, select, text } from "../fields";

const PERMIT_TYPES = ["Temporary", "Permanent"] as const;

export const residencePermitForm = defineForm({
  path: "/services/citizenship/residence-permits",
  storageKey: "residencePermitData",
  backLink: "citizenship",
  fields: {
    fullName: text({ autoComplete: "name" }),
    nationality: text(),
    currentVisaStatus: optionalTextField(),
    permitType: select(PERMIT_TYPES),
    reasonForPermit: longText(),
    durationRequested: optionalTextField(),
  },
  text: {
    en: {
      title: "Residence Permit Application",
      intro: "Apply for permission to live in the Republic of Brehon.",
      submit: "Submit Application",
      fields: {
        fullName: { label: "Full name" },
        nationality: { label: "Nationality" },
        currentVisaStatus: {
          label: "Current visa status",
          hint: "For example, student visa valid until June 2027",
        },
        permitType: { label: "Permit type", options: { Temporary: "Temporary", Permanent: "Permanent" } },
        reasonForPermit: { label: "Reason for permit" },
        durationRequested: { label: "Duration requested", hint: "For example, 2 years" },
      },
      toast: {
        title: "Permit Application Submitted!",
        description: "Your residence permit application has been saved in this browser.",
      },
      success: {
        title: "Permit Application Submitted",
        body: "Thank you. Your residence permit application has been saved.",
      },
    },
    ga: {
      title: "Iarratas ar Chead Cónaithe",
      intro: "Déan iarratas ar chead cónaithe i bPoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        fullName: { label: "Ainm iomlán" },
        nationality: { label: "Náisiúntacht" },
        currentVisaStatus: {
          label: "Stádas reatha víosa",
          hint: "Mar shampla, víosa mic léinn bailí go dtí Meitheamh 2027",
        },
        permitType: { label: "Cineál ceada", options: { Temporary: "Sealadach", Permanent: "Buan" } },
        reasonForPermit: { label: "Cúis leis an gcead" },
        durationRequested: { label: "Tréimhse iarrtha", hint: "Mar shampla, 2 bhliain" },
      },
      toast: {
        title: "Iarratas ar Chead Curtha Isteach!",
        description: "Sábháladh d'iarratas ar chead cónaithe sa bhrabhsálaí seo.",
      },
      success: {
        title: "Iarratas ar Chead Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar chead cónaithe.",
      },
    },
  },
});
