import { businessName, savedInBrowser } from "../common";
import { defineForm, field } from "../define-form";
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
    businessName,
    businessType: field(select(BUSINESS_TYPES), {
      en: {
        label: "Business type",
        options: {
          "Sole Proprietorship": "Sole Proprietorship",
          Partnership: "Partnership",
          "Limited Liability Company (LLC)": "Limited Liability Company (LLC)",
          Corporation: "Corporation",
        },
      },
      ga: {
        label: "Cineál gnó",
        options: {
          "Sole Proprietorship": "Trádálaí Aonair",
          Partnership: "Comhpháirtíocht",
          "Limited Liability Company (LLC)": "Cuideachta Dliteanais Theoranta (CDT)",
          Corporation: "Corparáid",
        },
      },
    }),
    ownerName: field(text(), { en: "Owner's full name", ga: "Ainm iomlán an úinéara" }),
    businessAddress: field(longText({ rows: 3 }), { en: "Business address", ga: "Seoladh an ghnó" }),
    natureOfBusiness: field(longText(), {
      en: { label: "Nature of business", hint: "What the business makes, sells or does" },
      ga: { label: "Gníomhaíocht an ghnó", hint: "Cad a dhéanann nó a dhíolann an gnó" },
    }),
  },
  text: {
    en: {
      title: "Business Registration",
      intro: "Register a new business in the Republic of Brehon.",
      submit: "Submit Registration",
      ...savedInBrowser.en("Registration", "business registration"),
    },
    ga: {
      title: "Clárú Gnó",
      intro: "Cláraigh gnó nua i bPoblacht Brehon.",
      submit: "Cuir an Clárú Isteach",
      ...savedInBrowser.ga("Clárú", "clárú do ghnó"),
    },
  },
});
