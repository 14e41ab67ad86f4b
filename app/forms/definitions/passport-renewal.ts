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
        contactNumber: { label: "Contact number", hint: "Include the country code if the number is outside Brehon." },
      },
      toast: { title: "Passport Renewal Submitted!", description: "Your passport renewal request has been received." },
      success: {
        title: "Passport Renewal Submitted",
        body: "Thank you. Your passport renewal request has been received and will be processed.",
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
        contactNumber: { label: "Uimhir theagmhála", hint: "Cuir an cód tíre léi más uimhir lasmuigh de Brehon í." },
      },
      toast: {
        title: "Athnuachan Pas Curtha Isteach!",
        description: "Fuarthas d'iarratas ar athnuachan pas.",
      },
      success: {
        title: "Athnuachan Pas Curtha Isteach",
        body: "Go raibh maith agat. Fuarthas d'iarratas ar athnuachan pas agus próiseálfar é.",
      },
    },
  },
});
