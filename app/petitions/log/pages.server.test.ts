import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { setClockOffset } from "../../../server/core/clock";
import type { FeedView } from "../../../server/http/read-cache";
import { createLogPages, LOG_PAGE, pageAddress, pageStart } from "./pages.server";

/** A log of `size` entries read as the store reads it, counting the reads. */
function fakeLog(size: number) {
  const log = { size, reads: 0 };
  const read = async (_petitionId: number, from: number, limit: number) => {
    log.reads += 1;
    const entries = Array.from({ length: Math.max(0, Math.min(limit, log.size - from)) }, (_, at) => `e ${from + at}`);
    return { text: entries.join("\n"), count: entries.length };
  };
  return { log, read };
}

/** A change feed whose changes the test makes. */
function fakeFeed() {
  let version = 0;
  const feed: FeedView & { change(): void } = {
    get version() {
      return version;
    },
    connected: true,
    lastChange: () => version,
    change: () => {
      version += 1;
    },
  };
  return feed;
}

const bodyOf = (page: { kept: { body: { gzip?: Buffer } } }) =>
  JSON.parse(gunzipSync(page.kept.body.gzip as Buffer).toString("utf8"));

describe("the logs' pages", () => {
  afterEach(() => setClockOffset(0));

  it("have fixed bounds and addresses", () => {
    expect([0, 1, 9_999, 10_000, 12_345].map(pageStart)).toEqual([0, 0, 0, 10_000, 10_000]);
    expect(pageAddress(3, 0)).toBe("/api/petitions/3/log");
    expect(pageAddress(3, 20_000)).toBe("/api/petitions/3/log?from=20000");
  });

  it("builds a complete page once and keeps it for good, changes or not", async () => {
    const { log, read } = fakeLog(LOG_PAGE + 3);
    const feed = fakeFeed();
    const pages = createLogPages({ read, feed });
    expect(pages.peek(1, 0)).toBeUndefined();
    const [first, second] = await Promise.all([pages.get(1, 0), pages.get(1, 0)]);
    expect(log.reads).toBe(1);
    expect(first).toMatchObject({ complete: true, cache: "logPage" });
    expect(second.kept).toBe(first.kept);
    expect(bodyOf(first)).toMatchObject({ petition: 1, from: 0, next: "/api/petitions/1/log?from=10000" });
    expect(bodyOf(first).entries).toHaveLength(LOG_PAGE);
    feed.change();
    expect(pages.peek(1, 0)?.kept).toBe(first.kept);
    expect((await pages.get(1, 0)).kept).toBe(first.kept);
    expect(log.reads).toBe(1);
  });

  it("keeps the last page while its petition does not change, then reads it again", async () => {
    const { log, read } = fakeLog(LOG_PAGE + 3);
    const feed = fakeFeed();
    const pages = createLogPages({ read, feed });
    const last = await pages.get(1, LOG_PAGE);
    expect(last).toMatchObject({ complete: false, cache: "apiRead" });
    expect(bodyOf(last)).toEqual({
      petition: 1,
      from: LOG_PAGE,
      entries: ["e 10000", "e 10001", "e 10002"],
      next: null,
    });
    expect((await pages.get(1, LOG_PAGE)).kept).toBe(last.kept);
    expect(log.reads).toBe(1);

    log.size += 1;
    feed.change();
    // Out of date once the quarter second a stream of changes waits has passed: not sent as it is, read again.
    setClockOffset(1_000);
    expect(pages.peek(1, LOG_PAGE)).toBeUndefined();
    const grown = await pages.get(1, LOG_PAGE);
    expect(log.reads).toBe(2);
    expect(bodyOf(grown).entries).toHaveLength(4);
  });
});
