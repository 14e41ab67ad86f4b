import { Fragment } from "react";
import { type Language, useLanguage } from "./language";

/**
 * Phrases of the other language that a page's text uses as they are: the anthem's and the motto's
 * names. Wherever content text holds one, it is marked with its own `lang`, so a screen reader
 * pronounces it in that language (WCAG 3.1.2, Language of Parts). Keyed by the page's language.
 * Names of people are not marked. The browser test of every page (e2e/gaeilge.spec.ts) finds a
 * phrase that should be listed here.
 */
export const OTHER_LANGUAGE_PHRASES: Record<Language, readonly string[]> = {
  en: ["Tír na Córa", "Ceart do Chách"],
  ga: ["Land of the Just"],
};

const OTHER: Record<Language, Language> = { en: "ga", ga: "en" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PATTERNS: Record<Language, RegExp> = {
  en: new RegExp(`(${OTHER_LANGUAGE_PHRASES.en.map(escapeRegExp).join("|")})`),
  ga: new RegExp(`(${OTHER_LANGUAGE_PHRASES.ga.map(escapeRegExp).join("|")})`),
};

export type TextPart = { text: string; lang?: Language };

/** A page's text in parts: the phrases of the other language apart, with their language. */
export function languageParts(text: string, language: Language): TextPart[] {
  return text
    .split(PATTERNS[language])
    .map((part, index): TextPart => (index % 2 === 1 ? { text: part, lang: OTHER[language] } : { text: part }))
    .filter((part) => part.text !== "");
}

/** Content text with its phrases of the other language marked. */
export function WithLanguageParts({ text }: { text: string }) {
  const { language } = useLanguage();
  let offset = 0;
  return languageParts(text, language).map((part) => {
    // Where the part starts in the text: a key that stays with it.
    const key = offset;
    offset += part.text.length;
    return part.lang ? (
      <span key={key} lang={part.lang}>
        {part.text}
      </span>
    ) : (
      <Fragment key={key}>{part.text}</Fragment>
    );
  });
}
