import type { Language } from "~/i18n/languages";

/**
 * The requester's language for the API's messages: `?lang=ga` (or `en`), else Irish when
 * Accept-Language prefers it over English, else English.
 */
export function apiLanguage(req: { query?: unknown; headers: { "accept-language"?: string | string[] } }): Language {
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  if (asked === "ga" || asked === "en") return asked;
  let best: { language: Language; quality: number } = { language: "en", quality: 0 };
  for (const part of String(req.headers["accept-language"] ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (primary !== "ga" && primary !== "en") continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > best.quality) best = { language: primary, quality };
  }
  return best.language;
}
