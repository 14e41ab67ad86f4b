import { defineForm } from "../define-form";
import { optionalLongText, text } from "../fields";

export const businessLicenseForm = defineForm({
  path: "/services/business/licenses",
  storageKey: "businessLicenseApplicationData",
  backLink: "business",
  fields: {
    businessName: text({ autoComplete: "organization" }),
    businessRegistrationNumber: text(),
    licenseType: text(),
    additionalInfo: optionalLongText(),
  },
  text: {
    en: {
      title: "Business Licence Application",
      intro: "Apply for a licence to carry on a regulated business activity.",
      submit: "Submit Application",
      fields: {
        businessName: { label: "Business name" },
        businessRegistrationNumber: { label: "Business registration number" },
        licenseType: { label: "Licence type", hint: "For example, food service, retail alcohol or street trading" },
        additionalInfo: { label: "Additional information" },
      },
      toast: {
        title: "Licence Application Submitted!",
        description: "Your licence application has been saved in this browser.",
      },
      success: {
        title: "Licence Application Submitted",
        body: "Thank you. Your licence application has been saved.",
      },
    },
    ga: {
      title: "Iarratas ar Cheadúnas Gnó",
      intro: "Déan iarratas ar cheadúnas chun gníomhaíocht ghnó rialáilte a dhéanamh.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        businessName: { label: "Ainm an ghnó" },
        businessRegistrationNumber: { label: "Uimhir chláraithe an ghnó" },
        licenseType: {
          label: "Cineál ceadúnais",
          hint: "Mar shampla, seirbhís bia, alcól a dhíol nó trádáil sráide",
        },
        additionalInfo: { label: "Eolas breise" },
      },
      toast: {
        title: "Iarratas ar Cheadúnas Curtha Isteach!",
        description: "Sábháladh d'iarratas ar cheadúnas sa bhrabhsálaí seo.",
      },
      success: {
        title: "Iarratas ar Cheadúnas Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar cheadúnas.",
      },
    },
  },
});
