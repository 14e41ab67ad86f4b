import { fullName, PASSPORT_NUMBER_HINT, savedInBrowser } from "../common";
import { defineForm, field, withHint } from "../define-form";
import { date, phone, text } from "../fields";

export const passportRenewalForm = defineForm({
  path: "/services/citizenship/passport-renewal",
  storageKey: "passportRenewalData",
  // Passport renewal is the first of the services page's popular services.
  backLink: "services",
  fields: {
    fullName,
    currentPassportNumber: withHint(
      field(text(), { en: "Current passport number", ga: "Uimhir an phas reatha" }),
      PASSPORT_NUMBER_HINT,
    ),
    passportExpiryDate: field(date(), { en: "Passport expiry date", ga: "Dáta éaga an phas" }),
    contactNumber: field(phone({ autoComplete: "tel" }), {
      en: {
        label: "Contact number",
        hint: "For example 021 555 0110, or +999 21 555 0110 from abroad. For a number outside Brehon, include its country code.",
      },
      ga: {
        label: "Uimhir theagmhála",
        hint: "Mar shampla 021 555 0110, nó +999 21 555 0110 ó thar lear. Más uimhir lasmuigh de Brehon í, cuir a cód tíre léi.",
      },
    }),
  },
  text: {
    en: {
      title: "Passport Renewal",
      intro: "Renew your Brehon passport before or after it expires.",
      submit: "Submit Renewal",
      ...savedInBrowser.en("Passport Renewal", "passport renewal request"),
    },
    ga: {
      title: "Athnuachan Pas",
      intro: "Athnuaigh do phas Brehon roimh dháta a éaga nó ina dhiaidh.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Athnuachan Pas", "d'iarratas ar athnuachan pas"),
    },
  },
});
