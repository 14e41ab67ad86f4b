import type { GovernmentWords } from "./government.types";

/** The government page, the home page's facts and the investment page, in English. */
export const governmentContentEn = {
  nationFacts: {
    population: {
      label: "Population",
      figure: "15 million",
    },
    constitution: {
      label: "Constitution adopted",
      figure: "1991",
    },
    president: "The President is elected for a five-year term and may serve a maximum of two terms.",
    assembly: "The National Assembly has 250 members, elected for four-year terms.",
    supremeCourt: "The Supreme Court has 9 justices, each appointed for a 12-year term.",
  },
  branches: {
    executive: {
      label: "Executive",
      description:
        "The President is the head of state. The Cabinet, led by the President, directs the ministries and carries out the laws.",
      links: {
        president: {
          title: "The President",
          description: "The role and duties of the head of state.",
        },
        cabinet: {
          title: "The Cabinet",
          description: "The ministers who lead the government.",
        },
      },
    },
    legislative: {
      label: "Legislative",
      description:
        "The National Assembly makes the laws, approves the national budget and holds the government to account.",
      links: {
        parliament: {
          title: "National Assembly",
          description: "Members, sittings and committees.",
        },
        legislation: {
          title: "Legislation",
          description: "Acts in force and bills before the Assembly.",
        },
      },
    },
    judicial: {
      label: "Judicial",
      description: "Independent courts interpret the law and protect the rights the Constitution guarantees.",
      links: {
        judiciary: {
          title: "The Judiciary",
          description: "How the courts of the Republic are organised.",
        },
        "supreme-court": {
          title: "Supreme Court",
          description: "The court of final appeal.",
        },
      },
    },
  },
  ministries: {
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
  investmentSectors: [
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
} satisfies GovernmentWords;
