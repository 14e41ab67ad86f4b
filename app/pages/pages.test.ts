import { describe, expect, it } from "vitest";
import {
  BRANCH_PATHS,
  BRANCH_TITLES,
  MINISTRY_PATHS,
  PAGE_PATHS,
  SITEMAP_LEGAL,
  SITEMAP_MAIN,
} from "#test/spec/structure";
import { adminRoutes } from "~/admin/routes";
import { FORMS } from "~/forms/registry";
import { en } from "~/i18n/en";
import routes from "~/routes";
import { addressOf, pageOfRouteId, prerenderedAddresses, routedAddresses, routeId } from "./addresses";
import { FOOTER_LINKS, NAVIGATION, navigation, SITEMAP, sitemapColumns, sitemapPaths } from "./navigation";
import { findPage, isBuilt, PAGES, type Page } from "./pages";
import { robotsTxt, sitemapXml } from "./sitemap-xml";

/** Pages of results, not content: left out of sitemap.xml and the site search. */
const RESULT_ROUTES = ["/search"];

/** Every content page. */
const CONTENT_ROUTES = PAGE_PATHS;
/** Every address that has a page. */
const ROUTES = [...CONTENT_ROUTES, ...RESULT_ROUTES];

const sorted = (paths: readonly string[]) => [...paths].sort();
type RouteEntry = { id?: string; path?: string; index?: boolean; file: string };

describe("the page registry", () => {
  it("gives a page to exactly the specification's routes and the pages behind its links", () => {
    expect(sorted(PAGES.filter(isBuilt).map((page) => page.path))).toEqual(sorted(ROUTES));
  });

  it("leaves no link target without a page: nothing it registers answers Page Not Found", () => {
    expect(PAGES.filter((page: Page) => !isBuilt(page))).toEqual([]);
  });

  it("declares each address once, in one form: a leading slash and no trailing one", () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path, path).toMatch(/^\/$|^(\/[a-z0-9-]+)+$/);
  });

  it("names every page: a title of its own, or its form's or the petitions page's", () => {
    const untitled = PAGES.filter(isBuilt).filter((page) => !("title" in page));
    expect(new Set(untitled.map((page) => page.screen))).toEqual(
      new Set(["routes/service-form.tsx", "petitions/pages/petitions.tsx"]),
    );
  });

  it("has a form definition for every form page, and a form page for every definition", () => {
    const formPages = PAGES.filter((page) => page.screen === "routes/service-form.tsx").map((page) => page.path);
    expect(sorted(FORMS.map((form) => form.path))).toEqual(sorted(formPages));
  });

  it("finds entries by path and by route id", () => {
    expect(findPage("/services/housing")?.screen).toBe("routes/service-category.tsx");
    expect(findPage("/services/housing/")).toBeUndefined();
    expect(pageOfRouteId(routeId("/login", "en"))).toEqual({ page: findPage("/login"), language: "en" });
    expect(pageOfRouteId("routes/not-found")).toBeUndefined();
    expect(pageOfRouteId(undefined)).toBeUndefined();
  });

  it("gives every page an Irish address under /ga", () => {
    expect(addressOf("/", "ga")).toBe("/ga");
    expect(addressOf("/services/housing", "ga")).toBe("/ga/services/housing");
    expect(addressOf("/services/housing", "en")).toBe("/services/housing");
  });
});

describe("the route table", () => {
  const table = routes as RouteEntry[];

  it("has one route per page and language, named by its entry, then the petitions' own pages, the files and the 404s", () => {
    const pages = table.filter((entry) => /^(en|ga):\//.test(entry.id ?? ""));
    expect(pages).toHaveLength(ROUTES.length * 2);
    for (const entry of pages) {
      const found = pageOfRouteId(entry.id);
      expect(found, entry.id).toBeDefined();
      expect(entry.file).toBe(found?.page.screen);
      const address = entry.index ? "/" : `/${entry.path}`;
      expect(address).toBe(found?.language === "ga" ? `/ga${found.page.path}`.replace(/\/$/, "") : found?.page.path);
    }
    expect(sorted(pages.filter((entry) => entry.id?.startsWith("ga:")).map((entry) => `/${entry.path}`))).toEqual(
      sorted(ROUTES.map((path) => (path === "/" ? "/ga" : `/ga${path}`))),
    );
    expect(table.slice(pages.length).map((entry) => entry.path)).toEqual([
      "petitions/:id",
      "ga/petitions/:id",
      "petitions/transparency",
      "ga/petitions/transparency",
      "petitions/feed.xml",
      "ga/petitions/feed.xml",
      "petitions/responses.xml",
      "ga/petitions/responses.xml",
      "petitions/:id/feed.xml",
      "ga/petitions/:id/feed.xml",
      "petitions/confirm",
      "ga/petitions/confirm",
      "petitions/updates",
      "ga/petitions/updates",
      "petitions/:id/check",
      "ga/petitions/:id/check",
      ...adminRoutes.map((entry) => entry.path),
      "sitemap.xml",
      "robots.txt",
      "announcements/feed.xml",
      "ga/announcements/feed.xml",
      "ga/*",
      "*",
    ]);
  });

  it("prerenders every page except the four whose HTML depends on the request", () => {
    const prerendered = prerenderedAddresses();
    expect(sorted(ROUTES.filter((path) => !prerendered.includes(path)))).toEqual([
      "/petitions",
      "/privacy-policy",
      "/search",
      "/terms-of-use",
    ]);
    expect(prerendered).toContain("/contact");
    // The same pages at their Irish addresses.
    expect(sorted(prerendered.filter((path) => path.startsWith("/ga")))).toEqual(
      sorted(
        prerendered.filter((path) => !path.startsWith("/ga")).map((path) => (path === "/" ? "/ga" : `/ga${path}`)),
      ),
    );
  });
});

describe("the header navigation", () => {
  const names = en.pages.titles;
  const shown = NAVIGATION.map((item) =>
    "menu" in item
      ? { menu: en.shell.nav[item.menu], items: item.items.map((link) => [names[link.label], link.path]) }
      : [names[item.label], item.path],
  );

  it("has the spec's menus and links, in order, with their English names", () => {
    expect(shown).toEqual([
      {
        menu: "Government",
        items: [
          ["Leadership", "/government/leadership"],
          ["Ministries", "/government/ministries"],
          ["Constitution", "/government/constitution"],
          ["National Symbols", "/government/symbols"],
        ],
      },
      {
        menu: "Services",
        items: [
          ["All Services", "/services"],
          ["Citizenship", "/services/citizenship"],
          ["Business", "/services/business"],
          ["Documents", "/services/documents"],
        ],
      },
      ["News", "/news"],
      ["Announcements", "/announcements"],
      ["Petitions", "/petitions"],
      ["Diplomatic Relations", "/diplomatic-relations/apply"],
      ["Ready Brehon", "/ready-brehon"],
    ]);
  });

  it("puts a menu where its first link is declared, and refuses to name a page that has no name", () => {
    const pages = [
      { path: "/a", screen: null, label: "news", nav: {} },
      { path: "/b", screen: null, label: "leadership", nav: { menu: "government" } },
      { path: "/c", screen: null, label: "ministries", nav: { menu: "government" } },
    ] as unknown as Page[];
    expect(navigation(pages)).toEqual([
      { path: "/a", label: "news" },
      {
        menu: "government",
        items: [
          { path: "/b", label: "leadership" },
          { path: "/c", label: "ministries" },
        ],
      },
    ]);
    expect(() => navigation([{ path: "/x", screen: null, nav: {} }] as unknown as Page[])).toThrow("/x");
  });
});

describe("the footer", () => {
  it("links the spec's eight addresses in order, with their English names", () => {
    expect(FOOTER_LINKS.map((link) => [en.pages.titles[link.label], link.path])).toEqual([
      ["Home", "/"],
      ["Parliament", "/government/parliament"],
      ["Judiciary", "/government/judiciary"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Use", "/terms-of-use"],
      ["Accessibility", "/accessibility"],
      ["Sitemap", "/sitemap"],
    ]);
  });
});

describe("the sitemap page", () => {
  it("lists the spec's main sections, in order, with the pages behind them beneath their entry", () => {
    const main = SITEMAP.find((column) => column.id === "main");
    // Each section, then the pages beneath it: the order the browser tests read the page in.
    expect(main?.entries.flatMap((entry) => [entry.path, ...entry.children.map((child) => child.path)])).toEqual(
      SITEMAP_MAIN,
    );
    const beneath = (path: string) =>
      main?.entries.find((entry) => entry.path === path)?.children.map((child) => child.path);
    expect(beneath("/services/citizenship")).toEqual([
      "/services/citizenship/application",
      "/services/citizenship/passport-application",
      "/services/citizenship/visa",
    ]);
    expect(beneath("/services/business")).toEqual(["/services/business/registration", "/services/business/tax-filing"]);
    expect(beneath("/services/documents")).toEqual(["/services/documents/birth-certificate"]);
    expect(beneath("/government")).toEqual(BRANCH_PATHS);
    expect(beneath("/government/ministries")).toEqual(MINISTRY_PATHS);
    expect(beneath("/government/constitution")).toEqual(["/government/constitution/text"]);
    expect(main?.entries.filter((entry) => entry.children.length > 0)).toHaveLength(6);
  });

  it("lists the legal and information pages in the second column", () => {
    expect(SITEMAP.map((column) => column.id)).toEqual(["main", "legal"]);
    expect(sitemapPaths(SITEMAP.slice(1))).toEqual(SITEMAP_LEGAL);
  });

  it("lists every page in the order the browser tests read it", () => {
    expect(sitemapPaths()).toEqual([...SITEMAP_MAIN, ...SITEMAP_LEGAL]);
  });

  it("names its links as the portal always has, and the new pages by their titles", () => {
    const names = sitemapPaths().map((path) => {
      const entry = SITEMAP.flatMap((column) => column.entries)
        .flatMap((e) => [e, ...e.children])
        .find((e) => e.path === path);
      return entry ? en.pages.titles[entry.label] : undefined;
    });
    expect(names).toEqual([
      "Home",
      "Government",
      ...BRANCH_TITLES,
      "Leadership",
      "Ministries",
      "Ministry of Foreign Affairs",
      "Ministry of Finance",
      "Ministry of Education",
      "Ministry of Health",
      "Ministry of Defence",
      "Constitution",
      "Text of the Constitution",
      "National Symbols",
      "Government Services",
      "Citizenship Services",
      "Citizenship Application",
      "Passport Application",
      "Visa Application",
      "Business Services",
      "Business Registration",
      "Tax Filing",
      "Document Services",
      "Birth Certificate",
      "Housing Services",
      "Foreign Affairs Services",
      "Social Services",
      "E-Government Services",
      "News",
      "Announcements",
      "Citizen Petitions",
      "Apply for Diplomatic Relations",
      "Ready Brehon: Preparedness Guide",
      "Contact the Government",
      "Privacy Policy",
      "Terms of Use",
      "Accessibility",
    ]);
  });

  it("links only pages that exist, and refuses a parent that is not listed", () => {
    const routed = new Set(routedAddresses().map(({ address }) => address));
    expect(sitemapPaths().filter((path) => !routed.has(path))).toEqual([]);
    const orphan = [{ path: "/a/b", screen: null, label: "news", sitemap: { column: "main", parent: "/a" } }];
    expect(() => sitemapColumns(orphan as unknown as Page[])).toThrow("/a");
  });
});

describe("sitemap.xml and robots.txt", () => {
  const xml = sitemapXml("https://www.brehon.example");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

  it("list every content page at its full address, and no address without a page", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const irish = CONTENT_ROUTES.map((path) => (path === "/" ? "/ga" : `/ga${path}`));
    expect(sorted(locs)).toEqual(
      sorted([...CONTENT_ROUTES, ...irish].map((path) => `https://www.brehon.example${path}`)),
    );
    expect(xml).not.toContain("/petitions/");
    expect(xml).not.toContain("/search");
  });

  it("name each page's address in both languages, and English as the default", () => {
    const entry = xml.split("</url>").find((url) => url.includes("<loc>https://www.brehon.example/ga/services</loc>"));
    expect(entry).toContain('hreflang="en" href="https://www.brehon.example/services"');
    expect(entry).toContain('hreflang="ga" href="https://www.brehon.example/ga/services"');
    expect(entry).toContain('hreflang="x-default" href="https://www.brehon.example/services"');
  });

  it("point search engines at the sitemap", () => {
    expect(robotsTxt("https://www.brehon.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.brehon.example/sitemap.xml\n",
    );
  });
});
