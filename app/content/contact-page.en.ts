import type { ContactPageWords } from "./contact-page.types";
import { GENERAL_PHONE_DOMESTIC } from "./contacts";

export const contactPageEn = {
  intro:
    "How to reach the Government of the Republic of Brehon: general enquiries, the ministries and offices, and where to turn in an emergency.",
  general: {
    heading: "General Enquiries",
    body: "The Government Information Office answers questions about any public service and tells you which office deals with your request. Call it or write to it:",
    domestic: `Within Brehon, dial ${GENERAL_PHONE_DOMESTIC}.`,
    hoursLabel: "Opening hours",
    hours: "Monday to Friday, 9:00 to 17:00, except public holidays.",
  },
  visit: {
    heading: "Write to Us or Visit",
    body: "Letters are welcome at this address, and visitors during opening hours:",
    postalLines: ["Government Information Office", "Government Buildings", "Constitution Square", "Brehon City"],
  },
  offices: {
    heading: "Ministries and Offices",
    intro:
      "Write to the ministry or office that deals with your question. The ministries answer the telephone during opening hours.",
    others: {
      housing: "Ministry of Housing",
      investment: "Investment Team",
      president: "Office of the President",
      assembly: "National Assembly",
      courts: "Courts Service",
      dataProtection: "Data Protection Officer",
    },
  },
  emergencies: {
    heading: "In an Emergency",
    intro: "These lines and guides are there when help cannot wait for office hours:",
    items: {
      abroad: {
        heading: "Citizens Abroad",
        body: "Citizens of Brehon in an emergency abroad can call the hotline of the Ministry of Foreign Affairs at any hour, every day of the year:",
      },
      socialHelpline: {
        heading: "Social Services Helpline",
        body: "For urgent advice on benefits and support, call the helpline, Monday to Friday, 9:00 to 17:00:",
      },
      preparedness: {
        heading: "Preparing for an Emergency",
        body: "What to do before, during and after a nuclear event:",
        label: "Ready Brehon: Preparedness Guide",
      },
    },
  },
  forms: {
    heading: "About the Forms on This Portal",
    body: "The request forms on this portal keep your answers in this browser only: they do not send them to any office. To make or follow up an application, call or write to the office that deals with it.",
  },
  petitions: {
    heading: "Have Your Say",
    body: "To ask the Government or the National Assembly to act, start a petition or sign one.",
    linkLabel: "Citizen Petitions",
  },
} satisfies ContactPageWords;
