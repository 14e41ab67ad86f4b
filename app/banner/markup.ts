import { addressIn } from "~/pages/addresses";

/** How serious the banner is: each has its colour, its landmark's name and a visible word. */
export const BANNER_LEVELS = ["emergency", "warning", "information"] as const;
export type BannerLevel = (typeof BANNER_LEVELS)[number];

/** What an admin switched on (app/banner): the text in both languages and an optional link. */
export type BannerContent = {
  level: BannerLevel;
  text: { en: string; ga: string };
  /** A path on this site (`/ready-brehon`, localised on Irish pages) or an https address; null for none. */
  link: string | null;
};

/** Addresses on this site that are not pages (files, the API): the same in both languages. */
const NOT_A_PAGE = /^\/(?:api|assets|icons|images)(?:\/|$)|\.[A-Za-z0-9]+$/;

/**
 * The link as written for a page in `language`: a page of this site at its address in that language
 * (`/ready-brehon` becomes `/ga/ready-brehon` on Irish pages, and the other way round), anything else
 * as it is.
 */
export function localisedLink(link: string, language: "en" | "ga"): string {
  if (!link.startsWith("/") || link.startsWith("//")) return link;
  const split = link.search(/[?#]/);
  const path = split === -1 ? link : link.slice(0, split);
  const rest = split === -1 ? "" : link.slice(split);
  if (NOT_A_PAGE.test(path)) return link;
  return `${addressIn(path, language)}${rest}`;
}
