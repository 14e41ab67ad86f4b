import type { Language } from "~/i18n/language";
import { addressOf } from "../i18n/addresses";
import { type BuiltPage, findPage, isBuilt, PAGES, type Page } from "./pages";

/**
 * How an address carries its language, for the screens that build addresses from the registry's.
 * Imported by a relative path: react-router.config.ts reads this module without Vite's `~/`.
 */
export { addressIn, addressOf, englishAddress, localize } from "../i18n/addresses";

/**
 * Languages that have addresses of their own: English at the registry's paths,
 * Irish at "/ga" + the same path. Each gives every page its address in the route
 * table, the prerender list and sitemap.xml.
 */
export const ROUTED_LANGUAGES: readonly Language[] = ["en", "ga"];

/** The origin React Router gives the requests that write prerendered pages; see app/origin.ts. */
export const PRERENDER_ORIGIN = "http://localhost";

/** Where each language's Atom feed of the announcements is: a stable address a feed reader can keep. */
export const announcementsFeedAddress = (language: Language) => addressOf("/announcements/feed.xml", language);

/** The route id of a page's address in one language, e.g. "en:/services". */
export function routeId(path: string, language: Language): string {
  return `${language}:${path}`;
}

/** The page a route id names, or undefined for a route that is not a registered page (404, files). */
export function pageOfRouteId(id: string | undefined): { page: Page; language: Language } | undefined {
  const match = id ? /^(en|ga):(\/.*)$/.exec(id) : null;
  const page = match?.[2] ? findPage(match[2]) : undefined;
  return page && match ? { page, language: match[1] as Language } : undefined;
}

/** Every address the server answers with a page, in every routed language. */
export function routedAddresses(): Array<{ page: BuiltPage; language: Language; address: string }> {
  return PAGES.filter(isBuilt).flatMap((page) =>
    ROUTED_LANGUAGES.map((language) => ({ page, language, address: addressOf(page.path, language) })),
  );
}

/** Addresses written as HTML at build time: every page not rendered per request. */
export function prerenderedAddresses(): string[] {
  return routedAddresses()
    .filter(({ page }) => !("render" in page && page.render === "per-request"))
    .map(({ address }) => address);
}
