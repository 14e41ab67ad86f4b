import { placeOfBirth, savedInBrowser } from "../common";
import { defineForm, field, withHint } from "../define-form";
import { date, longText, optionalTextField, text } from "../fields";

export const birthCertificateForm = defineForm({
  path: "/services/documents/birth-certificate",
  storageKey: "birthCertificateRequestData",
  backLink: "documents",
  fields: {
    childFullName: field(text(), {
      en: { label: "Full name on the certificate", hint: "The name of the person whose birth was registered" },
      ga: { label: "Ainm iomlán ar an teastas", hint: "Ainm an duine ar cláraíodh a bhreith" },
    }),
    // Someone else's birthday, perhaps: the browser is not asked to fill in the requester's own.
    dateOfBirth: field(date(), { en: "Date of birth", ga: "Dáta breithe" }),
    placeOfBirth: withHint(placeOfBirth, {
      en: "Town or city, and hospital if known",
      ga: "Baile nó cathair, agus an t-ospidéal más eol duit",
    }),
    fatherFullName: field(optionalTextField(), { en: "Father's full name", ga: "Ainm iomlán an athar" }),
    motherFullName: field(text(), { en: "Mother's full name", ga: "Ainm iomlán na máthar" }),
    requesterName: field(text({ autoComplete: "name" }), { en: "Your full name", ga: "D'ainm iomlán" }),
    requesterRelationship: field(text(), {
      en: { label: "Your relationship to the person named", hint: "For example, yourself, parent or guardian" },
      ga: {
        label: "An gaol atá agat leis an duine atá ainmnithe",
        hint: "Mar shampla, tú féin, tuismitheoir nó caomhnóir",
      },
    }),
    reasonForRequest: field(longText(), { en: "Reason for request", ga: "Cúis an iarratais" }),
  },
  text: {
    en: {
      title: "Birth Certificate Request",
      intro: "Request a certified copy of a birth certificate registered in the Republic of Brehon.",
      submit: "Submit Request",
      ...savedInBrowser.en("Request", "birth certificate request"),
    },
    ga: {
      title: "Iarratas ar Theastas Breithe",
      intro: "Iarr cóip dheimhnithe de theastas breithe a cláraíodh i bPoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Iarratas", "d'iarratas ar theastas breithe"),
    },
  },
});
