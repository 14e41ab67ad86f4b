import type { Page } from "@playwright/test";

/** Text that is the same in both languages by nature: names of the languages and of the republic. */
const SAME_IN_BOTH = new Set(["English", "Gaeilge", "Brehon"]);
/** Numbers, phone numbers, arrows and other symbols carry no words to translate. */
const NO_LETTERS = /^[^\p{L}]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]+$/i;

/** Whether a text may be the same on a page's English and Irish versions. */
export function sameInBoth(text: string): boolean {
  return SAME_IN_BOTH.has(text) || NO_LETTERS.test(text) || EMAIL.test(text);
}

/** A visible text node with the language it is in: that of its closest element with a `lang`. */
export type Segment = { text: string; lang: string };

/** What the whole-site checks read from a page, in one pass over its document. */
export type PageText = {
  title: string;
  description: string | null;
  lang: string | null;
  /** Every piece of text a visitor or a screen reader meets: visible text, alt text, placeholders, labels, the title. */
  readable: string[];
  /** The visible text nodes, each with its language. */
  segments: Segment[];
};

/** Reads a page's text as the whole-site checks need it (e2e/no-javascript.spec.ts). */
export function readPageText(page: Page): Promise<PageText> {
  return page.evaluate(() => {
    const clean = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim();
    const readable = [document.title];
    const segments: Array<{ text: string; lang: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const text = clean(node.textContent);
      if (!text) continue;
      // Code (an address, a parameter, a value) marked translate="no" is the same in both languages by nature.
      if (!element.closest('[translate="no"]')) readable.push(text);
      segments.push({ text, lang: element.closest("[lang]")?.getAttribute("lang") ?? "" });
    }
    for (const element of document.body.querySelectorAll("[alt], [placeholder], [aria-label], [title]")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ["alt", "placeholder", "aria-label", "title"])
        readable.push(clean(element.getAttribute(name)));
    }
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      lang: document.documentElement.getAttribute("lang"),
      readable: readable.filter(Boolean),
      segments,
    };
  });
}

/**
 * Names of people, the same in both languages and not marked (WCAG's exception for proper names).
 */
const ACCEPTED_NAMES = [
  "Cathal Ó Ruairc",
  "Ciarán Mac Suibhne",
  "Deirdre Nic Gearailt",
  "Dr Róisín Ní Mhurchú",
  "Eoghan Mac Giolla Phádraig",
  "Gráinne Ní Shúilleabháin",
  "Niamh de Búrca",
  "Nuala Ní Fhearghail",
  "Pádraig Mac Cárthaigh",
  "Seán Ó Dálaigh",
  "Siobhán Ní Bhriain",
  "Tomás Ó Flannagáin",
];

/** The words of a text, without addresses (e-mail, web), which are the same in both languages. */
const words = (text: string) =>
  (text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.example\b/g, " ").match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []).map(
    (word) => word.toLowerCase(),
  );

function trigrams(texts: string[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) {
    const list = words(text);
    for (let i = 0; i + 3 <= list.length; i++) found.add(list.slice(i, i + 3).join(" "));
  }
  return found;
}

const accepted = trigrams(ACCEPTED_NAMES);

const inLanguage = (found: Segment[], language: string) =>
  found.filter((segment) => segment.lang.split("-")[0] === language).map((segment) => segment.text);

/** Runs of three words or more in `texts` whose every three words are among `other`'s. */
function otherLanguageRuns(texts: string[], other: Set<string>): string[] {
  const runs: string[] = [];
  for (const text of texts) {
    const list = words(text);
    let start = -1;
    let end = -1;
    for (let i = 0; i + 3 <= list.length; i++) {
      const trigram = list.slice(i, i + 3).join(" ");
      if (other.has(trigram) && !accepted.has(trigram)) {
        if (start === -1 || i > end - 2) {
          if (start !== -1) runs.push(list.slice(start, end).join(" "));
          start = i;
        }
        end = i + 3;
      }
    }
    if (start !== -1) runs.push(list.slice(start, end).join(" "));
  }
  return runs;
}

/**
 * Language of parts (WCAG 3.1.2): a phrase in the other language is marked with `lang`, so a screen
 * reader pronounces it in its own language: "Land of the Just" on an Irish page, "Tír na Córa" on an
 * English one. A page is read beside its version in the other language: a run of three or more words
 * on one that is also a run of the other's text (in its own language there) is the other language,
 * and must sit inside an element marked with it. Returns the unmarked runs on each page.
 */
export function unmarkedPhrases(english: Segment[], irish: Segment[]) {
  return {
    englishOnIrishPage: otherLanguageRuns(inLanguage(irish, "ga"), trigrams(inLanguage(english, "en"))),
    irishOnEnglishPage: otherLanguageRuns(inLanguage(english, "en"), trigrams(inLanguage(irish, "ga"))),
  };
}
