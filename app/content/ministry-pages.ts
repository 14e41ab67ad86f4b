import type { Language } from "~/i18n/languages";
import { EMERGENCY_HOTLINE } from "./contacts";
import { linksWithWords } from "./links";
import { ministryPagesEn } from "./ministry-pages.en";
import { ministryPagesGa } from "./ministry-pages.ga";
import {
  MINISTRY_IDS,
  type MinistryId,
  type MinistryPage,
  type MinistryPages,
  type MinistryPageWords,
} from "./ministry-pages.types";
import { findService, SERVICE_CATEGORIES } from "./services";

export { MINISTRY_IDS, type MinistryId } from "./ministry-pages.types";

export const ministryPath = (id: MinistryId) => `/government/ministries/${id}` as const;

type ServiceKeys = { [M in MinistryId]: keyof (typeof ministryPagesEn)[M]["services"] };

/** Each ministry's services in the order its page lists them, by name, with their links. */
const SERVICE_LINKS: { [M in MinistryId]: Record<ServiceKeys[M], string> } = {
  "foreign-affairs": {
    "diplomatic-relations": "/diplomatic-relations/apply",
    visa: "/services/citizenship/visa",
    "foreign-affairs": "/services/foreign-affairs",
  },
  finance: {
    "tax-filing": "/services/business/tax-filing",
    registration: "/services/business/registration",
    licenses: "/services/business/licenses",
    "investment-opportunities": "/services/business/investment-opportunities",
  },
  education: {
    "birth-certificate": "/services/documents/birth-certificate",
    visa: "/services/citizenship/visa",
  },
  health: {
    "ready-brehon": "/ready-brehon",
    social: "/services/social",
    "birth-certificate": "/services/documents/birth-certificate",
  },
  defense: {
    "ready-brehon": "/ready-brehon",
    announcements: "/announcements",
  },
};

/** The ministries with a line open day and night. */
const HOTLINES: Partial<Record<MinistryId, string>> = { "foreign-affairs": EMERGENCY_HOTLINE };

/** A ministry's page in one language: its words with the links and the hotline's number. */
function ministryPage(id: MinistryId, words: MinistryPageWords, language: Language): MinistryPage {
  const { services, hotline, ...rest } = words;
  const number = HOTLINES[id];
  return {
    ...rest,
    services: linksWithWords(SERVICE_LINKS[id], services, {
      whose: `the ${id} ministry's service`,
      language,
      titleOf: (link) => findService(SERVICE_CATEGORIES[language], link).title,
    }),
    ...(hotline && number ? { hotline: { ...hotline, number } } : {}),
  };
}

function ministryPages(language: Language): MinistryPages {
  const words: Record<MinistryId, MinistryPageWords> = { en: ministryPagesEn, ga: ministryPagesGa }[language];
  return Object.fromEntries(MINISTRY_IDS.map((id) => [id, ministryPage(id, words[id], language)])) as MinistryPages;
}

/** Each language has its own module; the Irish one is typed against the English one. */
export const MINISTRY_PAGES: Record<Language, MinistryPages> = { en: ministryPages("en"), ga: ministryPages("ga") };

export function ministryIdOf(path: string): MinistryId | undefined {
  return MINISTRY_IDS.find((id) => ministryPath(id) === path);
}
