import { EMERGENCY_HOTLINE, HOUSING_EMAIL, SOCIAL_HELPLINE } from "./contacts";
import type { Contact, Localized, Service, ServiceCategory } from "./types";

/** The six categories of the services page's tabs, in the spec's order (citizenship first). */
export const TAB_CATEGORY_IDS = [
  "citizenship",
  "business",
  "documents",
  "housing",
  "foreign-affairs",
  "social",
] as const;
/** The six cards of the home page, in the spec's order. */
export const HOME_CATEGORY_IDS = [
  "documents",
  "business",
  "citizenship",
  "housing",
  "foreign-affairs",
  "social",
] as const;
/** Categories with a page of their own that lists their services. */
export const CATEGORY_PAGE_IDS = ["documents", "housing", "foreign-affairs", "social", "e-government"] as const;

export type CategoryId = ServiceCategory["id"];
export type CategoryPageId = (typeof CATEGORY_PAGE_IDS)[number];

/** The services page's four popular services, by link (spec order). */
export const POPULAR_SERVICE_LINKS = [
  "/services/citizenship/passport-renewal",
  "/services/documents/birth-certificate",
  "/services/business/registration",
  "/services/citizenship/application",
] as const;

export const SERVICE_CATEGORIES: Localized<Record<CategoryId, ServiceCategory>> = {
  en: {
    citizenship: {
      id: "citizenship",
      title: "Citizenship",
      icon: "citizenship",
      summary: "Citizenship, passports, visas and residence permits.",
      services: [
        {
          title: "Citizenship Application",
          description: "Apply to become a citizen of the Republic of Brehon.",
          link: "/services/citizenship/application",
        },
        {
          title: "Passport Application",
          description: "Apply for your first passport or replace a lost or stolen one.",
          link: "/services/citizenship/passport-application",
        },
        {
          title: "Passport Renewal",
          description: "Renew a passport that has expired or is about to expire.",
          link: "/services/citizenship/passport-renewal",
        },
        {
          title: "Visa Application",
          description: "Apply for a visa to visit, study or work in Brehon.",
          link: "/services/citizenship/visa",
        },
        {
          title: "Residence Permits",
          description: "Apply for a temporary or permanent residence permit.",
          link: "/services/citizenship/residence-permits",
        },
      ],
    },
    business: {
      id: "business",
      title: "Business",
      icon: "business",
      summary: "Register a company, file taxes and apply for licences.",
      services: [
        {
          title: "Business Registration",
          description: "Register a new business or company.",
          link: "/services/business/registration",
        },
        {
          title: "Tax Filing",
          description: "File your income tax, corporate tax or VAT return.",
          link: "/services/business/tax-filing",
        },
        {
          title: "Business Licences",
          description: "Apply for a licence to trade in a regulated sector.",
          link: "/services/business/licenses",
        },
        {
          title: "Investment Opportunities",
          description: "Discover the sectors open to investment.",
          link: "/services/business/investment-opportunities",
        },
      ],
    },
    documents: {
      id: "documents",
      title: "Documents",
      icon: "documents",
      summary: "Birth certificates, identity cards and notary services.",
      services: [
        {
          title: "Birth Certificate",
          description: "Request a copy of a birth certificate.",
          link: "/services/documents/birth-certificate",
        },
        {
          title: "National ID Card",
          description: "Apply for or renew your national identity card.",
          link: "/services/documents/national-id",
        },
        {
          title: "Notary Services",
          description: "Have documents certified for use at home and abroad.",
          link: "/services/documents/notary",
        },
      ],
    },
    housing: {
      id: "housing",
      title: "Housing",
      icon: "housing",
      summary: "Affordable homes, property registration and land records.",
      services: [
        {
          title: "Affordable Housing Programmes",
          description: "Schemes that help families buy or rent an affordable home.",
          link: "/services/housing/affordable-programs",
        },
        {
          title: "Property Registration",
          description: "Register the purchase, sale or transfer of property.",
          link: "/services/housing/property-registration",
        },
        {
          title: "Land Records",
          description: "Search maps and records of land ownership.",
          link: "/services/housing/land-records",
        },
      ],
    },
    "foreign-affairs": {
      id: "foreign-affairs",
      title: "Foreign Affairs",
      icon: "foreign-affairs",
      summary: "Embassies, travel advice and help for citizens abroad.",
      services: [
        {
          title: "Diplomatic Missions",
          description: "Find the Republic's embassies and consulates abroad.",
          link: "/services/foreign-affairs/missions",
        },
        {
          title: "Travel Advisories",
          description: "Read safety advice before you travel.",
          link: "/services/foreign-affairs/travel-advisories",
        },
        {
          title: "Citizens Abroad",
          description: "Help and services for citizens living or travelling overseas.",
          link: "/services/foreign-affairs/citizens-abroad",
        },
      ],
    },
    social: {
      id: "social",
      title: "Social Services",
      icon: "social",
      summary: "Welfare benefits, community support and disability services.",
      services: [
        {
          title: "Welfare Benefits",
          description: "Check which payments you can claim and how to apply.",
          link: "/services/social/welfare",
        },
        {
          title: "Community Support",
          description: "Local programmes for families, older people and carers.",
          link: "/services/social/community-support",
        },
        {
          title: "Disability Services",
          description: "Support, allowances and services for people with disabilities.",
          link: "/services/social/disability-services",
        },
      ],
    },
    "e-government": {
      id: "e-government",
      title: "E-Government",
      icon: "e-government",
      summary: "Government services online, with one secure digital identity.",
      services: [
        {
          title: "Online Document Application",
          description: "Apply for official documents without visiting an office.",
          link: "/services/documents",
        },
        {
          title: "Secure Citizen Portal",
          description: "Sign in to follow your applications and messages.",
          link: "/login",
        },
        {
          title: "Digital Identity",
          description: "One secure identity for every online government service.",
          link: "/services/e-government/digital-id",
        },
      ],
    },
  },
  ga: {
    citizenship: {
      id: "citizenship",
      title: "Saoránacht",
      icon: "citizenship",
      summary: "Saoránacht, pasanna, víosaí agus ceadanna cónaithe.",
      services: [
        {
          title: "Iarratas ar Shaoránacht",
          description: "Déan iarratas le bheith i do shaoránach de chuid Phoblacht Brehon.",
          link: "/services/citizenship/application",
        },
        {
          title: "Iarratas ar Phas",
          description: "Déan iarratas ar do chéad phas, nó ar phas nua in áit ceann a cailleadh nó a goideadh.",
          link: "/services/citizenship/passport-application",
        },
        {
          title: "Athnuachan Pas",
          description: "Athnuaigh pas atá imithe as feidhm nó ar tí dul as feidhm.",
          link: "/services/citizenship/passport-renewal",
        },
        {
          title: "Iarratas ar Víosa",
          description:
            "Déan iarratas ar víosa chun cuairt a thabhairt ar Brehon nó chun staidéar nó obair a dhéanamh ann.",
          link: "/services/citizenship/visa",
        },
        {
          title: "Ceadanna Cónaithe",
          description: "Déan iarratas ar chead cónaithe sealadach nó buan.",
          link: "/services/citizenship/residence-permits",
        },
      ],
    },
    business: {
      id: "business",
      title: "Gnó",
      icon: "business",
      summary: "Cláraigh cuideachta, comhdaigh cáin agus déan iarratas ar cheadúnais.",
      services: [
        {
          title: "Clárú Gnó",
          description: "Cláraigh gnó nó cuideachta nua.",
          link: "/services/business/registration",
        },
        {
          title: "Comhdú Cánach",
          description: "Comhdaigh do thuairisceán ar cháin ioncaim, ar cháin chorparáide nó ar CBL.",
          link: "/services/business/tax-filing",
        },
        {
          title: "Ceadúnais Ghnó",
          description: "Déan iarratas ar cheadúnas chun trádáil in earnáil rialáilte.",
          link: "/services/business/licenses",
        },
        {
          title: "Deiseanna Infheistíochta",
          description: "Faigh amach faoi na hearnálacha atá oscailte d'infheistíocht.",
          link: "/services/business/investment-opportunities",
        },
      ],
    },
    documents: {
      id: "documents",
      title: "Doiciméid",
      icon: "documents",
      summary: "Teastais bhreithe, cártaí aitheantais agus seirbhísí nótaire.",
      services: [
        {
          title: "Teastas Breithe",
          description: "Iarr cóip de theastas breithe.",
          link: "/services/documents/birth-certificate",
        },
        {
          title: "Cárta Aitheantais Náisiúnta",
          description: "Déan iarratas ar do chárta aitheantais náisiúnta nó athnuaigh é.",
          link: "/services/documents/national-id",
        },
        {
          title: "Seirbhísí Nótaire",
          description: "Faigh deimhniú ar dhoiciméid lena n-úsáid sa bhaile agus thar lear.",
          link: "/services/documents/notary",
        },
      ],
    },
    housing: {
      id: "housing",
      title: "Tithíocht",
      icon: "housing",
      summary: "Tithe inacmhainne, clárú maoine agus taifid talún.",
      services: [
        {
          title: "Cláir Tithíochta Inacmhainne",
          description: "Scéimeanna a chabhraíonn le teaghlaigh teach inacmhainne a cheannach nó a fháil ar cíos.",
          link: "/services/housing/affordable-programs",
        },
        {
          title: "Clárú Maoine",
          description: "Cláraigh ceannach, díol nó aistriú maoine.",
          link: "/services/housing/property-registration",
        },
        {
          title: "Taifid Talún",
          description: "Cuardaigh léarscáileanna agus taifid ar úinéireacht talún.",
          link: "/services/housing/land-records",
        },
      ],
    },
    "foreign-affairs": {
      id: "foreign-affairs",
      title: "Gnóthaí Eachtracha",
      icon: "foreign-affairs",
      summary: "Ambasáidí, comhairle taistil agus cabhair do shaoránaigh thar lear.",
      services: [
        {
          title: "Misin Taidhleoireachta",
          description: "Aimsigh ambasáidí agus consalachtaí na Poblachta thar lear.",
          link: "/services/foreign-affairs/missions",
        },
        {
          title: "Comhairle Taistil",
          description: "Léigh comhairle sábháilteachta sula dtaistealaíonn tú.",
          link: "/services/foreign-affairs/travel-advisories",
        },
        {
          title: "Saoránaigh Thar Lear",
          description: "Cabhair agus seirbhísí do shaoránaigh atá ina gcónaí nó ag taisteal thar lear.",
          link: "/services/foreign-affairs/citizens-abroad",
        },
      ],
    },
    social: {
      id: "social",
      title: "Seirbhísí Sóisialta",
      icon: "social",
      summary: "Sochair leasa, tacaíocht phobail agus seirbhísí míchumais.",
      services: [
        {
          title: "Sochair Leasa",
          description: "Faigh amach cé na híocaíochtaí is féidir leat a éileamh agus conas iarratas a dhéanamh.",
          link: "/services/social/welfare",
        },
        {
          title: "Tacaíocht Phobail",
          description: "Cláir áitiúla do theaghlaigh, do dhaoine scothaosta agus do chúramóirí.",
          link: "/services/social/community-support",
        },
        {
          title: "Seirbhísí Míchumais",
          description: "Tacaíocht, liúntais agus seirbhísí do dhaoine faoi mhíchumas.",
          link: "/services/social/disability-services",
        },
      ],
    },
    "e-government": {
      id: "e-government",
      title: "r-Rialtas",
      icon: "e-government",
      summary: "Seirbhísí an Rialtais ar líne, le haitheantas digiteach slán amháin.",
      services: [
        {
          title: "Iarratas ar Dhoiciméid ar Líne",
          description: "Déan iarratas ar dhoiciméid oifigiúla gan cuairt a thabhairt ar oifig.",
          link: "/services/documents",
        },
        {
          title: "Tairseach Shlán na Saoránach",
          description: "Logáil isteach chun d'iarratais agus do theachtaireachtaí a leanúint.",
          link: "/login",
        },
        {
          title: "Aitheantas Digiteach",
          description: "Aitheantas slán amháin do gach seirbhís rialtais ar líne.",
          link: "/services/e-government/digital-id",
        },
      ],
    },
  },
};

/** What a category page says above and below its list of services. */
export type CategoryPageText = { intro: string; contact?: Contact };

export const CATEGORY_PAGES: Localized<Record<CategoryPageId, CategoryPageText>> = {
  en: {
    documents: {
      intro: "Request official documents: birth certificates, national identity cards and certified copies.",
    },
    housing: {
      intro: "Find an affordable home, register property and consult the land registry.",
      contact: {
        kind: "email",
        heading: "Contact the Ministry of Housing",
        body: "For questions about housing programmes, property or land records, write to the Ministry of Housing:",
        address: HOUSING_EMAIL,
      },
    },
    "foreign-affairs": {
      intro: "Services of the Ministry of Foreign Affairs for travellers and for citizens living abroad.",
      contact: {
        kind: "phone",
        heading: "Emergency Hotline",
        body: "Citizens in an emergency abroad can call the hotline of the Ministry of Foreign Affairs at any hour, every day of the year:",
        number: EMERGENCY_HOTLINE,
      },
    },
    social: {
      intro: "Payments and support for individuals, families and communities.",
      contact: {
        kind: "phone",
        heading: "Social Services Helpline",
        body: "For advice on benefits and support, call the helpline, Monday to Friday, 9:00 to 17:00:",
        number: SOCIAL_HELPLINE,
      },
    },
    "e-government": {
      intro:
        "Use government services online: apply for documents, follow your requests and prove who you are securely.",
      contact: {
        kind: "page",
        heading: "Need Help?",
        body: "Answers to common questions about online services.",
        path: "/support/e-gov-faq",
        label: "E-Government Questions",
      },
    },
  },
  ga: {
    documents: {
      intro: "Iarr doiciméid oifigiúla: teastais bhreithe, cártaí aitheantais náisiúnta agus cóipeanna deimhnithe.",
    },
    housing: {
      intro: "Aimsigh teach inacmhainne, cláraigh maoin agus féach ar chlár na talún.",
      contact: {
        kind: "email",
        heading: "Déan Teagmháil leis an Roinn Tithíochta",
        body: "Má tá ceist agat faoi chláir tithíochta, faoi mhaoin nó faoi thaifid talún, scríobh chuig an Roinn Tithíochta:",
        address: HOUSING_EMAIL,
      },
    },
    "foreign-affairs": {
      intro: "Seirbhísí na Roinne Gnóthaí Eachtracha do thaistealaithe agus do shaoránaigh atá ina gcónaí thar lear.",
      contact: {
        kind: "phone",
        heading: "Líne Éigeandála",
        body: "Is féidir le saoránaigh i gcás éigeandála thar lear glaoch ar líne na Roinne Gnóthaí Eachtracha ag am ar bith, gach lá den bhliain:",
        number: EMERGENCY_HOTLINE,
      },
    },
    social: {
      intro: "Íocaíochtaí agus tacaíocht do dhaoine aonair, do theaghlaigh agus do phobail.",
      contact: {
        kind: "phone",
        heading: "Líne Chabhrach na Seirbhísí Sóisialta",
        body: "Chun comhairle a fháil faoi shochair agus faoi thacaíocht, glaoigh ar an líne chabhrach, Luan go hAoine, 9:00 go 17:00:",
        number: SOCIAL_HELPLINE,
      },
    },
    "e-government": {
      intro:
        "Bain úsáid as seirbhísí an Rialtais ar líne: déan iarratas ar dhoiciméid, lean d'iarratais agus cruthaigh cé thú féin go slán.",
      contact: {
        kind: "page",
        heading: "An bhfuil Cabhair Uait?",
        body: "Freagraí ar cheisteanna coitianta faoi sheirbhísí ar líne.",
        path: "/support/e-gov-faq",
        label: "Ceisteanna faoin r-Rialtas",
      },
    },
  },
};

/** The service a link leads to, looked up in the categories so each service is written once. */
export function findService(categories: Record<CategoryId, ServiceCategory>, link: string): Service {
  for (const category of Object.values(categories)) {
    const service = category.services.find((candidate) => candidate.link === link);
    if (service) return service;
  }
  throw new Error(`No service links to ${link}`);
}
