import { defineForm } from "../define-form";
import { date, longText, optionalTextField, text } from "../fields";

export const birthCertificateForm = defineForm({
  path: "/services/documents/birth-certificate",
  storageKey: "birthCertificateRequestData",
  backLink: "documents",
  fields: {
    childFullName: text(),
    dateOfBirth: date(),
    placeOfBirth: text(),
    fatherFullName: optionalTextField(),
    motherFullName: text(),
    requesterName: text({ autoComplete: "name" }),
    requesterRelationship: text(),
    reasonForRequest: longText(),
  },
  text: {
    en: {
      title: "Birth Certificate Request",
      intro: "Request a certified copy of a birth certificate registered in the Republic of Brehon.",
      submit: "Submit Request",
      fields: {
        childFullName: {
          label: "Full name on the certificate",
          hint: "The name of the person whose birth was registered",
        },
        dateOfBirth: { label: "Date of birth" },
        placeOfBirth: { label: "Place of birth", hint: "Town or city, and hospital if known" },
        fatherFullName: { label: "Father's full name" },
        motherFullName: { label: "Mother's full name" },
        requesterName: { label: "Your full name" },
        requesterRelationship: {
          label: "Your relationship to the person named",
          hint: "For example, yourself, parent or guardian",
        },
        reasonForRequest: { label: "Reason for request" },
      },
      toast: {
        title: "Request Submitted!",
        description: "Your birth certificate request has been saved in this browser.",
      },
      success: {
        title: "Request Submitted",
        body: "Thank you. Your birth certificate request has been saved.",
      },
    },
    ga: {
      title: "Iarratas ar Theastas Breithe",
      intro: "Iarr cóip dheimhnithe de theastas breithe a cláraíodh i bPoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        childFullName: {
          label: "Ainm iomlán ar an teastas",
          hint: "Ainm an duine ar cláraíodh a bhreith",
        },
        dateOfBirth: { label: "Dáta breithe" },
        placeOfBirth: { label: "Áit bhreithe", hint: "Baile nó cathair, agus an t-ospidéal más eol duit" },
        fatherFullName: { label: "Ainm iomlán an athar" },
        motherFullName: { label: "Ainm iomlán na máthar" },
        requesterName: { label: "D'ainm iomlán" },
        requesterRelationship: {
          label: "An gaol atá agat leis an duine atá ainmnithe",
          hint: "Mar shampla, tú féin, tuismitheoir nó caomhnóir",
        },
        reasonForRequest: { label: "Cúis an iarratais" },
      },
      toast: {
        title: "Iarratas Curtha Isteach!",
        description: "Sábháladh d'iarratas ar theastas breithe sa bhrabhsálaí seo.",
      },
      success: {
        title: "Iarratas Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar theastas breithe.",
      },
    },
  },
});
