import type { ministryPagesEn } from "./ministry-pages.en";
import { MINISTERS } from "./office-holders";

export const ministryPagesGa = {
  "foreign-affairs": {
    intro:
      "Déanann an Roinn Gnóthaí Eachtracha ionadaíocht ar Phoblacht Brehon thar lear, bainistíonn sí a caidreamh le náisiúin eile agus le heagraíochtaí idirnáisiúnta, agus cabhraíonn sí le saoránaigh a chónaíonn nó a thaistealaíonn thar lear.",
    minister: `Is é ${MINISTERS["foreign-affairs"]} an tAire Gnóthaí Eachtracha.`,
    responsibilities: [
      "caidreamh taidhleoireachta le náisiúin eile, agus ballraíocht na Poblachta in eagraíochtaí idirnáisiúnta;",
      "34 ambasáid agus consalacht na Poblachta;",
      "víosaí do chuairteoirí, agus pasanna do shaoránaigh a chónaíonn thar lear;",
      "cabhair do shaoránaigh atá i dtrioblóid thar lear, ag am ar bith.",
    ],
    services: {
      "diplomatic-relations": {
        title: "Iarratas ar Chaidreamh Taidhleoireachta",
        description: "Do rialtais ar mian leo caidreamh a bhunú leis an bPoblacht.",
      },
      visa: "Tabhair cuairt ar Brehon, déan staidéar nó oibrigh anseo.",
      "foreign-affairs": {
        title: "Seirbhísí Gnóthaí Eachtracha",
        description: "Misin, comhairle taistil agus cabhair do shaoránaigh thar lear.",
      },
    },
    contactBody: "Má tá ceist ghinearálta agat, scríobh chuig an Roinn nó glaoigh uirthi le linn uaireanta oifige:",
    hotline: {
      heading: "Éigeandálaí Thar Lear",
      body: "Is féidir le saoránaigh i gcás éigeandála thar lear glaoch ar líne éigeandála na Roinne ag am ar bith, gach lá den bhliain:",
    },
  },
  finance: {
    intro:
      "Ullmhaíonn an Roinn Airgeadais an buiséad náisiúnta, bainistíonn sí an t-airgeadas poiblí agus déanann sí maoirseacht ar an gcánachas. Bailíonn sí cánacha trína hOifig Ioncaim, agus tacaíonn sí le gnólachtaí agus le hinfheisteoirí.",
    minister: `Is í ${MINISTERS.finance} an tAire Airgeadais.`,
    responsibilities: [
      "an buiséad bliantúil a ullmhú don Chomh-Aireacht agus don Tionól Náisiúnta;",
      "cánacha a bhailiú tríd an Oifig Ioncaim;",
      "gnólachtaí a chlárú agus ceadúnais ghnó a eisiúint;",
      "infheistíocht a mhealladh chuig earnálacha tosaíochta na Poblachta.",
    ],
    services: {
      "tax-filing": "Dearbhaigh d'ioncam nó cáin do chuideachta.",
      registration: "Cláraigh gnó nua leis an Oifig Ioncaim.",
      licenses: "Déan iarratas ar cheadúnas chun trádáil in earnáil rialáilte.",
      "investment-opportunities": "Na ceithre earnáil tosaíochta agus an fhoireann infheistíochta.",
    },
    contactBody:
      "Má tá ceist agat faoin mbuiséad, faoi chánacha nó faoin airgeadas poiblí, scríobh chuig an Roinn nó glaoigh uirthi:",
  },
  education: {
    intro:
      "Leagann an Roinn Oideachais amach beartas oideachais agus maoiníonn sí scoileanna, coláistí agus ollscoileanna na Poblachta. Tá an scolaíocht saor in aisce, agus éigeantach ó aois 6 go 16.",
    minister: `Is é ${MINISTERS.education} an tAire Oideachais.`,
    responsibilities: [
      "an curaclam náisiúnta, a mhúintear i nGaeilge agus i mBéarla;",
      "3,100 bunscoil agus meánscoil a mhaoiniú agus cigireacht a dhéanamh orthu;",
      "ollscoileanna, coláistí agus deontais do mhic léinn;",
      "oideachas aosach agus foghlaim ar feadh an tsaoil.",
    ],
    services: {
      "birth-certificate": "Iarrann scoileanna é nuair a chláraítear leanbh.",
      visa: "Déanann mic léinn ó thar lear iarratas ar víosa mic léinn.",
    },
    contactBody:
      "Má tá ceist agat faoi scoileanna, faoi choláistí nó faoi dheontais, scríobh chuig an Roinn nó glaoigh uirthi:",
  },
  health: {
    intro:
      "Déanann an Roinn Sláinte maoirseacht ar an tseirbhís sláinte phoiblí, ar na hospidéil agus ar chosaint na sláinte poiblí, agus pleanálann sí freagairt na seirbhíse sláinte ar éigeandálaí.",
    minister: `Is í ${MINISTERS.health} an tAire Sláinte.`,
    responsibilities: [
      "an tseirbhís sláinte phoiblí agus a 42 ospidéal poiblí;",
      "cláir vacsaínithe agus scagthástála;",
      "sábháilteacht cógas agus bia;",
      "comhairle sláinte in éigeandálaí, i gcomhar leis an Roinn Cosanta.",
    ],
    services: {
      "ready-brehon": {
        title: "Brehon Ullamh",
        description: "Sláinte agus sábháilteacht roimh theagmhas núicléach, le linn teagmhais agus ina dhiaidh.",
      },
      social: { title: "Seirbhísí Sóisialta", description: "Leas, tacaíocht phobail agus seirbhísí míchumais." },
      "birth-certificate": "Cláraíonn ospidéil breitheanna; iarr an teastas anseo.",
    },
    contactBody: "Má tá ceist agat faoi sheirbhísí sláinte, scríobh chuig an Roinn nó glaoigh uirthi:",
  },
  defense: {
    intro:
      "Cosnaíonn an Roinn Cosanta an náisiún agus a shaoránaigh. Tá sí i gceannas ar na Fórsaí Cosanta, ar an gcosaint shibhialta agus ar an bplean náisiúnta d'éigeandálaí.",
    minister: `Is é ${MINISTERS.defense} an tAire Cosanta.`,
    responsibilities: [
      "na Fórsaí Cosanta, ar talamh, ar muir agus san aer;",
      "an chosaint shibhialta agus an plean náisiúnta éigeandála;",
      "treoir ullmhachta Brehon Ullamh;",
      "páirt na Poblachta i gcoimeád síochána idirnáisiúnta.",
    ],
    services: {
      "ready-brehon": {
        title: "Brehon Ullamh",
        description: "Conas ullmhú do theagmhas núicléach, agus cad is ceart a dhéanamh.",
      },
      announcements: { title: "Fógraí", description: "Foláirimh agus fógraí oifigiúla ón Rialtas." },
    },
    contactBody:
      "Má tá ceist agat faoin gcosaint nó faoin gcosaint shibhialta, scríobh chuig an Roinn nó glaoigh uirthi:",
  },
} satisfies typeof ministryPagesEn;
