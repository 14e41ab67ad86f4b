import type { servicesContentEn } from "./services.en";

/** The service categories, their services and their pages, in Irish. */
export const servicesContentGa = {
  categories: {
    citizenship: {
      title: "Saoránacht",
      summary: "Saoránacht, pasanna, víosaí agus ceadanna cónaithe.",
      services: {
        application: {
          title: "Iarratas ar Shaoránacht",
          description: "Déan iarratas le bheith i do shaoránach de chuid Phoblacht Brehon.",
        },
        "passport-application": {
          title: "Iarratas ar Phas",
          description: "Déan iarratas ar do chéad phas, nó ar phas nua in áit ceann a cailleadh nó a goideadh.",
        },
        "passport-renewal": {
          title: "Athnuachan Pas",
          description: "Athnuaigh pas atá imithe as feidhm nó ar tí dul as feidhm.",
        },
        visa: {
          title: "Iarratas ar Víosa",
          description:
            "Déan iarratas ar víosa chun cuairt a thabhairt ar Brehon nó chun staidéar nó obair a dhéanamh ann.",
        },
        "residence-permits": {
          title: "Ceadanna Cónaithe",
          description: "Déan iarratas ar chead cónaithe sealadach nó buan.",
        },
      },
    },
    business: {
      title: "Gnó",
      summary: "Cláraigh cuideachta, comhdaigh cáin agus déan iarratas ar cheadúnais.",
      services: {
        registration: {
          title: "Clárú Gnó",
          description: "Cláraigh gnó nó cuideachta nua.",
        },
        "tax-filing": {
          title: "Comhdú Cánach",
          description: "Comhdaigh do thuairisceán ar cháin ioncaim, ar cháin chorparáide nó ar CBL.",
        },
        licenses: {
          title: "Ceadúnais Ghnó",
          description: "Déan iarratas ar cheadúnas chun trádáil in earnáil rialáilte.",
        },
        "investment-opportunities": {
          title: "Deiseanna Infheistíochta",
          description: "Faigh amach faoi na hearnálacha atá oscailte d'infheistíocht.",
        },
      },
    },
    documents: {
      title: "Doiciméid",
      summary: "Teastais bhreithe, cártaí aitheantais agus seirbhísí nótaire.",
      services: {
        "birth-certificate": {
          title: "Teastas Breithe",
          description: "Iarr cóip de theastas breithe.",
        },
        "national-id": {
          title: "Cárta Aitheantais Náisiúnta",
          description: "Déan iarratas ar do chárta aitheantais náisiúnta nó athnuaigh é.",
        },
        notary: {
          title: "Seirbhísí Nótaire",
          description: "Faigh deimhniú ar dhoiciméid lena n-úsáid sa bhaile agus thar lear.",
        },
      },
    },
    housing: {
      title: "Tithíocht",
      summary: "Tithe inacmhainne, clárú maoine agus taifid talún.",
      services: {
        "affordable-programs": {
          title: "Cláir Tithíochta Inacmhainne",
          description: "Scéimeanna a chabhraíonn le teaghlaigh teach inacmhainne a cheannach nó a fháil ar cíos.",
        },
        "property-registration": {
          title: "Clárú Maoine",
          description: "Cláraigh ceannach, díol nó aistriú maoine.",
        },
        "land-records": {
          title: "Taifid Talún",
          description: "Cuardaigh léarscáileanna agus taifid ar úinéireacht talún.",
        },
      },
    },
    "foreign-affairs": {
      title: "Gnóthaí Eachtracha",
      summary: "Ambasáidí, comhairle taistil agus cabhair do shaoránaigh thar lear.",
      services: {
        missions: {
          title: "Misin Taidhleoireachta",
          description: "Aimsigh ambasáidí agus consalachtaí na Poblachta thar lear.",
        },
        "travel-advisories": {
          title: "Comhairle Taistil",
          description: "Léigh comhairle sábháilteachta sula dtaistealaíonn tú.",
        },
        "citizens-abroad": {
          title: "Saoránaigh Thar Lear",
          description: "Cabhair agus seirbhísí do shaoránaigh atá ina gcónaí nó ag taisteal thar lear.",
        },
      },
    },
    social: {
      title: "Seirbhísí Sóisialta",
      summary: "Sochair leasa, tacaíocht phobail agus seirbhísí míchumais.",
      services: {
        welfare: {
          title: "Sochair Leasa",
          description: "Faigh amach cé na híocaíochtaí is féidir leat a éileamh agus conas iarratas a dhéanamh.",
        },
        "community-support": {
          title: "Tacaíocht Phobail",
          description: "Cláir áitiúla do theaghlaigh, do dhaoine scothaosta agus do chúramóirí.",
        },
        "disability-services": {
          title: "Seirbhísí Míchumais",
          description: "Tacaíocht, liúntais agus seirbhísí do dhaoine faoi mhíchumas.",
        },
      },
    },
    "e-government": {
      title: "r-Rialtas",
      summary: "Seirbhísí an Rialtais ar líne, le haitheantas digiteach slán amháin.",
      services: {
        documents: {
          title: "Iarratas ar Dhoiciméid ar Líne",
          description: "Déan iarratas ar dhoiciméid oifigiúla gan cuairt a thabhairt ar oifig.",
        },
        login: {
          title: "Tairseach Shlán na Saoránach",
          description: "Logáil isteach chun d'iarratais agus do theachtaireachtaí a leanúint.",
        },
        "digital-id": {
          title: "Aitheantas Digiteach",
          description: "Aitheantas slán amháin do gach seirbhís rialtais ar líne.",
        },
      },
    },
  },
  categoryPages: {
    documents: {
      intro: "Iarr doiciméid oifigiúla: teastais bhreithe, cártaí aitheantais náisiúnta agus cóipeanna deimhnithe.",
    },
    housing: {
      intro: "Aimsigh teach inacmhainne, cláraigh maoin agus féach ar chlár na talún.",
      contact: {
        heading: "Déan Teagmháil leis an Roinn Tithíochta",
        body: "Má tá ceist agat faoi chláir tithíochta, faoi mhaoin nó faoi thaifid talún, scríobh chuig an Roinn Tithíochta:",
      },
    },
    "foreign-affairs": {
      intro: "Seirbhísí na Roinne Gnóthaí Eachtracha do thaistealaithe agus do shaoránaigh atá ina gcónaí thar lear.",
      contact: {
        heading: "Líne Éigeandála",
        body: "Is féidir le saoránaigh i gcás éigeandála thar lear glaoch ar líne na Roinne Gnóthaí Eachtracha ag am ar bith, gach lá den bhliain:",
      },
    },
    social: {
      intro: "Íocaíochtaí agus tacaíocht do dhaoine aonair, do theaghlaigh agus do phobail.",
      contact: {
        heading: "Líne Chabhrach na Seirbhísí Sóisialta",
        body: "Chun comhairle a fháil faoi shochair agus faoi thacaíocht, glaoigh ar an líne chabhrach, Luan go hAoine, 9:00 go 17:00:",
      },
    },
    "e-government": {
      intro:
        "Bain úsáid as seirbhísí an Rialtais ar líne: déan iarratas ar dhoiciméid, lean d'iarratais agus cruthaigh cé thú féin go slán.",
      contact: {
        heading: "An bhfuil Cabhair Uait?",
        body: "Freagraí ar cheisteanna coitianta faoi sheirbhísí ar líne.",
        label: "Ceisteanna faoin r-Rialtas",
      },
    },
  },
} satisfies typeof servicesContentEn;
