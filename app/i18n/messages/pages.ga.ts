import type { PagesMessages } from "./pages.en";

export const pagesGa = {
  titles: {
    home: "Baile",
    government: "Rialtas",
    services: "Seirbhísí an Rialtais",
    investment: "Deiseanna Infheistíochta",
    announcements: "Fógraí",
    newSite: "Suíomh Gréasáin Nua an Rialtais Seolta",
  },
  categories: {
    "/services/documents": "Seirbhísí Doiciméad",
    "/services/housing": "Seirbhísí Tithíochta",
    "/services/foreign-affairs": "Seirbhísí Gnóthaí Eachtracha",
    "/services/social": "Seirbhísí Sóisialta",
    "/services/e-government": "Seirbhísí r-Rialtais",
  },
  placeholders: {
    "/services/documents/national-id": "Cárta Aitheantais Náisiúnta",
    "/services/documents/notary": "Seirbhísí Nótaire",
    "/services/housing/affordable-programs": "Cláir Tithíochta Inacmhainne",
    "/services/housing/property-registration": "Clárú Maoine",
    "/services/housing/land-records": "Taifid Talún",
    "/services/foreign-affairs/missions": "Misin Taidhleoireachta",
    "/services/foreign-affairs/travel-advisories": "Comhairle Taistil",
    "/services/foreign-affairs/citizens-abroad": "Saoránaigh Thar Lear",
    "/services/social/welfare": "Sochair Leasa",
    "/services/social/community-support": "Tacaíocht Phobail",
    "/services/social/disability-services": "Seirbhísí Míchumais",
    "/services/e-government/digital-id": "Aitheantas Digiteach",
    "/login": "Tairseach Shlán na Saoránach",
    "/support/e-gov-faq": "Ceisteanna faoin r-Rialtas",
    "/accessibility": "Inrochtaineacht",
    "/announcements/infrastructure-update-details": "Nuashonrú ar an mBonneagar",
    "/announcements/unity-day-holiday": "Saoire Phoiblí Lá na hAontachta",
    "/announcements/cybersecurity-update": "Nuashonrú Cibearshlándála",
  },
  home: {
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
  },
  newsEmpty: {
    heading: "Níl Nuacht Ann Fós",
    body: "Níl aon ailt nuachta ar fáil faoi láthair. Féach arís ar ball.",
  },
  announcementList: {
    intro: "Foláirimh, fógraí agus nuashonruithe oifigiúla ó Rialtas Phoblacht Brehon.",
    emptyHome: "Níl aon fhógraí nua ann faoi láthair.",
    emptyList: "Níor aimsíodh aon fhógraí.",
    checkBack: "Féach arís ar ball le haghaidh nuashonruithe.",
    readMore: "Léigh tuilleadh",
    opensInNewTab: "(osclaítear i gcluaisín nua é)",
    types: { alert: "Foláireamh", notice: "Fógra", update: "Nuashonrú" },
    published: "Foilsithe",
    backHome: "Ar Ais go dtí an Leathanach Baile",
  },
  government: {
    intro:
      "Rialaítear Poblacht Brehon faoina Bunreacht ag trí chraobh: an feidhmiúchán, an reachtas agus na cúirteanna.",
    branchesHeading: "Craobhacha an Rialtais",
    branchesLabel: "Craobhacha an rialtais",
    ministriesHeading: "Ranna Rialtais",
    ministriesIntro: "Déanann cúig Roinn obair an Rialtais. Roghnaigh ceann acu chun léamh fúithi.",
    ministryLink: "Téigh go leathanach na Roinne",
    constitutionHeading: "An Bunreacht",
    constitutionBody:
      "Glacadh leis an mBunreacht i 1991, agus is é dlí uachtarach na Poblachta é. Leagann sé amach cearta gach saoránaigh agus cumhachtaí an Uachtaráin, an Tionóil Náisiúnta agus na gcúirteanna. Is í an Chúirt Bhunreachtúil a chinneann an bhfuil dlíthe ag teacht leis.",
    constitutionLink: "Léigh an Bunreacht",
    courtLink: "An Chúirt Bhunreachtúil",
  },
  services: {
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
    backToServices: "Seirbhísí Uile an Rialtais",
  },
  investment: {
    intro:
      "Cuireann Poblacht Brehon fáilte roimh infheistíocht a chruthaíonn poist agus scileanna. Tacaíonn an Rialtas le hinfheisteoirí i gceithre earnáil thosaíochta.",
    sectorsHeading: "Earnálacha Tosaíochta",
    contactHeading: "Labhair lenár bhFoireann Infheistíochta",
    contactBody:
      "Chun eolas a fháil faoi dhreasachtaí, faoi shuíomhanna agus faoi chomhpháirtíochtaí, scríobh chuig an bhfoireann infheistíochta:",
    back: "Seirbhísí Gnó",
  },
  comingSoon: {
    heading: "Ábhar ar an mBealach",
    body: "Táimid ag ullmhú an leathanaigh seo. Féach arís ar ball.",
    home: "Fill ar an Leathanach Baile",
  },
} satisfies PagesMessages;
