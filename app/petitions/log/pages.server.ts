import type { CacheKind } from "../../../server/http/cache-policy";
import { compressed } from "../../../server/http/compress";
import type { FeedView } from "../../../server/http/read-cache";
import { type Kept, renderedAnswers } from "../../../server/http/store";

/**
 * The entries one page of a petition's log holds: page k is entries [k × LOG_PAGE, (k + 1) × LOG_PAGE), so
 * a page's bounds never move and a complete page never changes (docs/decisions/0044-log-pages.md).
 */
export const LOG_PAGE = 10_000;

/** The bytes the complete pages may take, compressed (a page of 10,000 receipts: about 0.7 MB in both codings). */
const COMPLETE_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/** The bytes the pages still filling may take (one per petition read, at most). */
const FILLING_PAGES_MAX_BYTES = 8 * 1024 * 1024;

const JSON_TYPE = "application/json; charset=utf-8";

/** The first position of the page that holds position `from`. */
export const pageStart = (from: number): number => from - (from % LOG_PAGE);

/** The address of the page of a petition's log that begins at `from` (a multiple of LOG_PAGE). */
export const pageAddress = (petitionId: number, from: number): string =>
  from === 0 ? `/api/petitions/${petitionId}/log` : `/api/petitions/${petitionId}/log?from=${from}`;

/** A page of the log as it is kept: its answer, and whether it is complete (and so never changes). */
export type LogPage = { kept: Kept; complete: boolean; cache: CacheKind };

/** The change feed of what never changes: a complete page stays current until the byte budget drops it. */
const UNCHANGING: FeedView = { version: 0, connected: true, lastChange: () => 0 };

export type LogPagesOptions = {
  /** Up to `limit` entries from position `from`, as one text, one entry a line, and their number. */
  read: (petitionId: number, from: number, limit: number) => Promise<{ text: string; count: number }>;
  /** The change feed: a page still filling is read again after a change of its petition. */
  feed: FeedView;
};

/**
 * The pages of the petitions' logs, each kept as it is answered: its JSON compressed once (brotli and
 * gzip, server/http/compress.ts) in the store of kept answers (server/http/store.ts). A complete page is
 * built once and kept until the byte budget drops it; the last page, still filling, is kept while its
 * petition does not change (and read again at most every quarter second under a stream of signatures).
 * Concurrent readers of one page share one read.
 */
export function createLogPages({ read, feed }: LogPagesOptions) {
  const complete = renderedAnswers({ feed: UNCHANGING, maxBytes: COMPLETE_PAGES_MAX_BYTES });
  const filling = renderedAnswers({ feed, maxBytes: FILLING_PAGES_MAX_BYTES });
  const whole = new WeakSet<Kept>();
  const keyOf = (petitionId: number, from: number) => `${petitionId}:${from}`;

  const draw = async (petitionId: number, from: number): Promise<Kept> => {
    const { text, count } = await read(petitionId, from, LOG_PAGE);
    // An entry is one line of text (app/petitions/log/entries.server.ts): never a line break within one.
    const entries = count === 0 ? [] : text.split("\n");
    const next = count === LOG_PAGE ? `/api/petitions/${petitionId}/log?from=${from + LOG_PAGE}` : null;
    const json = Buffer.from(JSON.stringify({ petition: petitionId, from, entries, next }));
    const kept: Kept = {
      status: 200,
      headers: [["content-type", JSON_TYPE]],
      // Every client that reads logs takes brotli or gzip; the rare other one gets the gzip unpacked.
      body: await compressed(json, JSON_TYPE, "run-time", { keepIdentity: false }),
    };
    if (count === LOG_PAGE) whole.add(kept);
    return kept;
  };

  const answer = (kept: Kept): LogPage =>
    whole.has(kept) ? { kept, complete: true, cache: "logPage" } : { kept, complete: false, cache: "apiRead" };

  return {
    /** The page of `petitionId`'s log from `from` (a multiple of LOG_PAGE) when it is kept and current; nothing is read. */
    peek(petitionId: number, from: number): LogPage | undefined {
      const key = keyOf(petitionId, from);
      const kept = complete.peek(key) ?? filling.peek(key, petitionId);
      return kept && answer(kept);
    },

    /** The page of `petitionId`'s log from `from` (a multiple of LOG_PAGE), read and kept if need be. */
    async get(petitionId: number, from: number): Promise<LogPage> {
      const key = keyOf(petitionId, from);
      const kept = complete.peek(key) ?? (await filling.get(key, () => draw(petitionId, from), petitionId));
      // A page read complete is kept for good, with nothing read again.
      if (whole.has(kept)) await complete.get(key, async () => kept);
      return answer(kept);
    },

    /** The bytes kept, complete pages and pages still filling. */
    get bytes() {
      return complete.bytes + filling.bytes;
    },
  };
}

export type LogPages = ReturnType<typeof createLogPages>;
