/**
 * The portal's structure as the specification (section 2) and the portal's additions give it,
 * written out once for every test rather than read from the app, so a page the app loses,
 * renames or moves fails the tests: the unit tests of the page registry (app/pages/pages.test.ts)
 * and the browser tests (e2e/).
 */

/**
 * The specification's route list (section 2), written out rather than read from the
 * app, so a route the app loses or renames fails here.
 */
export const ROUTE_PATHS: readonly string[] = [
  "/",
  "/government",
  "/government/leadership",
  "/government/ministries",
  "/government/constitution",
  "/government/symbols",
  "/services",
  "/services/citizenship",
  "/services/business",
  "/services/citizenship/application",
  "/services/citizenship/passport-application",
  "/services/citizenship/passport-renewal",
  "/services/citizenship/visa",
  "/services/citizenship/residence-permits",
  "/services/business/registration",
  "/services/business/tax-filing",
  "/services/business/licenses",
  "/services/business/investment-opportunities",
  "/services/documents",
  "/services/documents/birth-certificate",
  "/services/documents/national-id",
  "/services/documents/notary",
  "/services/housing",
  "/services/housing/affordable-programs",
  "/services/housing/property-registration",
  "/services/housing/land-records",
  "/services/foreign-affairs",
  "/services/foreign-affairs/missions",
  "/services/foreign-affairs/travel-advisories",
  "/services/foreign-affairs/citizens-abroad",
  "/services/social",
  "/services/social/welfare",
  "/services/social/community-support",
  "/services/social/disability-services",
  "/services/e-government",
  "/services/e-government/digital-id",
  "/login",
  "/support/e-gov-faq",
  "/announcements",
  "/announcements/new-government-site",
  "/announcements/infrastructure-update-details",
  "/announcements/unity-day-holiday",
  "/announcements/cybersecurity-update",
  "/diplomatic-relations/apply",
  "/petitions",
  "/ready-brehon",
  "/privacy-policy",
  "/terms-of-use",
  "/sitemap",
  "/accessibility",
  "/news",
];

/** The pages of the institutions, in the order the government page and the sitemap list them. */
export const BRANCH_PATHS: readonly string[] = [
  "/government/president",
  "/government/cabinet",
  "/government/parliament",
  "/government/legislation",
  "/government/judiciary",
  "/government/supreme-court",
  "/government/constitutional-court",
];

/** The institutions' page titles in English, in the same order. */
export const BRANCH_TITLES: readonly string[] = [
  "The President",
  "The Cabinet",
  "The National Assembly",
  "Legislation",
  "The Judiciary",
  "The Supreme Court",
  "The Constitutional Court",
];

/** The five ministries' pages, in the order the sitemap lists them. */
export const MINISTRY_PATHS: readonly string[] = [
  "/government/ministries/foreign-affairs",
  "/government/ministries/finance",
  "/government/ministries/education",
  "/government/ministries/health",
  "/government/ministries/defense",
];

/** The pages the portal adds behind the links the specification leaves without one. */
export const ADDED_PATHS: readonly string[] = [
  ...BRANCH_PATHS,
  ...MINISTRY_PATHS,
  "/government/constitution/text",
  "/contact",
  // The public API's description for developers (issue 36).
  "/developers",
];

/** Every address that has a page. */
export const PAGE_PATHS: readonly string[] = [...ROUTE_PATHS, ...ADDED_PATHS];

/** Addresses beside real pages that have no page of their own: they show Page Not Found. */
export const UNDEFINED_TARGETS = [
  "/government/prime-minister",
  "/government/ministries/transport",
  "/government/constitution/article-9",
  "/contact/form",
];

/** The sitemap page's main column, in order: each section, then the pages beneath it. */
export const SITEMAP_MAIN: readonly string[] = [
  "/",
  "/government",
  ...BRANCH_PATHS,
  "/government/leadership",
  "/government/ministries",
  ...MINISTRY_PATHS,
  "/government/constitution",
  "/government/constitution/text",
  "/government/symbols",
  "/services",
  "/services/citizenship",
  "/services/citizenship/application",
  "/services/citizenship/passport-application",
  "/services/citizenship/visa",
  "/services/business",
  "/services/business/registration",
  "/services/business/tax-filing",
  "/services/documents",
  "/services/documents/birth-certificate",
  "/services/housing",
  "/services/foreign-affairs",
  "/services/social",
  "/services/e-government",
  "/news",
  "/announcements",
  "/petitions",
  "/diplomatic-relations/apply",
  "/ready-brehon",
];

/** The sitemap page's second column: the legal and information pages. */
export const SITEMAP_LEGAL: readonly string[] = ["/contact", "/privacy-policy", "/terms-of-use", "/accessibility"];
