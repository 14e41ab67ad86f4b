import { savedInBrowser } from "../common";
import { defineForm, field } from "../define-form";
import { number, select, text } from "../fields";

const TAX_TYPES = ["Income Tax", "Corporate Tax", "VAT", "Other"] as const;

export const taxFilingForm = defineForm({
  path: "/services/business/tax-filing",
  storageKey: "taxFilingData",
  backLink: "business",
  fields: {
    taxpayerName: field(text({ autoComplete: "name" }), { en: "Taxpayer name", ga: "Ainm an cháiníocóra" }),
    taxIDNumber: field(text(), { en: "Tax ID number", ga: "Uimhir aitheantais cánach" }),
    // Defaults to the visitor's current year (spec).
    taxYear: field(number({ min: 1900, max: 2100, wholeNumber: true, defaultValue: ({ year }) => String(year) }), {
      en: "Tax year",
      ga: "Bliain chánach",
    }),
    incomeAmount: field(number({ min: 0, max: 1_000_000_000_000 }), {
      en: { label: "Income amount", hint: "Total income for the tax year" },
      ga: { label: "Méid an ioncaim", hint: "An t-ioncam iomlán don bhliain chánach" },
    }),
    taxType: field(select(TAX_TYPES), {
      en: {
        label: "Tax type",
        options: { "Income Tax": "Income Tax", "Corporate Tax": "Corporate Tax", VAT: "VAT", Other: "Other" },
      },
      ga: {
        label: "Cineál cánach",
        options: {
          "Income Tax": "Cáin Ioncaim",
          "Corporate Tax": "Cáin Chorparáide",
          VAT: "Cáin Bhreisluacha (CBL)",
          Other: "Eile",
        },
      },
    }),
  },
  text: {
    en: {
      title: "Tax Filing",
      intro: "File your tax information for the year.",
      submit: "Submit Tax Information",
      ...savedInBrowser.en("Tax Information", "tax information"),
    },
    ga: {
      title: "Comhdú Cánach",
      intro: "Comhdaigh d'eolas cánach don bhliain.",
      submit: "Cuir an tEolas Cánach Isteach",
      ...savedInBrowser.ga("Eolas Cánach", "d'eolas cánach"),
    },
  },
});
