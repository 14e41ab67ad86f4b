import { defineForm } from "../define-form";
import { date, phone, text } from "../fields";

export const passportRenewalForm = defineForm({
  path: "/services/citizenship/passport-renewal",
  storageKey: "passportRenewalData",
  // Passport renewal is the first of the services page's popular services.
  backLink: "services",
  fields: {
    fullName: text({ autoComplete: "name" }),
    currentPassportNumber: text(),
    passportExpiryDate: date(),
    contactNumber: phone({ autoComplete: "tel" }),
  },
  text: {
    en: {
      title: "Passport Renewal",
      intro: "Renew your Brehon passport before or after it expires.",
      submit: "Submit Renewal",
      fields: {
        fullName: { label: "Full name" },
        currentPassportNumber: { label: "Current passport number", hint: "As printed on the passport's photo page" },
        passportExpiryDate: { label: "Passport expiry date" },
        contactNumber: {
          label: "Contact number",
          hint: "For example 021 555 0110, or +999 21 555 0110 from abroad. For a number outside Brehon, include its country code.",
        },
      },
      toast: {
        title: "Passport Renewal Submitted!",
        description: "Your passport renewal request has been saved in this browser.",
      },
      success: {
        title: "Passport Renewal Submitted",
        body: "Thank you. Your passport renewal request has been saved.",
      },
    },
    ga: {
      title: "Athnuachan Pas",
      intro: "Athnuaigh do phas Brehon roimh dháta a éaga nó ina dhiaidh.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        fullName: { label: "Ainm iomlán" },
        currentPassportNumber: {
          label: "Uimhir an phas reatha",
          hint: "Mar atá sí clóite ar leathanach grianghraif an phas",
        },
        passportExpiryDate: { label: "Dáta éaga an phas" },
        contactNumber: {
          label: "Uimhir theagmhála",
          hint: "Mar shampla 021 555 0110, nó +999 21 555 0110 ó thar lear. Más uimhir lasmuigh de Brehon í, cuir a cód tíre léi.",
        },
      },
      toast: {
        title: "Athnuachan Pas Curtha Isteach!",
        description: "Sábháladh d'iarratas ar athnuachan pas sa bhrabhsálaí seo.",
      },
      success: {
        title: "Athnuachan Pas Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar athnuachan pas.",
      },
    },
  },
});
