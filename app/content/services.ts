import type { Language } from "~/i18n/languages";
import { EMERGENCY_HOTLINE, HOUSING_EMAIL, SOCIAL_HELPLINE } from "./contacts";
import { linksWithWords } from "./links";
import { servicesContentEn } from "./services.en";
import { servicesContentGa } from "./services.ga";
import type { CategoryId, CategoryPageId, CategoryPageText } from "./services.types";
import type { Localized, Service, ServiceCategory } from "./types";

export type { CategoryId, CategoryPageId, CategoryPageText } from "./services.types";

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
export const CATEGORY_PAGE_IDS = [
  "documents",
  "housing",
  "foreign-affairs",
  "social",
  "e-government",
] as const satisfies readonly CategoryPageId[];

/** The services page's four popular services, by link (spec order). */
export const POPULAR_SERVICE_LINKS = [
  "/services/citizenship/passport-renewal",
  "/services/documents/birth-certificate",
  "/services/business/registration",
  "/services/citizenship/application",
] as const;

type ServiceKeys = { [C in CategoryId]: keyof (typeof servicesContentEn)["categories"][C]["services"] };

/** Each category's services in the order they are listed, by name, with their links; the categories in the spec's order. */
const SERVICE_LINKS: { [C in CategoryId]: Record<ServiceKeys[C], string> } = {
  citizenship: {
    application: "/services/citizenship/application",
    "passport-application": "/services/citizenship/passport-application",
    "passport-renewal": "/services/citizenship/passport-renewal",
    visa: "/services/citizenship/visa",
    "residence-permits": "/services/citizenship/residence-permits",
  },
  business: {
    registration: "/services/business/registration",
    "tax-filing": "/services/business/tax-filing",
    licenses: "/services/business/licenses",
    "investment-opportunities": "/services/business/investment-opportunities",
  },
  documents: {
    "birth-certificate": "/services/documents/birth-certificate",
    "national-id": "/services/documents/national-id",
    notary: "/services/documents/notary",
  },
  housing: {
    "affordable-programs": "/services/housing/affordable-programs",
    "property-registration": "/services/housing/property-registration",
    "land-records": "/services/housing/land-records",
  },
  "foreign-affairs": {
    missions: "/services/foreign-affairs/missions",
    "travel-advisories": "/services/foreign-affairs/travel-advisories",
    "citizens-abroad": "/services/foreign-affairs/citizens-abroad",
  },
  social: {
    welfare: "/services/social/welfare",
    "community-support": "/services/social/community-support",
    "disability-services": "/services/social/disability-services",
  },
  "e-government": {
    documents: "/services/documents",
    login: "/login",
    "digital-id": "/services/e-government/digital-id",
  },
};

function categories(language: Language): Record<CategoryId, ServiceCategory> {
  const words = { en: servicesContentEn, ga: servicesContentGa }[language].categories;
  const category = (id: CategoryId): ServiceCategory => {
    return {
      id,
      title: words[id].title,
      icon: id,
      summary: words[id].summary,
      services: linksWithWords(SERVICE_LINKS[id], words[id].services, { whose: "the service", language }),
    };
  };
  return Object.fromEntries((Object.keys(SERVICE_LINKS) as CategoryId[]).map((id) => [id, category(id)])) as Record<
    CategoryId,
    ServiceCategory
  >;
}

export const SERVICE_CATEGORIES: Localized<Record<CategoryId, ServiceCategory>> = {
  en: categories("en"),
  ga: categories("ga"),
};

function categoryPages(language: Language): Record<CategoryPageId, CategoryPageText> {
  const pages = { en: servicesContentEn, ga: servicesContentGa }[language].categoryPages;
  return {
    documents: pages.documents,
    housing: { ...pages.housing, contact: { kind: "email", ...pages.housing.contact, address: HOUSING_EMAIL } },
    "foreign-affairs": {
      ...pages["foreign-affairs"],
      contact: { kind: "phone", ...pages["foreign-affairs"].contact, number: EMERGENCY_HOTLINE },
    },
    social: { ...pages.social, contact: { kind: "phone", ...pages.social.contact, number: SOCIAL_HELPLINE } },
    "e-government": {
      ...pages["e-government"],
      contact: { kind: "page", ...pages["e-government"].contact, path: "/support/e-gov-faq" },
    },
  };
}

export const CATEGORY_PAGES: Localized<Record<CategoryPageId, CategoryPageText>> = {
  en: categoryPages("en"),
  ga: categoryPages("ga"),
};

/** The service a link leads to, looked up in the categories so each service is written once. */
export function findService(categories: Record<CategoryId, ServiceCategory>, link: string): Service {
  for (const category of Object.values(categories)) {
    const service = category.services.find((candidate) => candidate.link === link);
    if (service) return service;
  }
  throw new Error(`No service links to ${link}`);
}
