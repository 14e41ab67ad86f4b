import type { Language } from "../../app/i18n/language";
import { addressOf } from "../../app/pages/addresses";
import { excerpt, hasMatch, matchingPrefixes } from "../../app/search/excerpt";
import type { SearchHit } from "../../app/search/results";
import { log } from "../logger";
import type { ChangeFeed } from "../petitions/feed";
import type { RateLimiter } from "../petitions/rate-limits";
import { createReadCache } from "../petitions/read-cache";
import type { FoundPetition } from "../petitions/store";
import type { SiteIndex } from "./site-index";

export type SearchAnswer =
  | {
      status: "ok";
      /** Every match, pages first where their titles matched, then petitions likewise, then the rest. */
      hits: SearchHit[];
      /** False when the petitions could not be searched (the database is away): the pages still are. */
      petitionsSearched: boolean;
    }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** Petitions looked at per query: the results page offers at most this many. */
export const MAX_PETITION_HITS = 100;
/** Results on one page of the results, and suggestions under a search box. */
export const RESULTS_PER_PAGE = 10;
export const SUGGESTIONS = 6;

export type SearchServiceOptions = {
  /** The site index, loaded (or built, in development) on first use. */
  siteIndex: () => Promise<SiteIndex>;
  /** The database's full-text search of petitions (server/petitions/store.ts). */
  searchPetitions(terms: readonly string[], limit: number): Promise<{ petitions: FoundPetition[]; total: number }>;
  /** Invalidates cached petition matches when petitions change. */
  feed: Pick<ChangeFeed, "version" | "connected">;
  /** Queries per client address. */
  limit: RateLimiter;
};

/**
 * The site search: the pages from the index built with the site, the petitions
 * from the database, so that a petition is found as soon as it is created.
 */
export function createSearchService({ siteIndex, searchPetitions, feed, limit }: SearchServiceOptions) {
  type Found = { petitions: FoundPetition[]; total: number };
  const petitionMatches = createReadCache<Found>({ feed, maxEntries: 2_000 });
  let index: Promise<SiteIndex> | undefined;
  const loadIndex = () => {
    index ??= siteIndex().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  };

  const findPetitions = async (terms: readonly string[]): Promise<FoundPetition[] | null> => {
    try {
      const found = await petitionMatches.get(terms.join(" "), () => searchPetitions(terms, MAX_PETITION_HITS));
      return found.petitions;
    } catch (error) {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "Search: petitions could not be searched",
      );
      return null;
    }
  };

  return {
    /** Loads the site index now (at start-up), so the first visitor does not wait for it. */
    async warm() {
      await loadIndex();
    },

    /** Everything that matches the query's words, in the query's language. */
    async search({
      terms,
      language,
      client,
    }: {
      terms: readonly string[];
      language: Language;
      client: string;
    }): Promise<SearchAnswer> {
      const decision = await limit.take(client);
      if (!decision.allowed) return { status: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
      const [pages, petitions] = await Promise.all([
        loadIndex().then((site) => site.search(terms.join(" "), language)),
        findPetitions(terms),
      ]);
      const petitionHits = (petitions ?? []).map((petition) => ({
        hit: {
          kind: "petition" as const,
          address: addressOf(`/petitions/${petition.id}`, language),
          title: petition.title,
          excerpt: excerpt(petition.description, matchingPrefixes(terms), language),
        },
        titleMatched: hasMatch(petition.title, matchingPrefixes(terms), language),
      }));
      const pageHits = pages.map(({ titleMatched, ...hit }) => ({ hit, titleMatched }));
      const ranked = [
        ...pageHits.filter((entry) => entry.titleMatched),
        ...petitionHits.filter((entry) => entry.titleMatched),
        ...pageHits.filter((entry) => !entry.titleMatched),
        ...petitionHits.filter((entry) => !entry.titleMatched),
      ];
      return { status: "ok", hits: ranked.map((entry) => entry.hit), petitionsSearched: petitions !== null };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
