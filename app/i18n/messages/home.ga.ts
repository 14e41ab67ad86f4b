import type { HomeMessages } from "./home.en";

export const homeGa = {
  heroTitle: "Fáilte go Poblacht Brehon",
  heroBody: "Eolas agus seirbhísí ón Rialtas, do shaoránaigh, do chónaitheoirí, do ghnólachtaí agus do chuairteoirí.",
  servicesButton: "Seirbhísí an Rialtais",
  announcementsHeading: "Fógraí Tábhachtacha",
  allAnnouncements: "Féach ar Gach Fógra",
  servicesHeading: "Seirbhísí Duitse",
  servicesIntro: "Aimsigh an tseirbhís atá uait agus déan iarratas ar líne.",
  aboutHeading: "Faoinár Náisiún",
  aboutBody:
    "Is daonlathas parlaiminteach í Poblacht Brehon. Ráthaíonn a Bunreacht cearta gach saoránaigh agus roinneann sé an chumhacht idir an tUachtarán, an Tionól Náisiúnta agus cúirteanna neamhspleácha.",
  constitutionLink: "Léigh an Bunreacht",
  diplomaticHeading: "Bunaigh Caidreamh Taidhleoireachta",
  diplomaticBody:
    "Is féidir le rialtais ar mian leo caidreamh taidhleoireachta a bhunú le Poblacht Brehon iarratas a dhéanamh ar líne chuig an Roinn Gnóthaí Eachtracha.",
  diplomaticButton: "Déan Iarratas ar Chaidreamh Taidhleoireachta",
  newsHeading: "An Nuacht is Déanaí",
  allNews: "An Nuacht Uile",
} satisfies HomeMessages;
