import type { Language } from "~/i18n/language";

/**
 * How the portal reads words when it looks for them, shared by the site search (its index, built at
 * build time, its queries and the excerpts shown with each result) and the petitions (their list's
 * search, similar petitions): a shared helper, so that neither feature reaches into the other. The
 * database folds petition text the same way (server/db/schema.ts).
 */

/** The longest query the search answers; longer ones are refused with a message. */
export const MAX_QUERY_LENGTH = 100;
/** Words of a query beyond this many are ignored. */
export const MAX_QUERY_TERMS = 8;

/** Letters that have no decomposed form but a plain one. */
const PLAIN_LETTERS: Record<string, string> = { ø: "o", ß: "ss", æ: "ae", œ: "oe", đ: "d", ł: "l" };

/** A word as the index keeps it: lower case, without accents or the síneadh fada ("Fáilte" → "failte"). */
export function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[øßæœđł]/g, (letter) => PLAIN_LETTERS[letter] ?? letter);
}

/**
 * Irish writes some words with a prefix before their first letter: eclipsis
 * ("mBealach", "bhFáilte", "gCónaí"), h before a vowel ("hÉireann") and t before
 * s or a vowel ("tSeirbhís"). The prefix is lower case and the word's own first
 * letter keeps its capital, so the written form tells them apart. Returns the
 * word without its prefix, or null when it has none.
 */
export function withoutIrishPrefix(word: string): string | null {
  const match = /^(?:bh|[bdghmnt])(?=\p{Lu})/u.exec(word);
  return match ? word.slice(match[0].length) : null;
}

/**
 * Irish lenition writes an h after a word's first consonant ("pas" → "a phas",
 * "seirbhís" → "a sheirbhís"). Returns the folded word without it, or null.
 * Only Irish text is read this way: in English "the" is not a form of "te".
 */
export function withoutLenition(folded: string): string | null {
  return /^[bcdfgmpst]h./.test(folded) ? folded[0] + folded.slice(2) : null;
}

/**
 * The forms of one written word that the index keeps and a search may match: the
 * folded word and, in Irish, the word without its prefix or its lenition.
 */
export function wordForms(word: string, language: Language): string[] {
  const folded = fold(word);
  if (!folded) return [];
  if (language !== "ga") return [folded];
  const forms = new Set([folded]);
  const bare = withoutIrishPrefix(word);
  const base = bare === null ? folded : fold(bare);
  forms.add(base);
  const plain = withoutLenition(base);
  if (plain) forms.add(plain);
  return [...forms];
}

/** The words of a text: runs of letters and digits. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a query, at most MAX_QUERY_TERMS, duplicates removed. */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const [word] of query.matchAll(WORD)) {
    terms.add(fold(word));
    if (terms.size === MAX_QUERY_TERMS) break;
  }
  return [...terms];
}

/** A query as the results page and the suggestions read it from the address. */
export type ParsedQuery =
  | { status: "empty" }
  | { status: "too-long" }
  | { status: "ok"; text: string; terms: string[] };

/** Reads the `q` parameter: spaces collapsed; empty, too long, or the words to look for. */
export function parseQuery(raw: string | null | undefined): ParsedQuery {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (text.length > MAX_QUERY_LENGTH) return { status: "too-long" };
  const terms = queryTerms(text);
  if (terms.length === 0) return { status: "empty" };
  return { status: "ok", text, terms };
}
