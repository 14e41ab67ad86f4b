import type { contactPageEn } from "./contact-page.en";
import { GENERAL_PHONE_DOMESTIC } from "./contacts";

export const contactPageGa = {
  intro:
    "Conas teagmháil a dhéanamh le Rialtas Phoblacht Brehon: fiosruithe ginearálta, na Ranna agus na hoifigí, agus cá háit le dul i gcás éigeandála.",
  general: {
    heading: "Fiosruithe Ginearálta",
    body: "Freagraíonn Oifig Faisnéise an Rialtais ceisteanna faoi sheirbhís phoiblí ar bith, agus insíonn sí duit cén oifig a dhéileálann le d'iarratas. Glaoigh uirthi nó scríobh chuici:",
    domestic: `Laistigh de Brehon, diailigh ${GENERAL_PHONE_DOMESTIC}.`,
    hoursLabel: "Uaireanta oscailte",
    hours: "Luan go hAoine, 9:00 go 17:00, ach amháin ar laethanta saoire poiblí.",
  },
  visit: {
    heading: "Scríobh Chugainn nó Tabhair Cuairt Orainn",
    body: "Is féidir litreacha a sheoladh chuig an seoladh seo, agus fáiltítear roimh chuairteoirí le linn na n-uaireanta oscailte:",
    postalLines: ["Oifig Faisnéise an Rialtais", "Tithe an Rialtais", "Cearnóg an Bhunreachta", "Cathair Brehon"],
  },
  offices: {
    heading: "Ranna agus Oifigí",
    intro:
      "Scríobh chuig an Roinn nó chuig an oifig a dhéileálann le do cheist. Freagraíonn na Ranna an teileafón le linn na n-uaireanta oscailte.",
    others: {
      housing: "An Roinn Tithíochta",
      investment: "An Fhoireann Infheistíochta",
      president: "Oifig an Uachtaráin",
      assembly: "An Tionól Náisiúnta",
      courts: "Seirbhís na gCúirteanna",
      dataProtection: "An tOifigeach Cosanta Sonraí",
    },
  },
  emergencies: {
    heading: "I gCás Éigeandála",
    intro: "Tá na línte agus na treoracha seo ann nuair nach féidir fanacht le huaireanta oifige:",
    items: {
      abroad: {
        heading: "Saoránaigh Thar Lear",
        body: "Is féidir le saoránaigh Brehon atá i gcás éigeandála thar lear glaoch ar líne éigeandála na Roinne Gnóthaí Eachtracha ag am ar bith, gach lá den bhliain:",
      },
      socialHelpline: {
        heading: "Líne Chabhrach na Seirbhísí Sóisialta",
        body: "Chun comhairle phráinneach a fháil faoi shochair agus faoi thacaíocht, glaoigh ar an líne chabhrach, Luan go hAoine, 9:00 go 17:00:",
      },
      preparedness: {
        heading: "Ullmhú d'Éigeandáil",
        body: "Cad is ceart a dhéanamh roimh theagmhas núicléach, le linn teagmhais agus ina dhiaidh:",
        label: "Brehon Ullamh: Treoir Ullmhachta",
      },
    },
  },
  forms: {
    heading: "Faoi na Foirmeacha ar an Tairseach Seo",
    body: "Coinníonn na foirmeacha iarratais ar an tairseach seo d'fhreagraí sa bhrabhsálaí seo amháin: ní sheolann siad chuig oifig ar bith iad. Chun iarratas a dhéanamh nó a leanúint, glaoigh ar an oifig a dhéileálann leis nó scríobh chuici.",
  },
  petitions: {
    heading: "Bíodh do Ghuth Agat",
    body: "Chun iarraidh ar an Rialtas nó ar an Tionól Náisiúnta gníomhú, cuir tús le hachainí nó sínigh ceann.",
    linkLabel: "Achainíocha na Saoránach",
  },
} satisfies typeof contactPageEn;
