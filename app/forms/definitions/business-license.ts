import { businessName, savedInBrowser } from "../common";
import { defineForm, field } from "../define-form";
import { optionalLongText, text } from "../fields";

export const businessLicenseForm = defineForm({
  path: "/services/business/licenses",
  storageKey: "businessLicenseApplicationData",
  backLink: "business",
  fields: {
    businessName,
    businessRegistrationNumber: field(text(), {
      en: "Business registration number",
      ga: "Uimhir chláraithe an ghnó",
    }),
    licenseType: field(text(), {
      en: { label: "Licence type", hint: "For example, food service, retail alcohol or street trading" },
      ga: { label: "Cineál ceadúnais", hint: "Mar shampla, seirbhís bhia, alcól a dhíol nó trádáil sráide" },
    }),
    additionalInfo: field(optionalLongText(), { en: "Additional information", ga: "Eolas breise" }),
  },
  text: {
    en: {
      title: "Business Licence Application",
      intro: "Apply for a licence to carry on a regulated business activity.",
      submit: "Submit Application",
      ...savedInBrowser.en("Licence Application", "licence application"),
    },
    ga: {
      title: "Iarratas ar Cheadúnas Gnó",
      intro: "Déan iarratas ar cheadúnas chun gníomhaíocht ghnó rialáilte a dhéanamh.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Iarratas ar Cheadúnas", "d'iarratas ar cheadúnas"),
    },
  },
});
