import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { SITEMAP, sitemapPaths } from "./sitemap";

type Entry = { path?: string; index?: boolean };
const ROUTED = new Set(
  (routes as Entry[]).flatMap((entry) =>
    entry.index ? ["/"] : entry.path && entry.path !== "*" ? [`/${entry.path}`] : [],
  ),
);

describe("the sitemap", () => {
  it("lists the spec's main sections, in order, with the service pages beneath their category", () => {
    const main = SITEMAP.find((column) => column.id === "main");
    expect(sitemapPaths(main ? [main] : [])).toEqual([
      "/",
      "/government",
      "/government/leadership",
      "/government/ministries",
      "/government/constitution",
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
    ]);
    const citizenship = main?.entries.find((entry) => entry.path === "/services/citizenship");
    expect(citizenship?.children?.map((child) => child.path)).toEqual([
      "/services/citizenship/application",
      "/services/citizenship/passport-application",
      "/services/citizenship/visa",
    ]);
  });

  it("lists the legal and information pages in the second column", () => {
    expect(SITEMAP.map((column) => column.id)).toEqual(["main", "legal"]);
    const legal = SITEMAP[1];
    expect(sitemapPaths(legal ? [legal] : [])).toEqual(["/privacy-policy", "/terms-of-use", "/accessibility"]);
  });

  it("links only pages that exist in the route table", () => {
    expect(sitemapPaths().filter((path) => !ROUTED.has(path))).toEqual([]);
  });

  it("nests children only beneath their parent's path", () => {
    const misplaced = SITEMAP.flatMap((column) => column.entries).flatMap((entry) =>
      (entry.children ?? []).filter((child) => !child.path.startsWith(`${entry.path}/`)).map((child) => child.path),
    );
    expect(misplaced).toEqual([]);
  });
});
