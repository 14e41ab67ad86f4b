import type { Language } from "~/i18n/language";
import { addressOf } from "~/pages/addresses";
import type { ChangeFeed, FoundPetition } from "~/petitions/index.server";
import { excerpt, hasMatch, matchingPrefixes } from "~/search/excerpt";
import type { SearchHit } from "~/search/results";
import { errorLog, log } from "../../server/core/logger";
import { createReadCache } from "../../server/http/read-cache";
import type { SiteIndex } from "./site-index.server";

export type SearchAnswer = {
  /** Every match, pages first where their titles matched, then petitions likewise, then the rest. */
  hits: SearchHit[];
  /** False when the petitions could not be searched (the database is away): the pages still are. */
  petitionsSearched: boolean;
};

/** Petitions looked at per query: the results page offers at most this many. */
export const MAX_PETITION_HITS = 100;
/** Results on one page of the results, and suggestions under a search box. */
export const RESULTS_PER_PAGE = 10;
export const SUGGESTIONS = 6;

export type SearchServiceOptions = {
  /** The site index, loaded (or built, in development) on first use. */
  siteIndex: () => Promise<SiteIndex>;
  /** The database's full-text search of petitions (app/petitions/store.server.ts). */
  /** In `language`'s index: the petitions' words in that language (migration 0019). */
  searchPetitions(
    terms: readonly string[],
    limit: number,
    language: Language,
  ): Promise<{ petitions: FoundPetition[]; total: number }>;
  /** Invalidates cached petition matches when petitions change. */
  feed: Pick<ChangeFeed, "version" | "connected" | "lastChange">;
};

/** The site search as its page, its JSON API and the page cache see it. */
export interface SearchService {
  /** Loads the site index now (at start-up), so the first visitor does not wait for it. */
  warm(): Promise<void>;
  /** What matches the query's words in its language; `strict`: no petition older than the last change seen. */
  search(query: { terms: readonly string[]; language: Language; strict?: boolean }): Promise<SearchAnswer>;
}

/**
 * The site search: the pages from the index built with the site, the petitions
 * from the database, so that a petition is found as soon as it is created.
 */
export function createSearchService({ siteIndex, searchPetitions, feed }: SearchServiceOptions): SearchService {
  type Ranked = { hit: SearchHit; titleMatched: boolean };
  /** Petition matches as results (excerpts made once), per language and query, refreshed on changes. */
  const petitionMatches = createReadCache<{ hits: Ranked[] }>({ feed, maxEntries: 2_000, maxSize: 4 * 1024 * 1024 });
  let index: Promise<SiteIndex> | undefined;
  const loadIndex = () => {
    index ??= siteIndex().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  };

  const asResult = (petition: FoundPetition, terms: readonly string[], language: Language): Ranked => {
    const matches = matchingPrefixes(terms);
    return {
      hit: {
        kind: "petition",
        address: addressOf(`/petitions/${petition.id}`, language),
        title: petition.title,
        excerpt: excerpt(petition.description, matches, language),
        language: petition.language,
      },
      titleMatched: hasMatch(petition.title, matches, language),
    };
  };

  const findPetitions = async (
    terms: readonly string[],
    language: Language,
    strict: boolean,
  ): Promise<Ranked[] | null> => {
    try {
      const found = await petitionMatches.get(
        `${language}:${terms.join(" ")}`,
        async () => {
          const { petitions } = await searchPetitions(terms, MAX_PETITION_HITS, language);
          return { hits: petitions.map((petition) => asResult(petition, terms, language)) };
        },
        strict,
      );
      return found.hits;
    } catch (error) {
      // Through the error lines' rate limit: while the database is away every search fails alike.
      errorLog(() =>
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "Search: petitions could not be searched",
        ),
      );
      return null;
    }
  };

  return {
    /** Loads the site index now (at start-up), so the first visitor does not wait for it. */
    async warm() {
      await loadIndex();
    },

    /**
     * Everything that matches the query's words, in the query's language. `strict`: never
     * petitions older than the last change seen (for the page cache, see withStrictReads).
     */
    async search({ terms, language, strict = false }) {
      const [pages, petitions] = await Promise.all([
        loadIndex().then((site) => site.search(terms.join(" "), language)),
        findPetitions(terms, language, strict),
      ]);
      const petitionHits = petitions ?? [];
      const pageHits = pages.map(({ titleMatched, ...hit }) => ({ hit, titleMatched }));
      const ranked = [
        ...pageHits.filter((entry) => entry.titleMatched),
        ...petitionHits.filter((entry) => entry.titleMatched),
        ...pageHits.filter((entry) => !entry.titleMatched),
        ...petitionHits.filter((entry) => !entry.titleMatched),
      ];
      return { hits: ranked.map((entry) => entry.hit), petitionsSearched: petitions !== null };
    },
  };
}

/** The same search, whose petition matches are never older than the last change seen (for the page cache). */
export function withStrictSearch(service: SearchService): SearchService {
  return { ...service, search: (query) => service.search({ ...query, strict: true }) };
}
