import { defineForm } from "../define-form";
import { number, select, text } from "../fields";

const TAX_TYPES = ["Income Tax", "Corporate Tax", "VAT", "Other"] as const;

export const taxFilingForm = defineForm({
  path: "/services/business/tax-filing",
  storageKey: "taxFilingData",
  backLink: "business",
  fields: {
    taxpayerName: text({ autoComplete: "name" }),
    taxIDNumber: text(),
    // Defaults to the visitor's current year (spec).
    taxYear: number({ min: 1900, max: 2100, wholeNumber: true, defaultValue: ({ year }) => String(year) }),
    incomeAmount: number({ min: 0, max: 1_000_000_000_000 }),
    taxType: select(TAX_TYPES),
  },
  text: {
    en: {
      title: "Tax Filing",
      intro: "File your tax information for the year.",
      submit: "Submit Tax Information",
      fields: {
        taxpayerName: { label: "Taxpayer name" },
        taxIDNumber: { label: "Tax ID number" },
        taxYear: { label: "Tax year" },
        incomeAmount: { label: "Income amount", hint: "Total income for the tax year" },
        taxType: {
          label: "Tax type",
          options: { "Income Tax": "Income Tax", "Corporate Tax": "Corporate Tax", VAT: "VAT", Other: "Other" },
        },
      },
      toast: {
        title: "Tax Information Submitted!",
        description: "Your tax information has been saved in this browser.",
      },
      success: {
        title: "Tax Information Submitted",
        body: "Thank you. Your tax information has been saved.",
      },
    },
    ga: {
      title: "Comhdú Cánach",
      intro: "Comhdaigh d'eolas cánach don bhliain.",
      submit: "Cuir an tEolas Cánach Isteach",
      fields: {
        taxpayerName: { label: "Ainm an cháiníocóra" },
        taxIDNumber: { label: "Uimhir aitheantais cánach" },
        taxYear: { label: "Bliain chánach" },
        incomeAmount: {
          label: "Méid an ioncaim",
          hint: "An t-ioncam iomlán don bhliain chánach",
        },
        taxType: {
          label: "Cineál cánach",
          options: {
            "Income Tax": "Cáin Ioncaim",
            "Corporate Tax": "Cáin Chorparáide",
            VAT: "Cáin Bhreisluacha (CBL)",
            Other: "Eile",
          },
        },
      },
      toast: { title: "Eolas Cánach Curtha Isteach!", description: "Sábháladh d'eolas cánach sa bhrabhsálaí seo." },
      success: {
        title: "Eolas Cánach Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'eolas cánach.",
      },
    },
  },
});
