import type { SitemapPath } from "~/i18n/messages/info.en";

/** A page of the sitemap; its label is the `info.sitemap.links` entry for its path. */
export type SitemapEntry = {
  path: SitemapPath;
  /** Pages listed beneath it. */
  children?: readonly SitemapEntry[];
};

export type SitemapColumn = {
  /** Key of the column heading in `info.sitemap.columns`. */
  id: "main" | "legal";
  entries: readonly SitemapEntry[];
};

const leaf = (path: SitemapPath): SitemapEntry => ({ path });

/** The sitemap's two columns, in the order the spec lists them. */
export const SITEMAP: readonly SitemapColumn[] = [
  {
    id: "main",
    entries: [
      leaf("/"),
      leaf("/government"),
      leaf("/government/leadership"),
      leaf("/government/ministries"),
      leaf("/government/constitution"),
      leaf("/government/symbols"),
      leaf("/services"),
      {
        path: "/services/citizenship",
        children: [
          leaf("/services/citizenship/application"),
          leaf("/services/citizenship/passport-application"),
          leaf("/services/citizenship/visa"),
        ],
      },
      {
        path: "/services/business",
        children: [leaf("/services/business/registration"), leaf("/services/business/tax-filing")],
      },
      { path: "/services/documents", children: [leaf("/services/documents/birth-certificate")] },
      leaf("/services/housing"),
      leaf("/services/foreign-affairs"),
      leaf("/services/social"),
      leaf("/services/e-government"),
      leaf("/news"),
      leaf("/announcements"),
      leaf("/petitions"),
      leaf("/diplomatic-relations/apply"),
      leaf("/ready-brehon"),
    ],
  },
  {
    id: "legal",
    entries: [leaf("/privacy-policy"), leaf("/terms-of-use"), leaf("/accessibility")],
  },
];

/** Every path the sitemap links, depth first, in reading order. */
export function sitemapPaths(columns: readonly SitemapColumn[] = SITEMAP): SitemapPath[] {
  const walk = (entries: readonly SitemapEntry[]): SitemapPath[] =>
    entries.flatMap((entry) => [entry.path, ...walk(entry.children ?? [])]);
  return columns.flatMap((column) => walk(column.entries));
}
