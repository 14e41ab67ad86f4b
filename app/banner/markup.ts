import escapeHtml from "escape-html";
import { shellEn } from "~/i18n/messages/shell.en";
import { shellGa } from "~/i18n/messages/shell.ga";
import { addressIn } from "~/pages/addresses";
import { BANNER_END, BANNER_START, withoutBanner } from "./markers";

/** How serious the banner is: each has its colour, its landmark's name and a visible word. */
export const BANNER_LEVELS = ["emergency", "warning", "information"] as const;
export type BannerLevel = (typeof BANNER_LEVELS)[number];

/** What an admin switched on (server/banner): the text in both languages and an optional link. */
export type BannerContent = {
  level: BannerLevel;
  text: { en: string; ga: string };
  /** A path on this site (`/ready-brehon`, localised on Irish pages) or an https address; null for none. */
  link: string | null;
};

const WORDS = { en: shellEn.banner, ga: shellGa.banner };

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

/**
 * The banner's HTML for a page in `language`: a region landmark named by its level (read once, in
 * the page's order, never interrupting as an alert would), the level as a visible word beside the
 * colour, the text, and the link. Every piece of the admin's input is escaped: it is text, never HTML.
 * A `preview` (the console's) is the same band without the landmark and without the comments that
 * mark a page's banner.
 */
export function bannerHtml(banner: BannerContent, language: "en" | "ga", { preview = false } = {}): string {
  const words = WORDS[language];
  const link = banner.link
    ? `<p class="site-banner-more"><a class="site-banner-link" href="${escapeHtml(localisedLink(banner.link, language))}">${escapeHtml(words.more)}</a></p>`
    : "";
  const inner = `<div class="site-banner-inner"><p class="site-banner-text"><strong class="site-banner-level">${escapeHtml(words.level[banner.level])}:</strong> ${escapeHtml(banner.text[language])}</p>${link}</div>`;
  const classes = `site-banner site-banner-${banner.level}`;
  if (preview) return `<div class="${classes}">${inner}</div>`;
  return (
    `${BANNER_START}<section class="${classes}" aria-label="${escapeHtml(words.label[banner.level])}" data-site-banner="${banner.level}">` +
    `${inner}</section>${BANNER_END}`
  );
}

/** The language of a page, from its `<html lang>`: Irish pages get the Irish text, every other page the English. */
export function pageLanguage(html: string): "en" | "ga" {
  const match = /<html\b[^>]*?\blang="([A-Za-z-]+)"/.exec(html.slice(0, 2_000));
  return match?.[1]?.toLowerCase().startsWith("ga") ? "ga" : "en";
}

const SKIP_LINK = /<a\b[^>]*\bhref="#main-content"[^>]*>[\s\S]*?<\/a>/;
const BODY = /<body\b[^>]*>/;

/**
 * The page with the banner in it (or with none, when `banner` is null): right after the skip link,
 * so the skip link stays the first thing a keyboard reaches, and before the header. A page without
 * a skip link gets it at the top of its body; a document without a body is returned as it is. A
 * banner the page already carries is replaced, never doubled.
 */
export function injectBanner(html: string, banner: BannerContent | null): string {
  const page = withoutBanner(html);
  if (!banner) return page;
  const anchor = SKIP_LINK.exec(page) ?? BODY.exec(page);
  if (!anchor) return page;
  const at = anchor.index + anchor[0].length;
  return page.slice(0, at) + bannerHtml(banner, pageLanguage(page)) + page.slice(at);
}
