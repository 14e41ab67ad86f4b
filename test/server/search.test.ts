import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./harness";

/** The site search on the built server: its index from the build, its page cache and its rate limit. */

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_SEARCH: "4" } });
});
afterAll(() => server?.stop());

const get = (path: string) => fetch(`${server.url}${path}`);

describe("the search on the built server", () => {
  it("answers from the index the build wrote, in each language, and counts every search, cached or not", async () => {
    const first = await get("/search?q=passport");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('href="/services/citizenship/passport-application"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    // The same page again comes from the cache: the same bytes, with the nonce drawn when it was rendered,
    // which the response's policy names.
    const again = await get("/search?q=passport");
    expect(again.status).toBe(200);
    const nonce = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];
    const second = await again.text();
    expect(nonce(second)).toBeTruthy();
    expect(second).toBe(html);
    expect(again.headers.get("content-security-policy")).toContain(`'nonce-${nonce(second)}'`);

    const irish = await get("/ga/search?q=pas");
    expect(irish.status).toBe(200);
    expect(await irish.text()).toContain('href="/ga/services/citizenship/passport-application"');

    const suggestions = await get("/api/search?q=passport&limit=1");
    expect(suggestions.status).toBe(200);

    // The fifth search in the window is refused, even for a page in the cache, in the page's language.
    const refused = await get("/ga/search?q=pas");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Chuardaigh tú go minic i mbeagán ama");
    const api = await get("/api/search?q=passport");
    expect(api.status).toBe(429);
    expect((await api.json()).error).toMatch(/Try again in \d+ second/);

    // Other pages are not counted.
    expect((await get("/services")).status).toBe(200);
  });
});
