/**
 * The console's form limits, which the pages show and the server enforces: one place for both
 * (the server's modules import them from here, never the other way).
 */

/** The longest banner text in each language: a banner is a sentence or two, not a page. */
export const BANNER_TEXT_MAX = 300;

/** The banner form's fields. */
export type BannerField = "level" | "textEn" | "textGa" | "link";

/** The least and most characters a staff password may have. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
