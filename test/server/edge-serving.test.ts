import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, type ServerProcess, startServer } from "./harness";
import { httpGet, sitemapAddresses } from "./http-client";

/**
 * What a shared cache in front of the portal relies on: every anonymous answer
 * the same bytes for everyone, whatever Host or X-Forwarded-Host say; the
 * public address from PUBLIC_URL only; a policy a shared cache may follow;
 * pages and files compressed once, with ETag, 304 and HEAD; and a
 * Content-Security-Policy without nonces that allows exactly the portal's files.
 */

const PUBLIC_URL = "https://www.gov.brehon.example";
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const FORGED = { ...BROWSER, Host: "evil.example", "X-Forwarded-Host": "evil2.example", "X-Forwarded-For": "10.1.2.3" };
/** What a shared cache may keep: public, with an s-maxage, and served stale while it refreshes. */
const SHARED_POLICY = /^public, max-age=\d+, s-maxage=\d+, /;
const sharedCanRevalidate = (headers: Record<string, unknown>) =>
  /stale-while-revalidate=\d+/.test(String(headers["cache-control"])) ||
  /stale-while-revalidate=\d+/.test(String(headers["cdn-cache-control"]));

let server: ServerProcess;
let paths: string[] = [];

beforeAll(async () => {
  // TRUST_PROXY=1: the server reads X-Forwarded-Host, and still no page may change with it.
  server = await startServer({ env: { PUBLIC_URL, TRUST_PROXY: "1" } });
  const sitemap = await httpGet(server.url, "/sitemap.xml", BROWSER);
  const addresses = sitemapAddresses(sitemap.text);
  paths = addresses.map((address) => {
    expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
    return address.slice(PUBLIC_URL.length);
  });
});
afterAll(() => server?.stop());

describe("every page of sitemap.xml, in both languages", () => {
  it("is listed at the public address in both languages", () => {
    expect(paths).toContain("/ready-brehon");
    expect(paths).toContain("/ga/ready-brehon");
    expect(paths).toContain("/petitions");
    expect(paths.length).toBeGreaterThan(100);
  });

  it("is the same bytes for two anonymous visitors and a forged Host, with a shared-cache policy", async () => {
    for (const path of paths) {
      const first = await httpGet(server.url, path, BROWSER);
      const second = await httpGet(server.url, path, BROWSER);
      const forged = await httpGet(server.url, path, FORGED);
      expect(first.status, path).toBe(200);
      expect(second.raw.equals(first.raw), `${path}: two visitors`).toBe(true);
      expect(forged.text, `${path}: forged Host`).toBe(first.text);
      for (const answer of [first, forged]) {
        expect(answer.text).not.toMatch(/evil\d?\.example|127\.0\.0\.1|localhost/);
        expect(answer.headers["cache-control"], path).toMatch(SHARED_POLICY);
        expect(sharedCanRevalidate(answer.headers), path).toBe(true);
        expect(answer.headers["set-cookie"], path).toBeUndefined();
        expect(answer.headers.vary ?? "", path).not.toMatch(/cookie/i);
      }
      expect(first.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"/>`);
      expect(first.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"/>`);
      expect(first.text).toContain(`<meta property="og:image" content="${PUBLIC_URL}/images/share.png"/>`);
    }
  });
});

describe("files that name the public address", () => {
  it.each(["/sitemap.xml", "/robots.txt", "/announcements/feed.xml", "/ga/announcements/feed.xml"])(
    "%s names PUBLIC_URL only, and a forged Host changes nothing",
    async (path) => {
      const plain = await httpGet(server.url, path, BROWSER);
      const forged = await httpGet(server.url, path, FORGED);
      expect(plain.status).toBe(200);
      expect(forged.text).toBe(plain.text);
      expect(plain.text).toContain(PUBLIC_URL);
      expect(plain.text).not.toMatch(/evil\d?\.example|127\.0\.0\.1|localhost/);
      expect(plain.headers["cache-control"]).toMatch(/stale-if-error=\d{6,}/);
    },
  );

  it("a petition's page names PUBLIC_URL in its canonical and language addresses", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Public address", description: "Shared links name the public address." }),
    });
    const { petition } = (await created.json()) as { petition: { id: number } };
    const page = `/ga/petitions/${petition.id}`;
    const first = await httpGet(server.url, page, BROWSER);
    const forged = await httpGet(server.url, page, FORGED);
    expect(first.status).toBe(200);
    expect(forged.text).toBe(first.text);
    expect(first.text).toContain(`href="${PUBLIC_URL}/petitions/${petition.id}"`);
    expect(first.text).toContain(`href="${PUBLIC_URL}/ga/petitions/${petition.id}"`);
    expect(first.text).not.toMatch(/evil\d?\.example|127\.0\.0\.1/);
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=[1-9]\b/);
  });
});

describe("the cache policy of what is not a page", () => {
  it("writes, the per-visitor reads, event streams, errors and refusals are never stored", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Cache policy", description: "What may be kept, and by whom." }),
    });
    // It marks this browser's own change (server/http/own-writes.ts): a cookie, so for it alone.
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const { petition } = (await created.json()) as { petition: { id: number } };

    const signed = await fetch(`${server.url}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    const cookie = signed.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^brehon_signer=/);
    expect(signed.headers.get("cache-control")).toBe("private, no-store");

    const signerCookie = cookie.split(";")[0] as string;
    const anonymousRead = await httpGet(server.url, `/api/petitions/${petition.id}`, BROWSER);
    expect(anonymousRead.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d\b/);
    // A read is the same whatever the cookie; what this browser signed is its own request, never stored.
    const signerRead = await httpGet(server.url, `/api/petitions/${petition.id}`, { ...BROWSER, Cookie: signerCookie });
    expect(signerRead.headers["cache-control"]).toBe(anonymousRead.headers["cache-control"]);
    expect(signerRead.text).toBe(anonymousRead.text);
    const ownMarks = await httpGet(server.url, `/api/petitions/signed?ids=${petition.id}`, {
      ...BROWSER,
      Cookie: signerCookie,
    });
    expect(ownMarks.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(ownMarks.text)).toEqual({ signed: [petition.id] });

    const stream = await fetch(`${server.url}/api/petitions/${petition.id}/events`, { headers: BROWSER });
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.body?.cancel();

    for (const path of ["/no-such-page", "/ga/no-such-page", "/api/petitions/99999", "/petitions/99999", "/healthz"]) {
      const answer = await httpGet(server.url, path, BROWSER);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
  });

  it("hashed assets are immutable, the service worker is checked on each visit", async () => {
    const home = await httpGet(server.url, "/", BROWSER);
    const script = /<script type="module" src="([^"]+)"/.exec(home.text)?.[1] as string;
    expect((await httpGet(server.url, script, BROWSER)).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const worker = await httpGet(server.url, "/sw.js", BROWSER);
    expect(worker.status).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-type"]).toMatch(/^text\/javascript/);
  });
});

describe("compressed once, served from memory", () => {
  it("negotiates brotli, gzip and identity, with a strong ETag per coding, 304 and HEAD", async () => {
    const identity = await httpGet(server.url, "/ready-brehon", { "Accept-Encoding": "identity" });
    const gzip = await httpGet(server.url, "/ready-brehon", { "Accept-Encoding": "gzip" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(identity.text);
    // This server's PUBLIC_URL is not the build's: its pages were compressed again once, at start-up.
    const br = await httpGet(server.url, "/ready-brehon", BROWSER);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.text).toBe(identity.text);
    for (const answer of [identity, gzip, br]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    }
    expect(new Set([identity.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);

    const notModified = await httpGet(server.url, "/ready-brehon", {
      ...BROWSER,
      "If-None-Match": String(br.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.raw.length).toBe(0);
    expect(notModified.headers["cache-control"]).toMatch(SHARED_POLICY);

    const head = await httpGet(server.url, "/ready-brehon", BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(br.raw.length));
    expect(head.headers.etag).toBe(br.headers.etag);
  });

  it("without PUBLIC_URL, pages name http://localhost:$PORT (as `npm start` serves them)", async () => {
    const plain = await startServer({ env: { PUBLIC_URL: undefined } });
    try {
      for (const address of ["/ready-brehon", "/petitions"]) {
        const page = await httpGet(plain.url, address, { ...BROWSER, Host: "evil.example" });
        expect(page.text).toContain(`<link rel="canonical" href="http://localhost:${plain.port}${address}"/>`);
      }
      const sitemap = await httpGet(plain.url, "/sitemap.xml", BROWSER);
      expect(sitemap.text).toContain(`<loc>http://localhost:${plain.port}/ready-brehon</loc>`);
    } finally {
      await plain.stop();
    }
  });

  it("with PUBLIC_URL as the build was made, sends the build's own brotli and gzip files", async () => {
    const buildOrigin = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "build/server/public-origin.json"), "utf8"))
      .origin as string;
    const asBuilt = await startServer({ env: { PUBLIC_URL: buildOrigin } });
    try {
      const client = path.join(PROJECT_ROOT, "build/client");
      for (const [address, file] of [
        ["/", "index.html"],
        ["/ga/ready-brehon", "ga/ready-brehon/index.html"],
        ["/manifest.webmanifest", "manifest.webmanifest"],
        ["/sw.js", "sw.js"],
      ] as const) {
        const br = await httpGet(asBuilt.url, address, BROWSER);
        expect(br.headers["content-encoding"], address).toBe("br");
        expect(br.raw.equals(readFileSync(path.join(client, `${file}.br`))), address).toBe(true);
        const gzip = await httpGet(asBuilt.url, address, { "Accept-Encoding": "gzip" });
        expect(gzip.raw.equals(readFileSync(path.join(client, `${file}.gz`))), address).toBe(true);
        expect(br.text).toBe(readFileSync(path.join(client, file), "utf8"));
      }
    } finally {
      await asBuilt.stop();
    }
  });
});

describe("the Content-Security-Policy of every kind of page", () => {
  const kinds = {
    prerendered: "/ready-brehon",
    "prerendered, Irish": "/ga",
    "a form": "/services/citizenship/passport-application",
    "rendered per request": "/privacy-policy",
    "the petitions list": "/petitions",
    "search results": "/search?q=pas",
    "page not found": "/no-such-page",
  };

  it.each(Object.entries(kinds))("%s allows the portal's own scripts only, and loads no other", async (_kind, path) => {
    const answer = await httpGet(server.url, path, BROWSER);
    const csp = String(answer.headers["content-security-policy"]);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(csp).not.toMatch(/nonce|unsafe-inline'[^;]*script|unsafe-eval/);
    const scripts = answer.text.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toContain("nonce=");
      if (/type="application\/json"/.test(script)) continue;
      expect(script, path).toMatch(/^<script type="module" src="\/assets\/[^"]+\.js"><\/script>$/);
    }
  });
});
