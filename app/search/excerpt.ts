import type { Language } from "~/i18n/language";
import { WORD, wordForms } from "~/lib/normalize";

/** A piece of an excerpt: text, marked when it is a word the search matched. */
export type ExcerptPart = { text: string; mark?: true };

/** Whether a written word is one the search matched; it receives the word's forms (app/lib/normalize.ts). */
export type WordMatcher = (forms: readonly string[]) => boolean;

/** Matches the words with a form among `terms` (the index's words that a search matched). */
export function matchingTerms(terms: Iterable<string>): WordMatcher {
  const wanted = new Set(terms);
  return (forms) => forms.some((form) => wanted.has(form));
}

/** Matches the words with a form that begins with one of the query's terms (the database searches by prefix). */
export function matchingPrefixes(terms: readonly string[]): WordMatcher {
  return (forms) => forms.some((form) => terms.some((term) => form.startsWith(term)));
}

/** Whether any word of `text`, read in `language`, is matched. */
export function hasMatch(text: string, matches: WordMatcher, language: Language): boolean {
  for (const [word] of text.matchAll(WORD)) if (matches(wordForms(word, language))) return true;
  return false;
}

const ELLIPSIS = "…";

/**
 * A short passage of `text` (written in `language`) around the first matched word, at most about
 * `length` characters, cut at word boundaries, with every matched word marked.
 * Without a match, the beginning of the text. Plain text in, plain text out:
 * the page renders the parts as text, so nothing in them is ever markup.
 */
export function excerpt(text: string, matches: WordMatcher, language: Language, length = 200): ExcerptPart[] {
  const words = [...text.matchAll(WORD)].map((match) => {
    const word = match[0];
    const start = match.index ?? 0;
    return { start, end: start + word.length, matched: matches(wordForms(word, language)) };
  });
  const first = words.find((word) => word.matched);

  // Begin a little before the first match (at a word's start), so it is read in context.
  let from = 0;
  if (first && first.end > length * 0.6) {
    const wanted = first.start - Math.floor(length * 0.3);
    from = words.find((word) => word.start >= wanted)?.start ?? first.start;
  }
  // End at the last whole word that fits.
  let to = text.length;
  if (to - from > length) {
    const last = words.filter((word) => word.start >= from && word.end <= from + length).at(-1);
    to = last ? last.end : from + length;
  }

  const parts: ExcerptPart[] = [];
  const push = (piece: string, mark = false) => {
    if (!piece) return;
    const previous = parts.at(-1);
    if (!mark && previous && !previous.mark) previous.text += piece;
    else parts.push(mark ? { text: piece, mark: true } : { text: piece });
  };
  if (from > 0) push(`${ELLIPSIS} `);
  let at = from;
  for (const word of words) {
    if (!word.matched || word.start < from || word.end > to) continue;
    push(text.slice(at, word.start));
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, to));
  if (to < text.length) push(` ${ELLIPSIS}`);
  return parts;
}
