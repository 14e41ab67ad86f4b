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

type Path = `/${string}`;

/*
 * Builders for the kinds of entry that come in runs, each returning its entry `as const`, so the registry's
 * types keep every address and screen.
 */

/** The screen, title and description of the page shared by several addresses (spec): the government or services page. */
const sharedScreen = <M extends NavMenu>(menu: M) =>
  ({ screen: `routes/${menu}.tsx`, title: menu, description: menu }) as const;

/**
 * One of the addresses of a page shared by several (spec) beneath its own: the government page or the
 * services page, named in its menu (by `navLabel` there, when given).
 */
const sharedPage = <M extends NavMenu, P extends Path, L extends TitleKey, N extends TitleKey | undefined = undefined>(
  menu: M,
  path: P,
  label: L,
  navLabel?: N,
) =>
  ({ path, ...sharedScreen(menu), label, nav: { menu, label: navLabel as N }, sitemap: { column: "main" } }) as const;

const LEGAL = { column: "legal" } as const;
const BENEATH_GOVERNMENT = { column: "main", parent: "/government" } as const;

/** A legal page: it shows today's date, so it is rendered on each request; in the footer. */
const legalDocument = <P extends Path, T extends TitleKey>(path: P, title: T) =>
  ({ path, screen: "routes/legal-document.tsx", title, render: "per-request", footer: {}, sitemap: LEGAL }) as const;

/** A page behind a link of the government page, beneath it on the sitemap. */
const institution = <P extends Path, T extends TitleKey>(path: P, title: T) =>
  ({ path, screen: "routes/government-institution.tsx", title, sitemap: BENEATH_GOVERNMENT }) as const;

/** A ministry's page, beneath the ministries on the sitemap. */
const ministry = <S extends string, T extends TitleKey>(slug: S, title: T) =>
  ({
    path: `/government/ministries/${slug}`,
    screen: "routes/ministry.tsx",
    title,
    sitemap: { column: "main", parent: "/government/ministries" },
  }) as const;

/** A request form, named on the sitemap beneath its category. */
const form = <P extends Path, L extends TitleKey, Parent extends Path>(path: P, label: L, parent: Parent) =>
  ({ path, screen: "routes/service-form.tsx", label, sitemap: { column: "main", parent } }) as const;

/** A category of services, listing its services, in the sitemap's main column. */
const category = <P extends Path, T extends TitleKey>(path: P, title: T) =>
  ({ path, screen: "routes/service-category.tsx", title, sitemap: { column: "main" } }) as const;

/** A page linked on its own in the header (named there by `navLabel`, when given), in the sitemap's main column. */
const headerPage = <const E extends Omit<PageEntry, "nav" | "sitemap">, N extends TitleKey | undefined = undefined>(
  entry: E,
  navLabel?: N,
) => ({ ...entry, nav: { label: navLabel as N }, sitemap: { column: "main" } }) as const;

/** An address the spec links to whose page says it is coming (routes/placeholder.tsx). */
const placeholder = <P extends Path, T extends TitleKey>(path: P, title: T) =>
  ({ path, screen: "routes/placeholder.tsx", title }) as const;

export const PAGES = [
  {
    path: "/",
    screen: "routes/home.tsx",
    title: "home",
    footer: {},
    sitemap: { column: "main" },
  },

  // Government: one shared page for five addresses (spec).
  { path: "/government", ...sharedScreen("government"), sitemap: { column: "main" } },
  sharedPage("government", "/government/leadership", "leadership"),
  sharedPage("government", "/government/ministries", "ministries"),
  sharedPage("government", "/government/constitution", "constitution"),
  sharedPage("government", "/government/symbols", "symbols"),
  // The pages behind the government page's links: the institutions, the ministries, the Constitution's text.
  institution("/government/president", "president"),
  institution("/government/cabinet", "cabinet"),
  { ...institution("/government/parliament", "nationalAssembly"), footer: { label: "parliament" } },
  institution("/government/legislation", "legislation"),
  { ...institution("/government/judiciary", "theJudiciary"), footer: { label: "judiciary" } },
  institution("/government/supreme-court", "supremeCourt"),
  institution("/government/constitutional-court", "constitutionalCourt"),
  ministry("foreign-affairs", "foreignAffairsMinistry"),
  ministry("finance", "financeMinistry"),
  ministry("education", "educationMinistry"),
  ministry("health", "healthMinistry"),
  ministry("defense", "defenceMinistry"),
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
    ...sharedScreen("services"),
    nav: { menu: "services", label: "allServices" },
    sitemap: { column: "main" },
  },
  sharedPage("services", "/services/citizenship", "citizenshipServices", "citizenship"),
  sharedPage("services", "/services/business", "businessServices", "business"),

  // The request forms: one screen, each form's words and title in its definition (app/forms).
  form("/services/citizenship/application", "citizenshipApplication", "/services/citizenship"),
  form("/services/citizenship/passport-application", "passportApplication", "/services/citizenship"),
  { path: "/services/citizenship/passport-renewal", screen: "routes/service-form.tsx" },
  form("/services/citizenship/visa", "visaApplication", "/services/citizenship"),
  { path: "/services/citizenship/residence-permits", screen: "routes/service-form.tsx" },
  form("/services/business/registration", "businessRegistration", "/services/business"),
  form("/services/business/tax-filing", "taxFiling", "/services/business"),
  { path: "/services/business/licenses", screen: "routes/service-form.tsx" },
  {
    path: "/services/business/investment-opportunities",
    screen: "routes/investment-opportunities.tsx",
    title: "investment",
  },

  // Category pages: each lists its services; their sub-pages are placeholders.
  { ...category("/services/documents", "documentServices"), nav: { menu: "services", label: "documents" } },
  form("/services/documents/birth-certificate", "birthCertificate", "/services/documents"),
  placeholder("/services/documents/national-id", "nationalId"),
  placeholder("/services/documents/notary", "notary"),
  category("/services/housing", "housingServices"),
  placeholder("/services/housing/affordable-programs", "affordablePrograms"),
  placeholder("/services/housing/property-registration", "propertyRegistration"),
  placeholder("/services/housing/land-records", "landRecords"),
  category("/services/foreign-affairs", "foreignAffairsServices"),
  placeholder("/services/foreign-affairs/missions", "missions"),
  placeholder("/services/foreign-affairs/travel-advisories", "travelAdvisories"),
  placeholder("/services/foreign-affairs/citizens-abroad", "citizensAbroad"),
  category("/services/social", "socialServices"),
  placeholder("/services/social/welfare", "welfare"),
  placeholder("/services/social/community-support", "communitySupport"),
  placeholder("/services/social/disability-services", "disabilityServices"),
  category("/services/e-government", "eGovernmentServices"),
  placeholder("/services/e-government/digital-id", "digitalId"),
  placeholder("/login", "login"),
  placeholder("/support/e-gov-faq", "eGovFaq"),

  headerPage({ path: "/news", screen: "routes/news.tsx", title: "news" }),
  headerPage({
    path: "/announcements",
    screen: "routes/announcements.tsx",
    title: "announcements",
    description: "announcements",
  }),
  { path: "/announcements/new-government-site", screen: "routes/announcement-new-site.tsx", title: "newSite" },
  placeholder("/announcements/infrastructure-update-details", "infrastructureUpdate"),
  placeholder("/announcements/unity-day-holiday", "unityDay"),
  placeholder("/announcements/cybersecurity-update", "cybersecurityUpdate"),
  headerPage(
    {
      path: "/petitions",
      screen: "petitions/pages/petitions.tsx",
      description: "petitions",
      label: "citizenPetitions",
      render: "per-request",
    },
    "petitions",
  ),
  headerPage(
    { path: "/diplomatic-relations/apply", screen: "routes/service-form.tsx", label: "applyDiplomaticRelations" },
    "diplomaticRelations",
  ),
  headerPage(
    {
      path: "/ready-brehon",
      screen: "routes/ready-brehon.tsx",
      title: "readyBrehon",
      description: "readyBrehon",
      label: "readyBrehonGuide",
    },
    "readyBrehonShort",
  ),

  {
    path: "/contact",
    screen: "routes/contact.tsx",
    title: "contactGovernment",
    footer: { label: "contact" },
    sitemap: { column: "legal" },
  },

  legalDocument("/privacy-policy", "privacy"),
  legalDocument("/terms-of-use", "terms"),
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
  // The public API's description for developers, drawn at build time from app/api-description/openapi.server.ts.
  { path: "/developers", screen: "routes/developers.tsx", title: "developers", description: "developers" },
  // The results of the search boxes in the header, the home page and the services page.
  {
    path: "/search",
    screen: "search/pages/search.tsx",
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
