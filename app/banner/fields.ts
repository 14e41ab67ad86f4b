/**
 * The banner form's limits, which the console's page shows and the server enforces
 * (./input.server.ts): one place for both, in the banner's own folder.
 */

/** The longest banner text in each language: a banner is a sentence or two, not a page. */
export const BANNER_TEXT_MAX = 300;

/** The banner form's fields. */
export type BannerField = "level" | "textEn" | "textGa" | "link";
