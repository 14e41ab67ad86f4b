import { type IrishNoun, irishCount } from "./irish-numerals";
import type { Language } from "./languages";

/** The locale whose digits and grouping each language's pages use. */
export const NUMBER_LOCALES: Record<Language, string> = { en: "en-IE", ga: "ga-IE" };

export type PluralCategory = Intl.LDMLPluralRule;

/** Forms of a word or message per plural category; "other" is always given. */
export type PluralForms<T = string> = { readonly other: T } & Readonly<Partial<Record<PluralCategory, T>>>;

const RULES: Partial<Record<Language, Intl.PluralRules>> = {};
const NUMBERS: Partial<Record<Language, Intl.NumberFormat>> = {};

/** The number's plural category in the language (English: one, other; Irish: one, two, few, many, other). */
export function pluralCategory(n: number, language: Language): PluralCategory {
  RULES[language] ??= new Intl.PluralRules(language);
  return RULES[language].select(n);
}

/** The form for the number's plural category, "other" when the category has none of its own. */
export function plural<T>(n: number, language: Language, forms: PluralForms<T>): T {
  return forms[pluralCategory(n, language)] ?? forms.other;
}

/**
 * A number as the page's language writes it ("12,345"). Both locales group digits in threes with
 * a comma, so whole numbers (every count on a page) are grouped here: a browser's first
 * `Intl.NumberFormat` loads its locale data, some 50 ms on a fast machine, which a petitions page
 * would otherwise spend while it hydrates. Other numbers go to Intl; the tests hold both to the
 * same text.
 */
export function formatNumber(n: number, language: Language): string {
  if (Number.isSafeInteger(n)) return groupDigits(n);
  NUMBERS[language] ??= new Intl.NumberFormat(NUMBER_LOCALES[language]);
  return NUMBERS[language].format(n);
}

/** A whole number with its digits grouped in threes by commas ("-1,234,567"). */
function groupDigits(n: number): string {
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let end = grouped.length; end < digits.length; end += 3) grouped += `,${digits.slice(end, end + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}

/**
 * A number and its noun, the one helper every message with a count goes through: "1 result",
 * "3 results"; "3 thoradh", "13 thoradh", "20 toradh". English nouns take the form of the number's
 * plural category; Irish nouns the form that follows the number (irish-numerals.ts), which also
 * covers 11 to 19, where CLDR's categories do not say how the noun changes.
 */
export function counted(n: number, language: "en", noun: PluralForms): string;
export function counted(n: number, language: "ga", noun: IrishNoun): string;
export function counted(n: number, language: Language, noun: PluralForms | IrishNoun): string {
  const shown = formatNumber(n, language);
  if ("base" in noun) return irishCount(n, noun, shown);
  return `${shown} ${plural(n, language, noun)}`;
}
