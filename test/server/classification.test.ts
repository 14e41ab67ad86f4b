import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routedAddresses } from "~/pages/addresses";
import { CACHE_POLICY, type CacheKind } from "../../server/http/cache-policy";
import { classify } from "../../server/http/classify";
import { createPetition } from "../support/requests";
import { type ServerProcess, startServer } from "./harness";
import { httpGet } from "./http-client";

/**
 * Every address is classified once (server/http/classify.ts), and every spelling of it gets exactly
 * its canonical address's policy, `Vary` and rate limit: its `.data` twin and a trailing slash are the
 * same address, and another case is sent to the lower-case spelling. Walks every page of the registry
 * in both languages, a petition's pages, the feeds and the API's reads.
 */
let server: ServerProcess;
let petitionId = 0;

beforeAll(async () => {
  server = await startServer({ env: { METRICS: "1", RATE_LIMIT_SEARCH: "10000" } });
  petitionId = await createPetition(server.url, {
    title: "Benches along the canal path",
    description: "Somewhere to rest on the long walk into town.",
    category: "infrastructure",
  });
});
afterAll(() => server?.stop());

type Expected = { cacheControl: string; vary: string };

/** The policy and Vary a successful GET of `path` must carry, from its classification. */
function expectedFor(path: string): Expected {
  const address = classify("GET", path);
  return { cacheControl: CACHE_POLICY[address.cache as CacheKind], vary: address.vary.join(", ") };
}

async function policyOf(path: string) {
  const answer = await httpGet(server.url, path, { "accept-encoding": "gzip, deflate, br, zstd" });
  return {
    status: answer.status,
    cacheControl: answer.headers["cache-control"],
    vary: answer.headers.vary,
    etag: answer.headers.etag,
    location: answer.headers.location,
  };
}

const pages = () => [
  ...routedAddresses().map(({ address }) => address),
  "/petitions",
  "/ga/petitions",
  `/petitions/${petitionId}`,
  `/ga/petitions/${petitionId}`,
  "/search",
  "/ga/search",
];

/** The `.data` address of a page, as React Router's client asks for it. */
const dataOf = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);
const upperCase = (path: string) => path.replace(/[a-z]/, (letter) => letter.toUpperCase());

describe("every page of the registry, a petition's pages and the search, in both languages", () => {
  it("answers with its classification's policy, Vary and a strong ETag, at every spelling", async () => {
    for (const path of pages()) {
      const expected = expectedFor(path);
      const canonical = await policyOf(path);
      expect(canonical.status, path).toBe(200);
      expect({ cacheControl: canonical.cacheControl, vary: canonical.vary }, path).toEqual(expected);
      expect(canonical.etag, `ETag of ${path}`).toMatch(/^"[^"]+"$/);

      const data = await policyOf(dataOf(path));
      expect(data.status, dataOf(path)).toBe(200);
      expect({ cacheControl: data.cacheControl, vary: data.vary }, dataOf(path)).toEqual(expected);

      if (path !== "/") {
        const slashed = await policyOf(`${path}/`);
        expect(slashed.status, `${path}/`).toBe(200);
        expect({ cacheControl: slashed.cacheControl, vary: slashed.vary }, `${path}/`).toEqual(expected);
      }

      const shouted = upperCase(path === "/" ? "/ga" : path);
      if (shouted !== (path === "/" ? "/ga" : path)) {
        const moved = await policyOf(shouted);
        expect(moved.status, shouted).toBe(301);
        expect(moved.location, shouted).toBe(shouted.toLowerCase());
      }

      // An escaped letter is another spelling too, sent to the normal form (issue 52; dot segments, which
      // URL resolves before sending, are sent byte for byte in address-spelling.test.ts).
      const escaped = path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
      if (escaped !== path) {
        const moved = await policyOf(escaped);
        expect(moved.status, escaped).toBe(301);
        expect(moved.location, escaped).toBe(path);
        expect(moved.cacheControl, escaped).toBe(CACHE_POLICY.redirect);
      }
    }
  });
});

describe("the feeds and the API's reads", () => {
  const reads = () => [
    "/sitemap.xml",
    "/robots.txt",
    "/announcements/feed.xml",
    "/ga/announcements/feed.xml",
    "/petitions/feed.xml",
    "/ga/petitions/responses.xml",
    `/petitions/${petitionId}/feed.xml`,
    `/ga/petitions/${petitionId}/feed.xml`,
    "/api/petitions",
    `/api/petitions/${petitionId}`,
    `/api/petitions/${petitionId}/counts?interval=hour`,
    `/api/petitions/${petitionId}/counts.csv`,
    "/api/search?q=canal",
    "/api/petitions.csv",
    "/api/petitions.json",
    "/api/petitions-per-day.csv",
    "/api/petitions-snapshots.csv",
    "/healthz",
    "/metrics",
  ];

  it("answer with their classification's policy and Vary, with or without a trailing slash", async () => {
    for (const target of reads()) {
      const [path = "", query] = target.split("?");
      const expected = expectedFor(path);
      for (const spelling of [target, `${path}/${query ? `?${query}` : ""}`]) {
        const answer = await policyOf(spelling);
        // The open data exports and feeds are files: a trailing slash is another address (404).
        if (spelling !== target && answer.status === 404) continue;
        expect(answer.status, spelling).toBe(200);
        expect({ cacheControl: answer.cacheControl, vary: answer.vary }, spelling).toEqual(expected);
      }
      const moved = await policyOf(upperCase(target));
      expect(moved.status, upperCase(target)).toBe(301);
    }
  });

  it("keep what one visitor signed out of every shared cache", async () => {
    const signed = await policyOf("/api/petitions/signed?ids=1");
    expect(signed.cacheControl).toBe(CACHE_POLICY.private);
    expect(signed.vary).toBe("Accept-Encoding, Cookie");
  });
});
