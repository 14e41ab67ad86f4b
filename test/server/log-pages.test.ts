import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/** A log one page and five entries long: the first page complete, the second still filling. */
const ENTRIES = 10_005;
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/**
 * The petitions' logs in pages of fixed bounds (docs/decisions/0044-log-pages.md) on the built server: a
 * complete page is kept and cacheable for a year, the last one briefly, any other position is sent to its
 * page, and the reads of logs and proofs have an allowance of their own. The log is written in SQL beside
 * the server, so PostgreSQL is needed.
 */
describe.skipIf(!TEST_DATABASE_URL)("the logs' pages (skipped: TEST_DATABASE_URL is not set)", () => {
  let server: ServerProcess;
  let id = 0;
  beforeAll(async () => {
    server = await startServer({ database: "postgres", testHooks: true, env: { RATE_LIMIT_LOG: "30" } });
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Longer library hours", description: "Open on Sundays too." }),
    });
    id = ((await created.json()) as { petition: { id: number } }).petition.id;
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query(
      `insert into petition_log (petition_id, position, entry)
       select $1, g, 'signature without receipt' from generate_series(0, $2::int - 1) g`,
      [id, ENTRIES],
    );
    await client.query("update petitions set log_size = $2, signature_count = $2 where id = $1", [id, ENTRIES]);
    await client.end();
  });
  afterAll(() => server?.stop());

  const get = (path: string, headers: Record<string, string> = BROWSER) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  it("keeps a complete page and answers it from memory, cacheable for a year", async () => {
    const first = await get(`/api/petitions/${id}/log`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=86400, immutable");
    expect(first.headers.get("content-encoding")).toBe("br");
    const body = (await first.json()) as { from: number; entries: string[]; next: string | null };
    expect(body.from).toBe(0);
    expect(body.entries).toHaveLength(10_000);
    expect(body.next).toBe(`/api/petitions/${id}/log?from=10000`);

    // Built once: the next reads are the kept bytes, sent by the fast path before Express.
    const again = await get(`/api/petitions/${id}/log`);
    expect(again.headers.get("x-test-step")).toBe("memory");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(Buffer.from(await again.arrayBuffer()).length).toBeGreaterThan(0);
    const gzip = await get(`/api/petitions/${id}/log?from=0`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(((await gzip.json()) as { entries: string[] }).entries).toEqual(body.entries);
    const revalidated = await get(`/api/petitions/${id}/log`, {
      ...BROWSER,
      "If-None-Match": String(first.headers.get("etag")),
    });
    expect(revalidated.status).toBe(304);
  });

  it("keeps the last page, still filling, for a few seconds only", async () => {
    const last = await get(`/api/petitions/${id}/log?from=10000`);
    expect(last.status).toBe(200);
    expect(last.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=2, stale-while-revalidate=5");
    expect(await last.json()).toEqual({
      petition: id,
      from: 10_000,
      entries: Array(5).fill("signature without receipt"),
      next: null,
    });
  });

  it("sends a position within a page to the page that holds it", async () => {
    const within = await get(`/api/petitions/${id}/log?from=12345`);
    expect(within.status).toBe(301);
    expect(within.headers.get("location")).toBe(`/api/petitions/${id}/log?from=10000`);
    expect(within.headers.get("cache-control")).toBe("no-store");
    expect((await get(`/api/petitions/${id}/log?from=9999`)).headers.get("location")).toBe(`/api/petitions/${id}/log`);
    expect((await get(`/api/petitions/${id}/log?from=x`)).status).toBe(400);
  });

  it("refuses reads of logs and proofs past the allowance with 429 and Retry-After, and the pages go on", async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      const response = await get(`/api/petitions/${id}/log`);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    if (!refused) throw new Error(`never refused: ${statuses.join(" ")}`);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(((await refused.json()) as { error: string }).error).toMatch(/Try again in \d+ seconds?\./);
    // Refused before Express, with the answer the log's router gives (asked with `?lang=`, it answers itself).
    expect(refused.headers.get("x-test-step")).toBe("memory");
    const byRouter = await get(`/api/petitions/${id}/log?lang=en`);
    expect(byRouter.status).toBe(429);
    expect(byRouter.headers.get("x-test-step")).not.toBe("memory");
    const comparable = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !["date", "etag", "x-request-id", "x-test-step", "retry-after", "content-length"].includes(name),
        ),
      );
    expect(comparable(refused)).toEqual(comparable(byRouter));
    const irish = await get(`/api/petitions/${id}/log`, { ...BROWSER, "Accept-Language": "ga" });
    expect(irish.headers.get("x-test-step")).toBe("memory");
    expect(((await irish.json()) as { error: string }).error).toMatch(/Bain triail eile as/);
    const conditional = await get(`/api/petitions/${id}/log`, {
      ...BROWSER,
      "If-None-Match": String(irish.headers.get("etag")),
    });
    expect(conditional.status).toBe(429);
    // The proofs count against the same allowance; in Irish when asked.
    const proof = await get(`/api/petitions/${id}/consistency?from=1&to=2`, { "Accept-Language": "ga" });
    expect(proof.status).toBe(429);
    expect(proof.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
    expect(((await proof.json()) as { error: string }).error).toMatch(/Bain triail eile as/);
    // The pages and the petitions' other reads have allowances of their own.
    expect((await get("/")).status).toBe(200);
    expect((await get(`/api/petitions/${id}`)).status).toBe(200);
  });
});
