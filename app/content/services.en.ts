import type { ServicesWords } from "./services.types";

/** The service categories, their services and their pages, in English. */
export const servicesContentEn = {
  categories: {
    citizenship: {
      title: "Citizenship",
      summary: "Citizenship, passports, visas and residence permits.",
      services: {
        application: {
          title: "Citizenship Application",
          description: "Apply to become a citizen of the Republic of Brehon.",
        },
        "passport-application": {
          title: "Passport Application",
          description: "Apply for your first passport or replace a lost or stolen one.",
        },
        "passport-renewal": {
          title: "Passport Renewal",
          description: "Renew a passport that has expired or is about to expire.",
        },
        visa: {
          title: "Visa Application",
          description: "Apply for a visa to visit, study or work in Brehon.",
        },
        "residence-permits": {
          title: "Residence Permits",
          description: "Apply for a temporary or permanent residence permit.",
        },
      },
    },
    business: {
      title: "Business",
      summary: "Register a company, file taxes and apply for licences.",
      services: {
        registration: {
          title: "Business Registration",
          description: "Register a new business or company.",
        },
        "tax-filing": {
          title: "Tax Filing",
          description: "File your income tax, corporate tax or VAT return.",
        },
        licenses: {
          title: "Business Licences",
          description: "Apply for a licence to trade in a regulated sector.",
        },
        "investment-opportunities": {
          title: "Investment Opportunities",
          description: "Discover the sectors open to investment.",
        },
      },
    },
    documents: {
      title: "Documents",
      summary: "Birth certificates, identity cards and notary services.",
      services: {
        "birth-certificate": {
          title: "Birth Certificate",
          description: "Request a copy of a birth certificate.",
        },
        "national-id": {
          title: "National ID Card",
          description: "Apply for or renew your national identity card.",
        },
        notary: {
          title: "Notary Services",
          description: "Have documents certified for use at home and abroad.",
        },
      },
    },
    housing: {
      title: "Housing",
      summary: "Affordable homes, property registration and land records.",
      services: {
        "affordable-programs": {
          title: "Affordable Housing Programmes",
          description: "Schemes that help families buy or rent an affordable home.",
        },
        "property-registration": {
          title: "Property Registration",
          description: "Register the purchase, sale or transfer of property.",
        },
        "land-records": {
          title: "Land Records",
          description: "Search maps and records of land ownership.",
        },
      },
    },
    "foreign-affairs": {
      title: "Foreign Affairs",
      summary: "Embassies, travel advice and help for citizens abroad.",
      services: {
        missions: {
          title: "Diplomatic Missions",
          description: "Find the Republic's embassies and consulates abroad.",
        },
        "travel-advisories": {
          title: "Travel Advisories",
          description: "Read safety advice before you travel.",
        },
        "citizens-abroad": {
          title: "Citizens Abroad",
          description: "Help and services for citizens living or travelling overseas.",
        },
      },
    },
    social: {
      title: "Social Services",
      summary: "Welfare benefits, community support and disability services.",
      services: {
        welfare: {
          title: "Welfare Benefits",
          description: "Check which payments you can claim and how to apply.",
        },
        "community-support": {
          title: "Community Support",
          description: "Local programmes for families, older people and carers.",
        },
        "disability-services": {
          title: "Disability Services",
          description: "Support, allowances and services for people with disabilities.",
        },
      },
    },
    "e-government": {
      title: "E-Government",
      summary: "Government services online, with one secure digital identity.",
      services: {
        documents: {
          title: "Online Document Application",
          description: "Apply for official documents without visiting an office.",
        },
        login: {
          title: "Secure Citizen Portal",
          description: "Sign in to follow your applications and messages.",
        },
        "digital-id": {
          title: "Digital Identity",
          description: "One secure identity for every online government service.",
        },
      },
    },
  },
  categoryPages: {
    documents: {
      intro: "Request official documents: birth certificates, national identity cards and certified copies.",
    },
    housing: {
      intro: "Find an affordable home, register property and consult the land registry.",
      contact: {
        heading: "Contact the Ministry of Housing",
        body: "For questions about housing programmes, property or land records, write to the Ministry of Housing:",
      },
    },
    "foreign-affairs": {
      intro: "Services of the Ministry of Foreign Affairs for travellers and for citizens living abroad.",
      contact: {
        heading: "Emergency Hotline",
        body: "Citizens in an emergency abroad can call the hotline of the Ministry of Foreign Affairs at any hour, every day of the year:",
      },
    },
    social: {
      intro: "Payments and support for individuals, families and communities.",
      contact: {
        heading: "Social Services Helpline",
        body: "For advice on benefits and support, call the helpline, Monday to Friday, 9:00 to 17:00:",
      },
    },
    "e-government": {
      intro:
        "Use government services online: apply for documents, follow your requests and prove who you are securely.",
      contact: {
        heading: "Need Help?",
        body: "Answers to common questions about online services.",
        label: "E-Government Questions",
      },
    },
  },
} satisfies ServicesWords;
