import type { Language } from "./languages";

/**
 * The language part of an address (docs/decisions/0011): English at a page's path, Irish at "/ga"
 * + the same path. Links of every page keep their language through these (./localized.tsx); the
 * page registry gives every page its addresses with them (app/pages/addresses.ts).
 */

/** The language of an address (a path, with or without its query): Irish under "/ga", English everywhere else. */
export function languageOfAddress(address: string): Language {
  return /^\/ga(?:[/?#.]|$)/.test(address) ? "ga" : "en";
}

/** A page's address in a language: "/services" in English, "/ga/services" in Irish, "/ga" for the home page. */
export function addressOf(path: string, language: Language): string {
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** Whether an address belongs to the portal's pages (not a file, the API, an anchor or another site). */
const isPageAddress = (to: string) =>
  to.startsWith("/") && !to.startsWith("//") && !/^\/(?:api|assets|icons)(?:\/|$)|\.[a-z]+(?:[?#]|$)/.test(to);

/** The address of `to` in `language`: "/services?x=1" → "/ga/services?x=1". Others are left as they are. */
export function localize(to: string, language: Language): string {
  if (language === "en" || !isPageAddress(to) || languageOfAddress(to) === "ga") return to;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  return addressOf(path, language) + rest;
}

/** The English address behind any address: "/ga/services" → "/services", "/ga" → "/". */
export function englishAddress(pathname: string): string {
  const match = /^\/ga(\/.*)?$/.exec(pathname);
  return match ? (match[1] ?? "/") : pathname;
}

/** The same page's address in another language: "/ga/services" in English is "/services". */
export function addressIn(pathname: string, language: Language): string {
  return addressOf(englishAddress(pathname), language);
}
