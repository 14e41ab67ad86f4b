import { BANNER_LEVELS, type BannerContent, type BannerLevel } from "~/banner/markup";
import { BANNER_TEXT_MAX, type BannerField } from "./fields";

export { BANNER_TEXT_MAX, type BannerField };

/** The longest link. */
export const BANNER_LINK_MAX = 500;

export type BannerInput =
  | { ok: true; banner: BannerContent }
  | { ok: false; errors: Partial<Record<BannerField, string>>; values: Record<BannerField, string> };

/** One line of text: white space (line breaks included) as single spaces; control and bidi override characters dropped. */
function oneLine(value: unknown): string {
  return (typeof value === "string" ? value : "")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, "")
    .trim();
}

/** A path on this site (`/ready-brehon`, `/ga/petitions?sort=recent#x`): printable, no `//`, no backslash. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/;

/** The link as entered, or an error. Empty is no link. */
function parseLink(value: string): { link: string | null } | { error: string } {
  if (value === "") return { link: null };
  const problem =
    "Enter a path on this site that starts with / (such as /ready-brehon), or a full address that starts with https://.";
  if (value.length > BANNER_LINK_MAX) return { error: `The link must be ${BANNER_LINK_MAX} characters or fewer.` };
  if (value.startsWith("/")) return SITE_PATH.test(value) ? { link: value } : { error: problem };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: problem };
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password || /\s/.test(value)) {
    return { error: problem };
  }
  return { link: url.href };
}

const isLevel = (value: string): value is BannerLevel => (BANNER_LEVELS as readonly string[]).includes(value);

/**
 * The banner an admin's form describes, or what is wrong with it, field by field: a level, the text in
 * English and in Irish (both required: every page is in one language or the other), and an optional
 * link. The values come back as entered, so the form can show them again.
 */
export function parseBannerInput(fields: Partial<Record<BannerField, unknown>>): BannerInput {
  const values: Record<BannerField, string> = {
    level: typeof fields.level === "string" ? fields.level : "",
    textEn: oneLine(fields.textEn),
    textGa: oneLine(fields.textGa),
    link: typeof fields.link === "string" ? fields.link.trim() : "",
  };
  const errors: Partial<Record<BannerField, string>> = {};
  if (!isLevel(values.level)) errors.level = "Choose the banner's level: emergency, warning or information.";
  const text = (field: "textEn" | "textGa", language: string) => {
    const value = values[field];
    if (!value) errors[field] = `Enter the banner's text in ${language}.`;
    else if ([...value].length > BANNER_TEXT_MAX) {
      errors[field] = `The ${language} text must be ${BANNER_TEXT_MAX} characters or fewer.`;
    }
  };
  text("textEn", "English");
  text("textGa", "Irish");
  const link = parseLink(values.link);
  if ("error" in link) errors.link = link.error;
  if (Object.keys(errors).length > 0 || "error" in link || !isLevel(values.level)) {
    return { ok: false, errors, values };
  }
  return {
    ok: true,
    banner: { level: values.level, text: { en: values.textEn, ga: values.textGa }, link: link.link },
  };
}
