import type { DescriptionKey, TitleKey } from "~/i18n/messages/pages.en";

/**
 * The page registry: every address of the portal, declared once. The route table
 * (app/routes.ts), the prerender list (react-router.config.ts), the header menus,
 * the footer, the sitemap page, sitemap.xml and the tests all read it.
 *
 * An entry:
 *
 * ```ts
 * {
 *   path: "/services/housing",             // the English address; Irish is "/ga" + path
 *   screen: "routes/service-category.tsx", // the route module that draws it; null: Page Not Found
 *   title: "housingServices",              // heading and document title: a key of `pages.titles`
 *   description: "services",               // optional meta description: a key of `pages.descriptions`
 *   label: "housingServices",              // optional: its name in the sitemap, if not its title
 *   render: "per-request",                 // optional: rendered on each request instead of prerendered
 *   nav: { menu: "services", label: "…" }, // optional: in the header, in a menu or as a link of its own
 *   footer: {},                            // optional: in the footer (`label` to name it otherwise)
 *   sitemap: { column: "main", parent: "/services" }, // optional: on the sitemap page, beneath its parent
 *   indexed: false,                        // optional: not in the site search, sitemap.xml or search engines
 * }
 * ```
 *
 * Entries are listed in reading order: the header, the footer and the sitemap keep
 * the order of the entries they show. Several entries may share one screen; the
 * screen learns which entry it draws from `usePage` (app/pages/use-page.ts).
 *
 * Adding a page: one entry here, its screen in app/routes/ (or its feature's pages/ folder), its title (and its
 * screen's words) in both catalogues.
 */
export type PageEntry = {
  /** The English address, always starting with "/" and never ending with one (except the home page). */
  path: `/${string}`;
  /**
   * The route module, relative to app/. `null` marks an address the portal links to
   * whose page is not built: it answers 'Page Not Found' (spec, section 2).
   */
  screen: `routes/${string}.tsx` | `${string}/pages/${string}.tsx` | null;
  /** Key of `pages.titles`: the page's heading and document title. Absent where the screen owns its title (forms, petitions). */
  title?: TitleKey;
  /** Key of `pages.descriptions`; pages without one describe the site. */
  description?: DescriptionKey;
  /** Key of `pages.titles`: how links name the page when not by its title. */
  label?: TitleKey;
  /** "per-request" when its HTML depends on the request (today's date, database rows). Default: prerendered. */
  render?: "prerender" | "per-request";
  /** In the header: inside one of the menus, or (without `menu`) as a link of its own. */
  nav?: { menu?: NavMenu; label?: TitleKey };
  /** In the footer's links. */
  footer?: { label?: TitleKey };
  /** On the sitemap page, in a column, optionally indented beneath another entry. */
  sitemap?: { column: SitemapColumnId; parent?: `/${string}` };
  /**
   * `false` for a page of results rather than content (the search page): left out of
   * the site search, sitemap.xml and search engines (`noindex`).
   */
  indexed?: false;
};

/** The header's menus; their names are in `shell.nav`. */
export type NavMenu = "government" | "services";
/** The sitemap page's columns; their headings are in `sitemap.columns`. */
export type SitemapColumnId = "main" | "legal";

export const PAGES = [
  {
    path: "/",
    screen: "routes/home.tsx",
    title: "home",
    footer: {},
    sitemap: { column: "main" },
  },

  // Government: one shared page for five addresses (spec).
  {
    path: "/government",
    screen: "routes/government.tsx",
    title: "government",
    description: "government",
    sitemap: { column: "main" },
  },
  {
    path: "/government/leadership",
    screen: "routes/government.tsx",
    title: "government",
    description: "government",
    label: "leadership",
    nav: { menu: "government" },
    sitemap: { column: "main" },
  },
  {
    path: "/government/ministries",
    screen: "routes/government.tsx",
    title: "government",
    description: "government",
    label: "ministries",
    nav: { menu: "government" },
    sitemap: { column: "main" },
  },
  {
    path: "/government/constitution",
    screen: "routes/government.tsx",
    title: "government",
    description: "government",
    label: "constitution",
    nav: { menu: "government" },
    sitemap: { column: "main" },
  },
  {
    path: "/government/symbols",
    screen: "routes/government.tsx",
    title: "government",
    description: "government",
    label: "symbols",
    nav: { menu: "government" },
    sitemap: { column: "main" },
  },
  // The pages behind the government page's links: the institutions, the ministries, the Constitution's text.
  {
    path: "/government/president",
    screen: "routes/government-institution.tsx",
    title: "president",
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/cabinet",
    screen: "routes/government-institution.tsx",
    title: "cabinet",
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/parliament",
    screen: "routes/government-institution.tsx",
    title: "nationalAssembly",
    footer: { label: "parliament" },
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/legislation",
    screen: "routes/government-institution.tsx",
    title: "legislation",
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/judiciary",
    screen: "routes/government-institution.tsx",
    title: "theJudiciary",
    footer: { label: "judiciary" },
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/supreme-court",
    screen: "routes/government-institution.tsx",
    title: "supremeCourt",
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/constitutional-court",
    screen: "routes/government-institution.tsx",
    title: "constitutionalCourt",
    sitemap: { column: "main", parent: "/government" },
  },
  {
    path: "/government/ministries/foreign-affairs",
    screen: "routes/ministry.tsx",
    title: "foreignAffairsMinistry",
    sitemap: { column: "main", parent: "/government/ministries" },
  },
  {
    path: "/government/ministries/finance",
    screen: "routes/ministry.tsx",
    title: "financeMinistry",
    sitemap: { column: "main", parent: "/government/ministries" },
  },
  {
    path: "/government/ministries/education",
    screen: "routes/ministry.tsx",
    title: "educationMinistry",
    sitemap: { column: "main", parent: "/government/ministries" },
  },
  {
    path: "/government/ministries/health",
    screen: "routes/ministry.tsx",
    title: "healthMinistry",
    sitemap: { column: "main", parent: "/government/ministries" },
  },
  {
    path: "/government/ministries/defense",
    screen: "routes/ministry.tsx",
    title: "defenceMinistry",
    sitemap: { column: "main", parent: "/government/ministries" },
  },
  {
    path: "/government/constitution/text",
    screen: "routes/constitution.tsx",
    title: "constitutionText",
    label: "constitutionTextLink",
    sitemap: { column: "main", parent: "/government/constitution" },
  },

  // Services: one shared page for three addresses (spec).
  {
    path: "/services",
    screen: "routes/services.tsx",
    title: "services",
    description: "services",
    nav: { menu: "services", label: "allServices" },
    sitemap: { column: "main" },
  },
  {
    path: "/services/citizenship",
    screen: "routes/services.tsx",
    title: "services",
    description: "services",
    label: "citizenshipServices",
    nav: { menu: "services", label: "citizenship" },
    sitemap: { column: "main" },
  },
  {
    path: "/services/business",
    screen: "routes/services.tsx",
    title: "services",
    description: "services",
    label: "businessServices",
    nav: { menu: "services", label: "business" },
    sitemap: { column: "main" },
  },

  // The request forms: one screen, each form's words and title in its definition (app/forms).
  {
    path: "/services/citizenship/application",
    screen: "routes/service-form.tsx",
    label: "citizenshipApplication",
    sitemap: { column: "main", parent: "/services/citizenship" },
  },
  {
    path: "/services/citizenship/passport-application",
    screen: "routes/service-form.tsx",
    label: "passportApplication",
    sitemap: { column: "main", parent: "/services/citizenship" },
  },
  { path: "/services/citizenship/passport-renewal", screen: "routes/service-form.tsx" },
  {
    path: "/services/citizenship/visa",
    screen: "routes/service-form.tsx",
    label: "visaApplication",
    sitemap: { column: "main", parent: "/services/citizenship" },
  },
  { path: "/services/citizenship/residence-permits", screen: "routes/service-form.tsx" },
  {
    path: "/services/business/registration",
    screen: "routes/service-form.tsx",
    label: "businessRegistration",
    sitemap: { column: "main", parent: "/services/business" },
  },
  {
    path: "/services/business/tax-filing",
    screen: "routes/service-form.tsx",
    label: "taxFiling",
    sitemap: { column: "main", parent: "/services/business" },
  },
  { path: "/services/business/licenses", screen: "routes/service-form.tsx" },
  {
    path: "/services/business/investment-opportunities",
    screen: "routes/investment-opportunities.tsx",
    title: "investment",
  },

  // Category pages: each lists its services; their sub-pages are placeholders.
  {
    path: "/services/documents",
    screen: "routes/service-category.tsx",
    title: "documentServices",
    nav: { menu: "services", label: "documents" },
    sitemap: { column: "main" },
  },
  {
    path: "/services/documents/birth-certificate",
    screen: "routes/service-form.tsx",
    label: "birthCertificate",
    sitemap: { column: "main", parent: "/services/documents" },
  },
  { path: "/services/documents/national-id", screen: "routes/placeholder.tsx", title: "nationalId" },
  { path: "/services/documents/notary", screen: "routes/placeholder.tsx", title: "notary" },
  {
    path: "/services/housing",
    screen: "routes/service-category.tsx",
    title: "housingServices",
    sitemap: { column: "main" },
  },
  { path: "/services/housing/affordable-programs", screen: "routes/placeholder.tsx", title: "affordablePrograms" },
  { path: "/services/housing/property-registration", screen: "routes/placeholder.tsx", title: "propertyRegistration" },
  { path: "/services/housing/land-records", screen: "routes/placeholder.tsx", title: "landRecords" },
  {
    path: "/services/foreign-affairs",
    screen: "routes/service-category.tsx",
    title: "foreignAffairsServices",
    sitemap: { column: "main" },
  },
  { path: "/services/foreign-affairs/missions", screen: "routes/placeholder.tsx", title: "missions" },
  { path: "/services/foreign-affairs/travel-advisories", screen: "routes/placeholder.tsx", title: "travelAdvisories" },
  { path: "/services/foreign-affairs/citizens-abroad", screen: "routes/placeholder.tsx", title: "citizensAbroad" },
  {
    path: "/services/social",
    screen: "routes/service-category.tsx",
    title: "socialServices",
    sitemap: { column: "main" },
  },
  { path: "/services/social/welfare", screen: "routes/placeholder.tsx", title: "welfare" },
  { path: "/services/social/community-support", screen: "routes/placeholder.tsx", title: "communitySupport" },
  { path: "/services/social/disability-services", screen: "routes/placeholder.tsx", title: "disabilityServices" },
  {
    path: "/services/e-government",
    screen: "routes/service-category.tsx",
    title: "eGovernmentServices",
    sitemap: { column: "main" },
  },
  { path: "/services/e-government/digital-id", screen: "routes/placeholder.tsx", title: "digitalId" },
  { path: "/login", screen: "routes/placeholder.tsx", title: "login" },
  { path: "/support/e-gov-faq", screen: "routes/placeholder.tsx", title: "eGovFaq" },

  {
    path: "/news",
    screen: "routes/news.tsx",
    title: "news",
    nav: {},
    sitemap: { column: "main" },
  },
  {
    path: "/announcements",
    screen: "routes/announcements.tsx",
    title: "announcements",
    description: "announcements",
    nav: {},
    sitemap: { column: "main" },
  },
  { path: "/announcements/new-government-site", screen: "routes/announcement-new-site.tsx", title: "newSite" },
  {
    path: "/announcements/infrastructure-update-details",
    screen: "routes/placeholder.tsx",
    title: "infrastructureUpdate",
  },
  { path: "/announcements/unity-day-holiday", screen: "routes/placeholder.tsx", title: "unityDay" },
  { path: "/announcements/cybersecurity-update", screen: "routes/placeholder.tsx", title: "cybersecurityUpdate" },
  {
    path: "/petitions",
    screen: "petitions/pages/petitions.tsx",
    description: "petitions",
    label: "citizenPetitions",
    render: "per-request",
    nav: { label: "petitions" },
    sitemap: { column: "main" },
  },
  {
    path: "/diplomatic-relations/apply",
    screen: "routes/service-form.tsx",
    label: "applyDiplomaticRelations",
    nav: { label: "diplomaticRelations" },
    sitemap: { column: "main" },
  },
  {
    path: "/ready-brehon",
    screen: "routes/ready-brehon.tsx",
    title: "readyBrehon",
    description: "readyBrehon",
    label: "readyBrehonGuide",
    nav: { label: "readyBrehonShort" },
    sitemap: { column: "main" },
  },

  {
    path: "/contact",
    screen: "routes/contact.tsx",
    title: "contactGovernment",
    footer: { label: "contact" },
    sitemap: { column: "legal" },
  },

  // The legal pages show today's date, so they are rendered per request.
  {
    path: "/privacy-policy",
    screen: "routes/legal-document.tsx",
    title: "privacy",
    render: "per-request",
    footer: {},
    sitemap: { column: "legal" },
  },
  {
    path: "/terms-of-use",
    screen: "routes/legal-document.tsx",
    title: "terms",
    render: "per-request",
    footer: {},
    sitemap: { column: "legal" },
  },
  {
    path: "/accessibility",
    screen: "routes/placeholder.tsx",
    title: "accessibility",
    footer: {},
    sitemap: { column: "legal" },
  },
  {
    path: "/sitemap",
    screen: "routes/sitemap.tsx",
    title: "sitemap",
    description: "sitemap",
    footer: {},
  },
  // The results of the search boxes in the header, the home page and the services page.
  {
    path: "/search",
    screen: "routes/search.tsx",
    title: "search",
    description: "search",
    render: "per-request",
    indexed: false,
  },
] as const satisfies readonly PageEntry[];

export type Page = (typeof PAGES)[number];
/** A registered address: a page, or a link target that answers Page Not Found. */
export type PagePath = Page["path"];
export type Screen = NonNullable<Page["screen"]>;
/** The entries drawn by one screen; their `path` is the union of that screen's addresses. */
export type PageOf<S extends Screen> = Extract<Page, { screen: S }>;
/** An entry with a screen of its own. */
export type BuiltPage = Extract<Page, { screen: Screen }>;

export const isBuilt = (page: Page): page is BuiltPage => page.screen !== null;

/** Whether a page belongs in the site search, sitemap.xml and search engines' indexes. */
export const isIndexed = (page: Page): boolean => !("indexed" in page && page.indexed === false);

const BY_PATH: ReadonlyMap<string, Page> = new Map(PAGES.map((page) => [page.path, page]));

/** The entry registered at an English path, if any. */
export function findPage(path: string): Page | undefined {
  return BY_PATH.get(path);
}
