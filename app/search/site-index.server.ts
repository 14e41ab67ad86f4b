import { LRUCache } from "lru-cache";
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import type { Language } from "~/i18n/language";
import { fold, WORD, wordForms } from "~/lib/normalize";
import { excerpt, matchingTerms } from "~/search/excerpt";
import type { ResultKind, SearchHit } from "~/search/results";

/** One page of the portal as the index holds it: its address, words and kind. */
export type SiteDocument = {
  /** The page's address in its language ("/ga/services"): the index's id. */
  address: string;
  kind: Exclude<ResultKind, "petition">;
  title: string;
  /** Its section headings, joined. */
  headings: string;
  /** Its body text, without the title. */
  text: string;
};

/** The built index: one MiniSearch index per language, as plain data. */
export type SiteIndexData = { version: 1; languages: Record<Language, ReturnType<MiniSearch["toJSON"]>> };

/** A page the search found: where, what, why it matched, and whether its title did. */
export type SiteHit = SearchHit & { titleMatched: boolean };

const tokenize = (text: string) => Array.from(text.matchAll(WORD), (match) => match[0]);

/**
 * Forgiving matching: every word of the query must match (AND), as a word or the
 * beginning of one; words of five letters or more may have one typo. Titles weigh
 * most, then headings, then body text; exact words beat prefixes and typos.
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 6, headings: 2, text: 1 },
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  maxFuzzy: 1,
  combineWith: "AND",
  processTerm: (term) => fold(term) || null,
  tokenize,
};

/** The index of one language: its words are read in that language (Irish prefixes and lenition). */
const optionsFor = (language: Language): Options<SiteDocument> => ({
  idField: "address",
  fields: ["title", "headings", "text"],
  storeFields: ["kind", "title", "text"],
  tokenize,
  processTerm: (term) => {
    const forms = wordForms(term, language);
    return forms.length > 0 ? forms : null;
  },
  searchOptions: SEARCH_OPTIONS,
});

/** Builds the index of every language's pages (at build time). */
export function buildSiteIndexData(documents: Record<Language, SiteDocument[]>): SiteIndexData {
  const indexOf = (language: Language) => {
    const index = new MiniSearch<SiteDocument>(optionsFor(language));
    index.addAll(documents[language]);
    return index.toJSON();
  };
  return { version: 1, languages: { en: indexOf("en"), ga: indexOf("ga") } };
}

export type SiteIndex = {
  /** The pages matching the query's words, best first. */
  search(query: string, language: Language, limit?: number): SiteHit[];
  /** How many pages each language holds. */
  size(language: Language): number;
};

/** Loads a built index for searching. */
export function loadSiteIndex(data: SiteIndexData): SiteIndex {
  if (data?.version !== 1 || !data.languages?.en || !data.languages?.ga) {
    throw new Error("The search index has an unknown format: run `npm run build` again.");
  }
  const indexes = {
    en: MiniSearch.loadJS<SiteDocument>(data.languages.en, optionsFor("en")),
    ga: MiniSearch.loadJS<SiteDocument>(data.languages.ga, optionsFor("ga")),
  } satisfies Record<Language, MiniSearch<SiteDocument>>;

  // The index never changes while the server runs: the answers to recent queries are kept, within 4 MB.
  const recent = new LRUCache<string, SiteHit[]>({
    max: 2_000,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (hits, key) => Math.max(1, JSON.stringify(hits).length + key.length),
  });
  const find = (query: string, language: Language, limit: number): SiteHit[] =>
    indexes[language]
      .search(query)
      .slice(0, limit)
      .map((result) => {
        const text = String(result.text ?? "");
        return {
          address: String(result.id),
          kind: result.kind as SiteDocument["kind"],
          title: String(result.title ?? ""),
          excerpt: excerpt(text, matchingTerms(result.terms), language),
          titleMatched: Object.values(result.match).some((fields) => fields.includes("title")),
        };
      });

  return {
    search(query, language, limit = 50) {
      const key = `${language}\n${limit}\n${query}`;
      let hits = recent.get(key);
      if (!hits) {
        hits = find(query, language, limit);
        recent.set(key, hits);
      }
      return hits;
    },
    size: (language) => indexes[language].documentCount,
  };
}
