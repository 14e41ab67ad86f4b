import type { MinistryPagesWords } from "./ministry-pages.types";
import { MINISTERS } from "./office-holders";

export const ministryPagesEn = {
  "foreign-affairs": {
    intro:
      "The Ministry of Foreign Affairs represents the Republic of Brehon abroad, manages its relations with other nations and international organisations, and helps citizens who live or travel overseas.",
    minister: `The Minister for Foreign Affairs is ${MINISTERS["foreign-affairs"]}.`,
    responsibilities: [
      "diplomatic relations with other nations, and the Republic's membership of international organisations;",
      "the Republic's 34 embassies and consulates;",
      "visas for visitors, and passports for citizens living abroad;",
      "help for citizens in difficulty abroad, at any hour.",
    ],
    services: {
      "diplomatic-relations": {
        title: "Apply for Diplomatic Relations",
        description: "For governments that wish to establish relations with the Republic.",
      },
      visa: "Visit, study or work in Brehon.",
      "foreign-affairs": {
        title: "Foreign Affairs Services",
        description: "Missions, travel advisories and help for citizens abroad.",
      },
    },
    contactBody: "For general questions, write to the Ministry or call it during office hours:",
    hotline: {
      heading: "Emergencies Abroad",
      body: "Citizens in an emergency abroad can call the Ministry's hotline at any hour, every day of the year:",
    },
  },
  finance: {
    intro:
      "The Ministry of Finance prepares the national budget, manages the public finances and oversees taxation. Through its Revenue Office it collects taxes, and it supports businesses and investors.",
    minister: `The Minister for Finance is ${MINISTERS.finance}.`,
    responsibilities: [
      "preparing the yearly budget for the Cabinet and the National Assembly;",
      "collecting taxes through the Revenue Office;",
      "registering businesses and issuing business licences;",
      "attracting investment in the Republic's priority sectors.",
    ],
    services: {
      "tax-filing": "Declare your income or your company's tax.",
      registration: "Register a new business with the Revenue Office.",
      licenses: "Apply for a licence to trade in a regulated sector.",
      "investment-opportunities": "The four priority sectors and the investment team.",
    },
    contactBody: "For questions about the budget, taxes or public finances, write to the Ministry or call it:",
  },
  education: {
    intro:
      "The Ministry of Education sets education policy and funds the Republic's schools, colleges and universities. School is free, and compulsory from the age of 6 to 16.",
    minister: `The Minister for Education is ${MINISTERS.education}.`,
    responsibilities: [
      "the national curriculum, taught in Irish and in English;",
      "funding and inspecting 3,100 primary and secondary schools;",
      "universities, colleges and student grants;",
      "adult education and lifelong learning.",
    ],
    services: {
      "birth-certificate": "Schools ask for one when a child is enrolled.",
      visa: "Students from abroad apply for a student visa.",
    },
    contactBody: "For questions about schools, colleges or grants, write to the Ministry or call it:",
  },
  health: {
    intro:
      "The Ministry of Health oversees the public health service, the hospitals and the protection of public health, and plans the health service's response to emergencies.",
    minister: `The Minister for Health is ${MINISTERS.health}.`,
    responsibilities: [
      "the public health service and its 42 public hospitals;",
      "vaccination and screening programmes;",
      "the safety of medicines and food;",
      "health advice in emergencies, together with the Ministry of Defence.",
    ],
    services: {
      "ready-brehon": {
        title: "Ready Brehon",
        description: "Health and safety before, during and after a nuclear event.",
      },
      social: { title: "Social Services", description: "Welfare, community support and disability services." },
      "birth-certificate": "Hospitals register births; request the certificate here.",
    },
    contactBody: "For questions about health services, write to the Ministry or call it:",
  },
  defense: {
    intro:
      "The Ministry of Defence defends the nation and its citizens. It leads the Defence Forces, civil defence and the national plan for emergencies.",
    minister: `The Minister for Defence is ${MINISTERS.defense}.`,
    responsibilities: [
      "the Defence Forces, on land, at sea and in the air;",
      "civil defence and the national emergency plan;",
      "the Ready Brehon preparedness guide;",
      "the Republic's part in international peacekeeping.",
    ],
    services: {
      "ready-brehon": { title: "Ready Brehon", description: "How to prepare for a nuclear event, and what to do." },
      announcements: { title: "Announcements", description: "Official alerts and notices from the Government." },
    },
    contactBody: "For questions about defence and civil defence, write to the Ministry or call it:",
  },
} satisfies MinistryPagesWords;
