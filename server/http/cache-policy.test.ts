import { describe, expect, it } from "vitest";
import { DEFAULT_POLL_SECONDS } from "~/banner/service.server";
import {
  CACHE_POLICY,
  type CacheKind,
  CDN_POLICY,
  cacheKindOf,
  policyHeaders,
  type ResponseFacts,
} from "./cache-policy";

const facts = (overrides: Partial<ResponseFacts>): ResponseFacts => ({
  method: "GET",
  path: "/",
  status: 200,
  setsCookie: false,
  contentType: "text/html; charset=utf-8",
  ...overrides,
});

describe("the shared-cache policy", () => {
  it.each<[string, Partial<ResponseFacts>, CacheKind]>([
    ["a hashed script", { path: "/assets/client-abc123.js", contentType: "text/javascript" }, "immutable"],
    ["a prerendered page", { path: "/ready-brehon" }, "page"],
    ["an Irish prerendered page", { path: "/ga/ready-brehon" }, "page"],
    ["the home page", { path: "/" }, "page"],
    ["a revalidated page", { path: "/ready-brehon", status: 304 }, "page"],
    ["a legal page (rendered per request)", { path: "/privacy-policy" }, "page"],
    ["sitemap.xml", { path: "/sitemap.xml", contentType: "application/xml" }, "page"],
    ["robots.txt", { path: "/robots.txt", contentType: "text/plain" }, "page"],
    ["the Irish feed", { path: "/ga/announcements/feed.xml", contentType: "application/atom+xml" }, "page"],
    ["the share picture", { path: "/images/share.png", contentType: "image/png" }, "file"],
    ["the web manifest", { path: "/manifest.webmanifest", contentType: "application/manifest+json" }, "file"],
    ["the service worker", { path: "/sw.js", contentType: "text/javascript" }, "serviceWorker"],
    ["the petitions list", { path: "/petitions" }, "live"],
    ["a complete page of a log", { path: "/api/petitions/3/log", own: "logPage" }, "logPage"],
    ["the last page of a log, still filling", { path: "/api/petitions/3/log" }, "apiRead"],
    ["a log's page refused", { path: "/api/petitions/3/log", own: "logPage", status: 429 }, "noStore"],
    ["any other read asking for a log page's keeping", { path: "/api/petitions/3", own: "logPage" }, "apiRead"],
    ["a petition's page in Irish", { path: "/ga/petitions/12" }, "live"],
    ["search results", { path: "/search" }, "live"],
    ["an anonymous API read", { path: "/api/petitions", contentType: "application/json" }, "apiRead"],
    [
      "which petitions this browser signed",
      { path: "/api/petitions/signed", contentType: "application/json" },
      "private",
    ],
    ["a bad request for what this browser signed", { path: "/api/petitions/signed", status: 400 }, "noStore"],
    ["the spelling step's redirect", { path: "/search", status: 301, spellingRedirect: true }, "redirect"],
    [
      "the spelling step's redirect to a console address",
      { path: "/admin/audit.csv", status: 301, spellingRedirect: true },
      "console",
    ],
    ["a public page asked for with a console session", { path: "/ready-brehon", staffSession: true }, "private"],
    ["an API read asked for with a console session", { path: "/api/petitions", staffSession: true }, "private"],
    ["a missing page asked for with a console session", { path: "/x", status: 404, staffSession: true }, "private"],
    [
      "the spelling step's redirect for a request with a console session",
      { path: "/search", status: 301, spellingRedirect: true, staffSession: true },
      "private",
    ],
    ["the signer cookie's answer at any address", { path: "/api/petitions/x", perVisitor: true }, "private"],
    [
      "an event stream asked for with a console session",
      { path: "/api/petitions/events", contentType: "text/event-stream", staffSession: true },
      "stream",
    ],
    ["a signature", { method: "POST", path: "/api/petitions/3/signatures", status: 201 }, "private"],
    ["a page post", { method: "POST", path: "/petitions", status: 303 }, "noStore"],
    ["an event stream", { path: "/api/petitions/3/events", contentType: "text/event-stream" }, "stream"],
    ["the list's event stream", { path: "/api/petitions/events", contentType: "text/event-stream" }, "stream"],
    ["a rate-limit answer", { path: "/search", status: 429 }, "noStore"],
    ["a missing page", { path: "/nowhere", status: 404 }, "noStore"],
    ["an unknown petition", { path: "/petitions/999", status: 404 }, "noStore"],
    ["a server error", { path: "/petitions", status: 500 }, "noStore"],
    ["an API error", { path: "/api/petitions/x", status: 404, contentType: "application/json" }, "noStore"],
    ["the health check", { path: "/healthz", contentType: "application/json" }, "noStore"],
    ["the console's sign-in page", { path: "/admin/sign-in", status: 401 }, "console"],
    ["a console page", { path: "/admin/petitions/3" }, "console"],
    [
      "a console post that sets a cookie",
      { method: "POST", path: "/admin/sign-in", status: 303, setsCookie: true },
      "console",
    ],
    ["the open data", { path: "/api/petitions.csv", contentType: "text/csv" }, "openData"],
    ["a redirect", { path: "/petitions/", status: 301 }, "noStore"],
  ])("%s: %s", (_name, overrides, kind) => {
    const final = kind === "private" && overrides.method === "POST" ? { ...overrides, setsCookie: true } : overrides;
    expect(cacheKindOf(facts(final))).toBe(kind);
  });

  it("answers a request with a console session privately whatever its address, and says it varies by Cookie", () => {
    for (const path of ["/", "/%61dmin/audit.csv", "/api/petitions/%73igned", "/assets/x.js", "/petitions/3"]) {
      const headers = Object.fromEntries(policyHeaders(facts({ path, staffSession: true })));
      // The console's own row says the same in the other order.
      const directives = (headers["Cache-Control"] ?? "").split(", ").sort();
      expect(directives, path).toEqual(["no-store", "private"]);
      expect(headers.Vary, path).toContain("Cookie");
    }
    const signed = Object.fromEntries(policyHeaders(facts({ path: "/api/petitions/signed" })));
    expect(signed).toMatchObject({ "Cache-Control": "private, no-store", Vary: "Accept-Encoding, Cookie" });
    // The redirect is the same for everyone: no Vary at all.
    const moved = Object.fromEntries(policyHeaders(facts({ path: "/search", status: 301, spellingRedirect: true })));
    expect(moved).toEqual({ "Cache-Control": CACHE_POLICY.redirect });
  });

  it("never lets a response that sets a cookie be stored", () => {
    for (const path of ["/", "/ready-brehon", "/assets/x.js", "/api/petitions", "/petitions"]) {
      expect(cacheKindOf(facts({ path, setsCookie: true }))).toBe("private");
    }
    expect(CACHE_POLICY.private).toContain("no-store");
  });

  it("gives shared caches what the README's table says", () => {
    expect(CACHE_POLICY.immutable).toBe("public, max-age=31536000, immutable");
    expect(CACHE_POLICY.page).toMatch(/max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/);
    const staleIfError = Number(/stale-if-error=(\d+)/.exec(CACHE_POLICY.page)?.[1]);
    expect(staleIfError).toBeGreaterThanOrEqual(2 * 24 * 3600);
    const liveShared = Number(/s-maxage=(\d+)/.exec(CACHE_POLICY.live)?.[1]);
    expect(liveShared).toBeGreaterThan(0);
    expect(liveShared).toBeLessThanOrEqual(10);
    // Browsers would serve a stale petitions page offline: stale-while-revalidate is for shared caches only.
    expect(CACHE_POLICY.live).not.toContain("stale-while-revalidate");
    expect(CDN_POLICY.live).toMatch(/^max-age=[1-9]\d?, stale-while-revalidate=\d+/);
    expect(CACHE_POLICY.apiRead).toMatch(/s-maxage=\d\b/);
    expect(CACHE_POLICY.noStore).toBe("no-store");
  });

  it("lets a site banner reach every page through a shared cache within a minute", () => {
    // The slowest path: a process reads the banner at most DEFAULT_POLL_SECONDS after the change, rebuilds its
    // pages (a few seconds at most), and a shared cache keeps its copy until s-maxage, then serves it stale
    // while it refreshes, for at most stale-while-revalidate.
    const rebuild = 5;
    const seconds = (policy: string, directive: string) =>
      Number(new RegExp(`(?:^|[ ,])${directive}=(\\d+)`).exec(policy)?.[1] ?? 0);
    const edge = (policy: string, freshFor: string) =>
      seconds(policy, freshFor) + seconds(policy, "stale-while-revalidate");
    expect(DEFAULT_POLL_SECONDS + rebuild + edge(CACHE_POLICY.page, "s-maxage")).toBeLessThanOrEqual(60);
    expect(DEFAULT_POLL_SECONDS + rebuild + edge(CDN_POLICY.live as string, "max-age")).toBeLessThanOrEqual(60);
  });
});
