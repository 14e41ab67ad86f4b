import type { ServicesMessages } from "./services.en";

export const servicesGa = {
  intro:
    "Déan iarratas ar dhoiciméid, ar cheadanna agus ar chláruithe, agus faigh cabhair ó gach Roinn, in aon áit amháin.",
  popularHeading: "Seirbhísí Coitianta",
  categoriesHeading: "Seirbhísí de réir Catagóire",
  categoriesLabel: "Catagóirí seirbhíse",
  viewAll: "Féach ar Gach Ceann",
  eGovHeading: "Tairseach an r-Rialtais",
  eGovBody:
    "Is féidir go leor seirbhísí a úsáid ar líne ó thús deireadh: déan iarratas ar dhoiciméid, lean d'iarratais i dtairseach shlán na saoránach agus cruthaigh d'aitheantas go digiteach.",
  eGovLink: "Taiscéal Seirbhísí an r-Rialtais",
} satisfies ServicesMessages;
