/**
 * The modules that hold the portal's Irish text, each read whole when its name ends in `.ga.ts`,
 * otherwise below its `ga` keys. app/i18n/irish-spelling.test.ts checks every string here and fails
 * when a module with Irish text in it is missing from this list.
 */
const sources = import.meta.glob<Record<string, unknown>>(
  [
    // The interface's catalogue and the long-form content.
    "../../app/i18n/messages/*.ga.ts",
    "../../app/content/*.ts",
    // The request forms: each definition's `text: { en, ga }`, and what they share.
    "../../app/forms/definitions/*.ts",
    "../../app/forms/common.ts",
    // The offline page, the published reasons for a removal.
    "../../app/offline/offline-page.ts",
    "../../app/petitions/removal-reasons.ts",
    // The page of a signer's emailed link: its words are the route's alone.
    "../../app/petitions/pages/confirm-words.ts",
    "../../app/petitions/pages/updates-words.ts",
    "../../app/petitions/signing-words.ts",
    "../../app/petitions/check-words.ts",
    "../../app/petitions/story-words.ts",
    "../../app/petitions/transparency-words.ts",
    "../../app/petitions/refused-post.ts",
    "../../app/api-description/words.ts",
    // What the server writes: petitioners' emails, the search and petition log APIs' messages, its own refusals.
    "../../app/petitions/mail/words.server.ts",
    "../../app/search/messages.server.ts",
    "../../app/petitions/log/messages.server.ts",
    "../../server/http/refusals.ts",
    "!../../**/*.test.ts",
  ],
  { eager: true },
);

/** Addresses, ids and keys: not words of the language, left out of the language checks. */
export const NOT_PROSE = /^(?:[/#]|https?:|mailto:|tel:)|^[a-z0-9]+(?:[-_.][a-z0-9]+)*$|^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

/** The files the spelling test reads, relative to the project ("app/content/legal.ga.ts"). */
export const IRISH_SOURCE_FILES: readonly string[] = Object.keys(sources).map((file) => file.replace(/^(\.\.\/)+/, ""));

type Reading = {
  /** The numbers each function is called with (every argument the same), so its templates are read too. */
  samples: readonly number[];
  /** Which strings count (all by default). */
  keep?: (text: string) => boolean;
};

/** The English catalogue, whose Irish is in the modules above (`*.ga.ts` beside each). */
const english = import.meta.glob<Record<string, unknown>>("../../app/i18n/messages/*.en.ts", { eager: true });

/** Strings in a value, below a key `ga` (or `language`) or all of it when `irish`. */
function strings(value: unknown, irish: boolean, reading: Reading, found: string[], language = "ga"): string[] {
  if (typeof value === "string") {
    if (irish && (reading.keep?.(value) ?? true)) found.push(value);
  } else if (typeof value === "function") {
    if (irish) {
      for (const n of reading.samples) {
        try {
          strings(
            (value as (...args: unknown[]) => unknown)(...Array(value.length).fill(n)),
            irish,
            reading,
            found,
            language,
          );
        } catch {
          // A function that needs richer arguments holds no text of its own.
        }
      }
    }
  } else if (Array.isArray(value)) {
    for (const inner of value) strings(inner, irish, reading, found, language);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value))
      strings(inner, irish || key === language, reading, found, language);
  }
  return found;
}

/**
 * Every Irish string of the portal: the catalogue, the Irish content modules, the Irish text of the
 * form definitions, the offline page, the removal reasons, the petitioners' emails, the search API's
 * messages and the server's refusals.
 */
export function irishText(reading: Reading): string[] {
  const texts: string[] = [];
  for (const [file, module] of Object.entries(sources)) strings(module, file.endsWith(".ga.ts"), reading, texts);
  return texts;
}

/**
 * Every string of the portal in a language, from the same modules: the Irish as irishText reads it, or the
 * English beside it (the English catalogue, and the `en` side of every module that holds both).
 */
export function portalText(language: "en" | "ga", reading: Reading): string[] {
  if (language === "ga") return irishText(reading);
  const texts: string[] = [];
  for (const [file, module] of Object.entries({ ...sources, ...english })) {
    strings(module, file.endsWith(".en.ts"), reading, texts, "en");
  }
  return texts;
}
