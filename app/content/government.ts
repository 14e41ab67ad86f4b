import type { Localized, Ministry, Service } from "./types";

/** Spec section 1, static facts. One place, used by the home and government pages. */
export type NationFacts = {
  population: { label: string; figure: string };
  constitution: { label: string; figure: string };
  president: string;
  assembly: string;
  supremeCourt: string;
};

export const NATION_FACTS: Localized<NationFacts> = {
  en: {
    population: { label: "Population", figure: "15 million" },
    constitution: { label: "Constitution adopted", figure: "1991" },
    president: "The President is elected for a five-year term and may serve a maximum of two terms.",
    assembly: "The National Assembly has 250 members, elected for four-year terms.",
    supremeCourt: "The Supreme Court has 9 justices, each appointed for a 12-year term.",
  },
  ga: {
    population: { label: "Daonra", figure: "15 mhilliún" },
    constitution: { label: "Bunreacht glactha", figure: "1991" },
    president:
      "Toghtar an tUachtarán ar feadh téarma cúig bliana agus ní féidir leis nó léi níos mó ná dhá théarma a chur isteach.",
    assembly: "Tá 250 comhalta sa Tionól Náisiúnta, a thoghtar ar feadh téarmaí ceithre bliana.",
    supremeCourt: "Tá 9 mbreitheamh sa Chúirt Uachtarach, agus ceaptar gach duine acu ar feadh téarma 12 bhliain.",
  },
};

export type BranchId = "executive" | "legislative" | "judicial";
export type Branch = {
  value: BranchId;
  label: string;
  description: string;
  fact: keyof Pick<NationFacts, "president" | "assembly" | "supremeCourt">;
  links: readonly Service[];
};

/** The government page's tabs, Executive first (the default). */
export const BRANCHES: Localized<readonly Branch[]> = {
  en: [
    {
      value: "executive",
      label: "Executive",
      description:
        "The President is the head of state. The Cabinet, led by the President, directs the ministries and carries out the laws.",
      fact: "president",
      links: [
        {
          title: "The President",
          description: "The role and duties of the head of state.",
          link: "/government/president",
        },
        { title: "The Cabinet", description: "The ministers who lead the government.", link: "/government/cabinet" },
      ],
    },
    {
      value: "legislative",
      label: "Legislative",
      description:
        "The National Assembly makes the laws, approves the national budget and holds the government to account.",
      fact: "assembly",
      links: [
        {
          title: "National Assembly",
          description: "Members, sittings and committees.",
          link: "/government/parliament",
        },
        {
          title: "Legislation",
          description: "Acts in force and bills before the Assembly.",
          link: "/government/legislation",
        },
      ],
    },
    {
      value: "judicial",
      label: "Judicial",
      description: "Independent courts interpret the law and protect the rights the Constitution guarantees.",
      fact: "supremeCourt",
      links: [
        {
          title: "The Judiciary",
          description: "How the courts of the Republic are organised.",
          link: "/government/judiciary",
        },
        { title: "Supreme Court", description: "The court of final appeal.", link: "/government/supreme-court" },
      ],
    },
  ],
  ga: [
    {
      value: "executive",
      label: "Feidhmiúchán",
      description:
        "Is é an tUachtarán ceann an stáit. Stiúrann an Chomh-Aireacht, faoi cheannas an Uachtaráin, na Ranna agus cuireann sí na dlíthe i bhfeidhm.",
      fact: "president",
      links: [
        { title: "An tUachtarán", description: "Ról agus dualgais cheann an stáit.", link: "/government/president" },
        {
          title: "An Chomh-Aireacht",
          description: "Na hairí atá i gceannas ar an Rialtas.",
          link: "/government/cabinet",
        },
      ],
    },
    {
      value: "legislative",
      label: "Reachtas",
      description:
        "Déanann an Tionól Náisiúnta na dlíthe, faomhann sé an buiséad náisiúnta agus tugann sé an Rialtas chun cuntais.",
      fact: "assembly",
      links: [
        {
          title: "An Tionól Náisiúnta",
          description: "Comhaltaí, suíonna agus coistí.",
          link: "/government/parliament",
        },
        {
          title: "Reachtaíocht",
          description: "Achtanna i bhfeidhm agus billí os comhair an Tionóil.",
          link: "/government/legislation",
        },
      ],
    },
    {
      value: "judicial",
      label: "Breithiúnacht",
      description:
        "Léirmhíníonn cúirteanna neamhspleácha an dlí agus cosnaíonn siad na cearta a ráthaíonn an Bunreacht.",
      fact: "supremeCourt",
      links: [
        {
          title: "An Bhreithiúnacht",
          description: "Conas a eagraítear cúirteanna na Poblachta.",
          link: "/government/judiciary",
        },
        {
          title: "An Chúirt Uachtarach",
          description: "An chúirt achomhairc deiridh.",
          link: "/government/supreme-court",
        },
      ],
    },
  ],
};

const MINISTRY_VALUES = ["foreign-affairs", "finance", "education", "health", "defense"] as const;
type MinistryText = Pick<Ministry, "name" | "imageAlt" | "description">;

const MINISTRY_TEXT: Localized<Record<(typeof MINISTRY_VALUES)[number], MinistryText>> = {
  en: {
    "foreign-affairs": {
      name: "Ministry of Foreign Affairs",
      imageAlt: "Emblem of the Ministry of Foreign Affairs: a globe",
      description: "Represents the Republic abroad, manages diplomatic relations and supports citizens overseas.",
    },
    finance: {
      name: "Ministry of Finance",
      imageAlt: "Emblem of the Ministry of Finance: a coin",
      description: "Prepares the national budget, manages public finances and oversees taxation.",
    },
    education: {
      name: "Ministry of Education",
      imageAlt: "Emblem of the Ministry of Education: an open book",
      description: "Sets education policy and supports schools, colleges and lifelong learning.",
    },
    health: {
      name: "Ministry of Health",
      imageAlt: "Emblem of the Ministry of Health: a cross",
      description: "Oversees the public health service, the hospitals and the protection of public health.",
    },
    defense: {
      name: "Ministry of Defence",
      imageAlt: "Emblem of the Ministry of Defence: a shield",
      description: "Defends the nation and leads civil defence and emergency planning.",
    },
  },
  ga: {
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
};

function ministries(language: keyof typeof MINISTRY_TEXT): readonly Ministry[] {
  return MINISTRY_VALUES.map((value) => ({
    value,
    image: `/images/ministries/${value}.svg`,
    link: `/government/ministries/${value}`,
    ...MINISTRY_TEXT[language][value],
  }));
}

/** The five ministries of the government page's accordion, in the spec's order. */
export const MINISTRIES: Localized<readonly Ministry[]> = { en: ministries("en"), ga: ministries("ga") };

export const INVESTMENT_SECTORS: Localized<ReadonlyArray<{ title: string; description: string }>> = {
  en: [
    {
      title: "Technology & Innovation",
      description: "Software, digital services and research, supported by a young, skilled and multilingual workforce.",
    },
    {
      title: "Renewable Energy",
      description: "Wind, solar and tidal projects that serve the national goal of a clean and secure energy supply.",
    },
    {
      title: "Manufacturing",
      description: "Modern production close to the ports, with support for equipment, training and export.",
    },
    {
      title: "Agriculture",
      description: "Fertile land and a strong food industry, open to sustainable farming and food processing.",
    },
  ],
  ga: [
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
};
