import { defineForm, field } from "../define-form";
import { email, longText, optionalTextField, text } from "../fields";

export const diplomaticRelationsForm = defineForm({
  path: "/diplomatic-relations/apply",
  // The spec leaves this key's name open; it is documented in docs/architecture.md ("Request forms").
  storageKey: "diplomaticRelationsApplicationData",
  backLink: "home",
  office: "foreign-affairs",
  toastVariant: "success",
  fields: {
    nationName: field(text(), { en: "Name of nation", ga: "Ainm an náisiúin" }),
    representativeName: field(text({ autoComplete: "name" }), {
      en: "Representative's full name",
      ga: "Ainm iomlán an ionadaí",
    }),
    representativeEmail: field(email({ autoComplete: "email" }), {
      en: "Representative's email address",
      ga: "Seoladh ríomhphoist an ionadaí",
    }),
    message: field(longText({ rows: 5 }), {
      en: { label: "Message", hint: "Describe the relationship your nation proposes." },
      ga: { label: "Teachtaireacht", hint: "Déan cur síos ar an gcaidreamh atá beartaithe ag do náisiún." },
    }),
    areasOfInterest: field(optionalTextField(), {
      en: { label: "Areas of interest", hint: "For example, trade, education, culture" },
      ga: { label: "Réimsí spéise", hint: "Mar shampla, trádáil, oideachas, cultúr" },
    }),
  },
  text: {
    en: {
      title: "Apply for Diplomatic Relations",
      intro:
        "Nations wishing to establish diplomatic relations with the Republic of Brehon may prepare their application here. The Ministry of Foreign Affairs reviews every proposal sent to it.",
      submit: "Submit Application",
      toast: {
        title: "Application Submitted!",
        description:
          "Your application for diplomatic relations has been received. We will review it and be in contact.",
      },
      success: {
        title: "Application Received",
        body: "Thank you. The Ministry of Foreign Affairs will review your proposal and respond in due course.",
      },
    },
    ga: {
      title: "Iarratas ar Chaidreamh Taidhleoireachta",
      intro:
        "Is féidir le náisiúin ar mian leo caidreamh taidhleoireachta a bhunú le Poblacht Brehon a n-iarratas a ullmhú anseo. Déanann an Roinn Gnóthaí Eachtracha athbhreithniú ar gach togra a chuirtear chuici.",
      submit: "Cuir an tIarratas Isteach",
      toast: {
        title: "Iarratas Curtha Isteach!",
        description:
          "Fuarthas d'iarratas ar chaidreamh taidhleoireachta. Déanfaimid athbhreithniú air agus beimid i dteagmháil leat.",
      },
      success: {
        title: "Iarratas Faighte",
        body: "Go raibh maith agat. Déanfaidh an Roinn Gnóthaí Eachtracha athbhreithniú ar do thogra agus tabharfaidh sí freagra in am trátha.",
      },
    },
  },
});
