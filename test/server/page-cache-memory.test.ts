import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./harness";

/**
 * Issue 29, item 1: one client cannot fill the page caches. The caches keep
 * only the parameters a page reads, in one spelling, and hold their pages
 * compressed within a byte budget (16 MB petition pages, 8 MB search results,
 * docs/decisions/0021-compressed-page-cache.md). The server runs with its
 * heap limited to 128 MB, so caches that kept what they were asked for would
 * crash it (the probe saw the heap grow by 430 MB and RSS by 1 GB); it must
 * answer 1,000 junk parameters and 1,000 distinct searches, and its memory
 * grow by less than the bounds below (stated in docs/architecture.md).
 */

const HEAP_LIMIT_MB = 128;
const MAX_HEAP_GROWTH_MB = 64;
const MAX_RSS_GROWTH_MB = 192;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    env: {
      METRICS: "on",
      RATE_LIMIT_CREATE: "100000",
      RATE_LIMIT_SEARCH: "100000",
      // The heap is measured after a full collection (/metrics collects first when gc is exposed).
      NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB} --expose-gc`,
    },
  });
  // A full first page: 24 petitions with long descriptions make a heavy list page.
  for (let index = 0; index < 30; index++) {
    const response = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        title: `Passport office number ${index} open on Saturdays`,
        description: `Longer opening hours for passport office ${index}. ${"Queues are long every week. ".repeat(34)}`,
      }),
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => server?.stop());

type Memory = { heapUsed: number; rss: number };
const memory = async (): Promise<Memory> =>
  ((await (await fetch(`${server.url}/metrics`)).json()) as { memory: Memory }).memory;

/** Sends every path, eight at a time, and checks that each was answered without a server error. */
async function sendAll(paths: string[]) {
  let next = 0;
  const statuses = new Map<number, number>();
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return statuses;
}

describe("the page caches under junk addresses (issue 29, item 1)", () => {
  it(`1,000 junk parameters and 1,000 distinct searches: heap growth < ${MAX_HEAP_GROWTH_MB} MB, RSS < ${MAX_RSS_GROWTH_MB} MB`, async () => {
    // Warm up: every kind of page once, so the growth measured is the caches'.
    await sendAll(["/petitions", "/petitions.data", "/search?q=passport", "/ga/petitions", "/petitions/1"]);
    const before = await memory();

    const junk = Array.from({ length: 1_000 }, (_, index) =>
      index % 2 === 0 ? `/petitions?_routes=x${index}` : `/petitions?utm_source=x${index}&sort=signatures`,
    );
    const junkStatuses = await sendAll(junk);
    expect([...junkStatuses.keys()]).toEqual([200]);

    const searches = Array.from({ length: 1_000 }, (_, index) => `/search?q=passport+x${index}`);
    const searchStatuses = await sendAll(searches);
    expect([...searchStatuses.keys()]).toEqual([200]);

    const after = await memory();
    const heapGrowthMb = (after.heapUsed - before.heapUsed) / 1024 / 1024;
    const rssGrowthMb = (after.rss - before.rss) / 1024 / 1024;
    console.info(
      `Page caches: heap ${Math.round(before.heapUsed / 1048576)} → ${Math.round(after.heapUsed / 1048576)} MB, RSS ${Math.round(before.rss / 1048576)} → ${Math.round(after.rss / 1048576)} MB`,
    );
    expect(heapGrowthMb).toBeLessThan(MAX_HEAP_GROWTH_MB);
    expect(rssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("serves one page for every spelling of the same view, compressed once", async () => {
    const spellings = [
      "/petitions",
      "/petitions?utm_source=a",
      "/petitions?sort=signatures&page=1",
      "/petitions?_routes=x",
    ];
    const bodies = await Promise.all(
      spellings.map(async (path) => {
        const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "br" } });
        expect(response.headers.get("content-encoding")).toBe("br");
        return { etag: response.headers.get("etag"), html: await response.text() };
      }),
    );
    // One rendering: the same bytes, and the same validator, for every spelling.
    expect(new Set(bodies.map(({ html }) => html)).size).toBe(1);
    expect(new Set(bodies.map(({ etag }) => etag)).size).toBe(1);
    expect(bodies[0]?.etag).toMatch(/^"[\w-]+-br"$/);
  });
});
