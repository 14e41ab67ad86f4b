import { defineForm } from "../define-form";
import { longText, select, text } from "../fields";

const BUSINESS_TYPES = [
  "Sole Proprietorship",
  "Partnership",
  "Limited Liability Company (LLC)",
  "Corporation",
] as const;

export const businessRegistrationForm = defineForm({
  path: "/services/business/registration",
  storageKey: "businessRegistrationData",
  backLink: "business",
  fields: {
    businessName: text({ autoComplete: "organization" }),
    businessType: select(BUSINESS_TYPES),
    ownerName: text(),
    businessAddress: longText({ rows: 3 }),
    natureOfBusiness: longText(),
  },
  text: {
    en: {
      title: "Business Registration",
      intro: "Register a new business in the Republic of Brehon.",
      submit: "Submit Registration",
      fields: {
        businessName: { label: "Business name" },
        businessType: {
          label: "Business type",
          options: {
            "Sole Proprietorship": "Sole Proprietorship",
            Partnership: "Partnership",
            "Limited Liability Company (LLC)": "Limited Liability Company (LLC)",
            Corporation: "Corporation",
          },
        },
        ownerName: { label: "Owner's full name" },
        businessAddress: { label: "Business address" },
        natureOfBusiness: { label: "Nature of business", hint: "What the business makes, sells or does" },
      },
      toast: {
        title: "Registration Submitted!",
        description: "Your business registration has been saved in this browser.",
      },
      success: {
        title: "Registration Submitted",
        body: "Thank you. Your business registration has been saved.",
      },
    },
    ga: {
      title: "Clárú Gnó",
      intro: "Cláraigh gnó nua i bPoblacht Brehon.",
      submit: "Cuir an Clárú Isteach",
      fields: {
        businessName: { label: "Ainm an ghnó" },
        businessType: {
          label: "Cineál gnó",
          options: {
            "Sole Proprietorship": "Trádálaí Aonair",
            Partnership: "Comhpháirtíocht",
            "Limited Liability Company (LLC)": "Cuideachta Dliteanais Theoranta (CDT)",
            Corporation: "Corparáid",
          },
        },
        ownerName: { label: "Ainm iomlán an úinéara" },
        businessAddress: { label: "Seoladh an ghnó" },
        natureOfBusiness: { label: "Gníomhaíocht an ghnó", hint: "Cad a dhéanann nó a dhíolann an gnó" },
      },
      toast: { title: "Clárú Curtha Isteach!", description: "Sábháladh clárú do ghnó sa bhrabhsálaí seo." },
      success: {
        title: "Clárú Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh clárú do ghnó.",
      },
    },
  },
});
