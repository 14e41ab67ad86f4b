import type { governmentContentEn } from "./government.en";

/** The government page, the home page's facts and the investment page, in Irish. */
export const governmentContentGa = {
  nationFacts: {
    population: {
      label: "Daonra",
      figure: "15 mhilliún",
    },
    constitution: {
      label: "Bunreacht glactha",
      figure: "1991",
    },
    president:
      "Toghtar an tUachtarán ar feadh téarma cúig bliana agus ní féidir leis nó léi níos mó ná dhá théarma a chur isteach.",
    assembly: "Tá 250 comhalta sa Tionól Náisiúnta, a thoghtar ar feadh téarmaí ceithre bliana.",
    supremeCourt: "Tá 9 mbreitheamh sa Chúirt Uachtarach, agus ceaptar gach duine acu ar feadh téarma 12 bhliain.",
  },
  branches: {
    executive: {
      label: "Feidhmiúchán",
      description:
        "Is é an tUachtarán ceann an stáit. Stiúrann an Chomh-Aireacht, faoi cheannas an Uachtaráin, na Ranna agus cuireann sí na dlíthe i bhfeidhm.",
      links: {
        president: {
          title: "An tUachtarán",
          description: "Ról agus dualgais cheann an stáit.",
        },
        cabinet: {
          title: "An Chomh-Aireacht",
          description: "Na hairí atá i gceannas ar an Rialtas.",
        },
      },
    },
    legislative: {
      label: "Reachtas",
      description:
        "Déanann an Tionól Náisiúnta na dlíthe, faomhann sé an buiséad náisiúnta agus tugann sé an Rialtas chun cuntais.",
      links: {
        parliament: {
          title: "An Tionól Náisiúnta",
          description: "Comhaltaí, suíonna agus coistí.",
        },
        legislation: {
          title: "Reachtaíocht",
          description: "Achtanna i bhfeidhm agus billí os comhair an Tionóil.",
        },
      },
    },
    judicial: {
      label: "Breithiúnacht",
      description:
        "Léirmhíníonn cúirteanna neamhspleácha an dlí agus cosnaíonn siad na cearta a ráthaíonn an Bunreacht.",
      links: {
        judiciary: {
          title: "An Bhreithiúnacht",
          description: "Conas a eagraítear cúirteanna na Poblachta.",
        },
        "supreme-court": {
          title: "An Chúirt Uachtarach",
          description: "An chúirt achomhairc deiridh.",
        },
      },
    },
  },
  ministries: {
    "foreign-affairs": {
      name: "An Roinn Gnóthaí Eachtracha",
      imageAlt: "Suaitheantas na Roinne Gnóthaí Eachtracha: cruinneog",
      description:
        "Déanann sí ionadaíocht ar an bPoblacht thar lear, bainistíonn sí an caidreamh taidhleoireachta agus tacaíonn sí le saoránaigh thar lear.",
    },
    finance: {
      name: "An Roinn Airgeadais",
      imageAlt: "Suaitheantas na Roinne Airgeadais: bonn",
      description:
        "Ullmhaíonn sí an buiséad náisiúnta, bainistíonn sí an t-airgeadas poiblí agus déanann sí maoirseacht ar an gcánachas.",
    },
    education: {
      name: "An Roinn Oideachais",
      imageAlt: "Suaitheantas na Roinne Oideachais: leabhar oscailte",
      description:
        "Leagann sí amach beartas oideachais agus tacaíonn sí le scoileanna, le coláistí agus leis an bhfoghlaim ar feadh an tsaoil.",
    },
    health: {
      name: "An Roinn Sláinte",
      imageAlt: "Suaitheantas na Roinne Sláinte: cros",
      description:
        "Déanann sí maoirseacht ar an tseirbhís sláinte phoiblí, ar na hospidéil agus ar chosaint na sláinte poiblí.",
    },
    defense: {
      name: "An Roinn Cosanta",
      imageAlt: "Suaitheantas na Roinne Cosanta: sciath",
      description:
        "Cosnaíonn sí an náisiún agus tá sí i gceannas ar an gcosaint shibhialta agus ar an bpleanáil éigeandála.",
    },
  },
  investmentSectors: [
    {
      title: "Teicneolaíocht agus Nuálaíocht",
      description: "Bogearraí, seirbhísí digiteacha agus taighde, le tacaíocht ó lucht oibre óg, oilte, ilteangach.",
    },
    {
      title: "Fuinneamh In-athnuaite",
      description:
        "Tionscadail gaoithe, gréine agus taoide a chuidíonn leis an sprioc náisiúnta soláthar fuinnimh glan, slán a bheith ann.",
    },
    {
      title: "Déantúsaíocht",
      description:
        "Táirgeadh nua-aimseartha in aice leis na calafoirt, le tacaíocht do threalamh, d'oiliúint agus d'onnmhairiú.",
    },
    {
      title: "Talmhaíocht",
      description:
        "Talamh torthúil agus tionscal bia láidir, oscailte don fheirmeoireacht inbhuanaithe agus do phróiseáil bia.",
    },
  ],
} satisfies typeof governmentContentEn;
