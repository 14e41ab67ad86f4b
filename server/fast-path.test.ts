import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FastSource, memoryAnswerer } from "./fast-path";
import { CACHE_POLICY } from "./http/cache-policy";
import { strongEtag } from "./http/encoding";
import { createPipeline } from "./http/pipeline";
import { securityHeaderList } from "./http/security";

const html = Buffer.from("<!doctype html><title>Ready</title>");
const page = {
  identity: html,
  br: Buffer.from("br-bytes"),
  gzip: gzipSync(html),
  etag: strongEtag(html),
  type: "text/html; charset=utf-8",
};
const shutdown = new AbortController();
const proxyCheck = vi.fn();
const source: FastSource = (path) => (path === "/ready-brehon" ? { body: page, status: 200 } : undefined);
// The pipeline with the in-memory answerer, no early writes, and a router that answers 418: what the
// in-memory answerer leaves reaches it, where the portal has Express.
const handle = createPipeline({
  development: false,
  trustProxy: true,
  trust: () => false,
  shutdownSignal: shutdown.signal,
  proxyCheck,
  memory: memoryAnswerer({ sources: [source] }),
  write: () => undefined,
  router: (_req, res) => {
    res.writeHead(418).end();
  },
});

let server: Server;
let base: string;
beforeAll(async () => {
  // What the fast path leaves is answered 418 here, where the portal hands it to Express.
  server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${base}${path}`, { method, headers: { "accept-encoding": "br, gzip", ...headers } });

/** The status of a request sent as written (fetch would tidy the path and drop a GET's Content-Length). */
const statusOf = (path: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(base);
    const sent = request({ host: url.hostname, port: url.port, path, headers, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    sent.on("error", reject);
    sent.end();
  });

describe("the in-memory answerer, through the pipeline", () => {
  it("answers a stored page with its coding, validators, policy and security headers", async () => {
    const response = await get("/ready-brehon", { "x-request-id": "fast-1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("etag")).toBe(`${page.etag.slice(0, -1)}-br"`);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe(CACHE_POLICY.page);
    for (const [name, value] of securityHeaderList({ development: false })) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get("x-request-id")).toBe("fast-1");
    expect(proxyCheck).toHaveBeenCalled();
  });

  it("negotiates gzip and identity, answers 304 to its ETag, and HEAD without a body", async () => {
    const gzip = await get("/ready-brehon/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(html.toString());
    const identity = await get("/ready-brehon", { "accept-encoding": "identity" });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("content-length")).toBe(String(html.length));
    const again = await get("/ready-brehon", {
      "if-none-match": String(gzip.headers.get("etag")),
      "accept-encoding": "gzip",
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toMatch(/^public, /);
    const head = await get("/ready-brehon", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(page.br.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([
    ["an escaped path", "/ready-%2Fbrehon", {}],
    ["an address it does not keep", "/elsewhere", {}],
  ])("leaves %s to the next answerer", async (_label, path, headers) => {
    expect(await statusOf(path, headers)).toBe(418);
  });

  it.each([
    ["another spelling", "/ready-%62rehon", {}, 301],
    ["a dot segment", "/x/../ready-brehon", {}, 301],
    ["a malformed escape in the query", "/ready-brehon?q=%zz", {}, 400],
    ["a NUL in the query", "/ready-brehon?q=%00", {}, 400],
    ["a forged X-Forwarded-Proto", "/ready-brehon", { "x-forwarded-proto": "gopher" }, 400],
    ["a bad X-Forwarded-Host", "/ready-brehon", { "x-forwarded-host": "a b" }, 400],
  ])("is never asked for %s, which the steps before it answer", async (_label, path, headers, status) => {
    expect(await statusOf(path, { host: "portal.example", ...headers })).toBe(status);
  });

  it("leaves a POST, and a GET with a body, to the next answerer", async () => {
    expect((await fetch(`${base}/ready-brehon`, { method: "POST", body: "x" })).status).toBe(418);
    expect(await statusOf("/ready-brehon", { "content-length": "0" })).toBe(418);
    expect(await statusOf("/ready-brehon")).toBe(200);
  });

  it("is not asked once the server is shutting down", async () => {
    shutdown.abort();
    expect((await get("/ready-brehon")).status).toBe(418);
  });
});
