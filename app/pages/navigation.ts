import type { TitleKey } from "~/i18n/messages/pages.en";
import { type NavMenu, PAGES, type Page, type PagePath, type SitemapColumnId } from "./pages";

/** A link to a registered page, named by a key of `pages.titles`. */
export type NavLink = { path: PagePath; label: TitleKey };
/** Spec "Navigation item": a plain link, or a menu of sub-links. */
export type NavDropdown = { menu: NavMenu; items: readonly NavLink[] };
export type NavItem = NavLink | NavDropdown;

export const isDropdown = (item: NavItem): item is NavDropdown => "menu" in item;

/** How links name a page: its label, else its title. */
export function nameOf(page: Page, override?: TitleKey): TitleKey {
  const name = override ?? ("label" in page ? page.label : undefined) ?? ("title" in page ? page.title : undefined);
  if (!name) throw new Error(`${page.path} is linked but has neither a label nor a title`);
  return name;
}

/** The header's navigation: plain links and menus, in registry order (a menu stands where its first link is). */
export function navigation(pages: readonly Page[] = PAGES): NavItem[] {
  const items: NavItem[] = [];
  for (const page of pages) {
    if (!("nav" in page)) continue;
    const nav: { menu?: NavMenu; label?: TitleKey } = page.nav;
    const link = { path: page.path, label: nameOf(page, nav.label) };
    if (!nav.menu) {
      items.push(link);
      continue;
    }
    const menu = items.find((item): item is NavDropdown => isDropdown(item) && item.menu === nav.menu);
    if (menu) items[items.indexOf(menu)] = { ...menu, items: [...menu.items, link] };
    else items.push({ menu: nav.menu, items: [link] });
  }
  return items;
}

/** The footer's links, in registry order. */
export function footerLinks(pages: readonly Page[] = PAGES): NavLink[] {
  return pages.flatMap((page) => {
    if (!("footer" in page)) return [];
    const footer: { label?: TitleKey } = page.footer;
    return [{ path: page.path, label: nameOf(page, footer.label) }];
  });
}

/** A line of the sitemap page, with the pages listed beneath it. */
export type SitemapEntry = NavLink & { children: readonly SitemapEntry[] };
export type SitemapColumn = { id: SitemapColumnId; entries: readonly SitemapEntry[] };

const COLUMNS: readonly SitemapColumnId[] = ["main", "legal"];

/** The sitemap page's columns: each entry in its column, beneath its parent if it names one. */
export function sitemapColumns(pages: readonly Page[] = PAGES): SitemapColumn[] {
  const listed = pages.flatMap((page) => ("sitemap" in page ? [{ page, place: page.sitemap }] : []));
  const entry = (page: Page): SitemapEntry => ({
    path: page.path,
    label: nameOf(page),
    children: listed
      .filter(({ place }) => "parent" in place && place.parent === page.path)
      .map((child) => entry(child.page)),
  });
  for (const { page, place } of listed) {
    if ("parent" in place && !listed.some((other) => other.page.path === place.parent)) {
      throw new Error(`${page.path} is listed beneath ${place.parent}, which is not on the sitemap`);
    }
  }
  return COLUMNS.map((id) => ({
    id,
    entries: listed.filter(({ place }) => place.column === id && !("parent" in place)).map(({ page }) => entry(page)),
  }));
}

/** Every path the sitemap page links, depth first, in reading order. */
export function sitemapPaths(columns: readonly SitemapColumn[] = sitemapColumns()): PagePath[] {
  const walk = (entries: readonly SitemapEntry[]): PagePath[] =>
    entries.flatMap((entry) => [entry.path, ...walk(entry.children)]);
  return columns.flatMap((column) => walk(column.entries));
}

/** Computed once: the registry does not change while the portal runs. */
export const NAVIGATION = navigation();
export const FOOTER_LINKS = footerLinks();
export const SITEMAP = sitemapColumns();
