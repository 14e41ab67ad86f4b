import { readdirSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../support/wait";
import { jsonLines, PROJECT_ROOT, type ServerProcess, startServer } from "./harness";
import { httpGet } from "./http-client";

/**
 * The fast path (server/fast-path.ts) answers the built files, the petition
 * and search results pages and the API's reads kept current, before Express. A GET with `Content-Length: 0` takes the
 * general path to the same files: both must send the same bytes and headers.
 */

// The test hooks' headers say which process and step answered: they differ between the paths on purpose.
const PER_RESPONSE = new Set(["date", "x-request-id", "connection", "keep-alive", "x-test-process", "x-test-step"]);
const headersOf = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));
/** Through the general path: the fast path leaves any request with a body, even an empty one. */
const GENERAL = { "Content-Length": "0" };

const asset = readdirSync(path.join(PROJECT_ROOT, "build/client/assets")).find((name) => name.endsWith(".js"));
let server: ServerProcess;
let petition = 0;

beforeAll(async () => {
  // Test hooks: each answer says which step sent it (X-Test-Step), so a bypassed fast path fails here.
  // More petitions than one address may create a minute by default (RATE_LIMIT_CREATE).
  server = await startServer({
    testHooks: true,
    env: { PUBLIC_URL: "https://www.gov.brehon.example", RATE_LIMIT_CREATE: "100" },
  });
  const created = await fetch(`${server.url}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Fast path petition", description: "Served from memory." }),
  });
  petition = ((await created.json()) as { petition: { id: number } }).petition.id;
});
afterAll(() => server?.stop());

describe("the fast path and the general path", () => {
  const addresses = () => [
    "/",
    "/ready-brehon",
    "/ga/ready-brehon",
    `/assets/${asset}`,
    "/sw.js",
    `/petitions/${petition}`,
    "/search?q=passport",
    // The API's reads, on the same footing as the pages (issue 32).
    "/api/petitions",
    "/api/petitions?sort=newest&page=1",
    `/api/petitions/${petition}`,
  ];

  it.each([
    ["br", { "Accept-Encoding": "gzip, deflate, br, zstd" }],
    ["gzip", { "Accept-Encoding": "gzip" }],
    ["identity", {}],
  ])("send the same bytes and headers (%s)", async (_coding, encoding) => {
    for (const address of addresses()) {
      // The first request of a petition page renders it; the next ones find it kept.
      await httpGet(server.url, address, encoding);
      const fast = await httpGet(server.url, address, encoding);
      const general = await httpGet(server.url, address, { ...encoding, ...GENERAL });
      expect(fast.status, address).toBe(200);
      expect(fast.headers["x-test-step"], address).toBe("memory");
      expect(general.headers["x-test-step"], address).toBe("app");
      expect(headersOf(fast.headers), address).toEqual(headersOf(general.headers));
      expect(fast.raw.equals(general.raw), address).toBe(true);
      expect(fast.headers["content-security-policy"], address).toMatch(/script-src 'self'/);
      expect(fast.headers["strict-transport-security"], address).toMatch(/max-age=/);
    }
  });

  it("answer 304 and HEAD alike", async () => {
    for (const address of addresses()) {
      const first = await httpGet(server.url, address, { "Accept-Encoding": "br" });
      const conditional = { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) };
      const fast = await httpGet(server.url, address, conditional);
      const general = await httpGet(server.url, address, { ...conditional, ...GENERAL });
      expect(fast.status, address).toBe(304);
      expect(fast.headers["x-test-step"], address).toBe("memory");
      expect(headersOf(fast.headers), address).toEqual(headersOf(general.headers));
      const fastHead = await httpGet(server.url, address, { "Accept-Encoding": "br" }, "HEAD");
      const generalHead = await httpGet(server.url, address, { "Accept-Encoding": "br", ...GENERAL }, "HEAD");
      expect(headersOf(fastHead.headers), address).toEqual(headersOf(generalHead.headers));
      expect(fastHead.raw.length).toBe(0);
    }
  });

  it("log one line per request, with the request id sent back", async () => {
    const answer = await httpGet(server.url, "/ready-brehon?utm_source=x", { "X-Request-Id": "fast-path-log" });
    expect(answer.headers["x-request-id"]).toBe("fast-path-log");
    await server.waitForLine(/"reqId":"fast-path-log"/);
    const lines = jsonLines(server.stdout).filter((line) => line.reqId === "fast-path-log");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request", method: "GET", path: "/ready-brehon", status: 200 });
  });

  it("leave writes, fresh reads asked for and per-visitor answers to the app", async () => {
    for (const address of ["/api/petitions/signed?ids=1", "/healthz", "/api/petitions?page=0"]) {
      expect((await httpGet(server.url, address)).headers["x-test-step"], address).toBe("app");
    }
    // A client that asks for a fresh answer (the pages, right after the visitor's own change) is read for.
    const fresh = await httpGet(server.url, `/api/petitions/${petition}`, { "Cache-Control": "no-cache" });
    expect(fresh.headers["x-test-step"]).toBe("app");
    expect(fresh.headers.etag).toMatch(/^"/);
    // Signed on a petition of its own: the database's notice of a change arrives a moment after it, and
    // the next test reads `petition` as one nothing has changed since it was created.
    const own = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Signed by the writes test", description: "A petition of its own." }),
    });
    const ownId = ((await own.json()) as { petition: { id: number } }).petition.id;
    // A creation has a body: Express answers it. A signature has none: the write step does.
    expect(own.headers.get("x-test-step")).toBe("app");
    const signed = await fetch(`${server.url}/api/petitions/${ownId}/signatures`, { method: "POST" });
    expect(signed.status).toBe(201);
    expect(signed.headers.get("x-test-step")).toBe("write");
  });

  it("keep a petition's page in memory while another petition is signed (keyed invalidation)", async () => {
    const other = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Another petition", description: "Signed while the first is read." }),
    });
    const otherId = ((await other.json()) as { petition: { id: number } }).petition.id;
    // Both kept and answered from memory before the other petition is signed.
    for (const address of [`/petitions/${petition}`, `/api/petitions/${petition}`]) {
      await waitFor(async () => (await httpGet(server.url, address)).headers["x-test-step"], {
        until: (step) => step === "memory",
        what: `${address} answered from memory`,
      });
    }
    const signedOther = await fetch(`${server.url}/api/petitions/${otherId}/signatures`, { method: "POST" });
    expect(signedOther.status).toBe(201);
    for (const address of [`/petitions/${petition}`, `/api/petitions/${petition}`]) {
      expect((await httpGet(server.url, address)).headers["x-test-step"], address).toBe("memory");
    }
    // The list shows both: it is no longer current, and is drawn again. (A list drawn less than a quarter
    // of a second before is still given meanwhile, so the wait has a deadline rather than one request.)
    await waitFor(async () => (await httpGet(server.url, "/api/petitions")).headers["x-test-step"], {
      until: (step) => step === "app",
      what: "the list drawn again after the other petition's signature",
    });
  });

  it("refuse what the request guard refuses", async () => {
    const badHost = await httpGet(server.url, "/ready-brehon", { Host: "a b" });
    expect(badHost.status).toBe(400);
    const badQuery = await httpGet(server.url, "/ready-brehon?q=%zz");
    expect(badQuery.status).toBe(400);
    expect(badQuery.headers["cache-control"]).toBe("no-store");
  });
});

/**
 * The write step (server/write-step.ts) answers a signature through the API before Express; the same
 * request with a body (even an empty one, sent chunked) takes the general path. Both must answer alike.
 */
describe("the write step and the general path", () => {
  /** Through the general path: the write step leaves any request with a body. */
  const WITH_BODY = { "Transfer-Encoding": "chunked" };
  /** The headers, with the signer cookie's value (new for each browser) left out. */
  const comparable = (headers: IncomingHttpHeaders) => ({
    ...Object.fromEntries(Object.entries(headersOf(headers)).filter(([name]) => name !== "set-cookie")),
    cookie: (headers["set-cookie"] ?? []).map((line) => line.replace(/=[^;]*/, "=…")),
  });

  const newPetition = async (title: string) => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title, description: "Signed through both paths." }),
    });
    return ((await created.json()) as { petition: { id: number } }).petition.id;
  };

  it("sign alike: the same status, headers and answer, and each signature counted", async () => {
    const id = await newPetition("Signed by both paths");
    const address = `/api/petitions/${id}/signatures`;
    const early = await httpGet(server.url, address, {}, "POST");
    const general = await httpGet(server.url, address, WITH_BODY, "POST");
    expect(early.headers["x-test-step"]).toBe("write");
    expect(general.headers["x-test-step"]).toBe("app");
    expect([early.status, general.status]).toEqual([201, 201]);
    expect(comparable(early.headers)).toEqual(comparable(general.headers));
    expect(early.headers["set-cookie"]?.[0]).toMatch(
      /^brehon_signer=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const [first, second] = [JSON.parse(early.text), JSON.parse(general.text)];
    expect(first).toEqual({ signatureCount: 1, receipt: expect.stringMatching(/^[0-9A-Z]{5}(?:-[0-9A-Z]{5}){5}$/) });
    expect(second).toEqual({ signatureCount: 2, receipt: expect.stringMatching(/^[0-9A-Z]{5}(?:-[0-9A-Z]{5}){5}$/) });

    // The same browser again: already signed, in the same words by either path.
    const cookie = { Cookie: String(early.headers["set-cookie"]?.[0]).split(";")[0] ?? "" };
    const again = await httpGet(server.url, address, cookie, "POST");
    const againGeneral = await httpGet(server.url, address, { ...cookie, ...WITH_BODY }, "POST");
    expect([again.headers["x-test-step"], againGeneral.headers["x-test-step"]]).toEqual(["write", "app"]);
    expect([again.status, againGeneral.status]).toEqual([409, 409]);
    expect(headersOf(again.headers)).toEqual(headersOf(againGeneral.headers));
    expect(again.text).toBe(againGeneral.text);
  });

  it("know a repeated first attempt (Idempotency-Key) alike: the same signer, given the same cookie", async () => {
    const id = await newPetition("Repeated after a lost answer");
    const address = `/api/petitions/${id}/signatures`;
    const attempt = { "Idempotency-Key": "0b8f2b6e-5f0c-4c9a-9d8e-2a7c1e3f4b5d" };
    const first = await httpGet(server.url, address, attempt, "POST");
    const repeatEarly = await httpGet(server.url, address, attempt, "POST");
    const repeatGeneral = await httpGet(server.url, address, { ...attempt, ...WITH_BODY }, "POST");
    expect([
      first.headers["x-test-step"],
      repeatEarly.headers["x-test-step"],
      repeatGeneral.headers["x-test-step"],
    ]).toEqual(["write", "write", "app"]);
    expect([first.status, repeatEarly.status, repeatGeneral.status]).toEqual([201, 409, 409]);
    expect(headersOf(repeatEarly.headers)).toEqual(headersOf(repeatGeneral.headers));
    expect(repeatEarly.text).toBe(repeatGeneral.text);
    expect(JSON.parse(repeatEarly.text)).toMatchObject({ signatureCount: 1 });
    expect(String(repeatEarly.headers["set-cookie"]?.[0]).split(";")[0]).toBe(
      String(first.headers["set-cookie"]?.[0]).split(";")[0],
    );
  });

  it("answer in the language asked for, and a petition that does not exist alike", async () => {
    for (const [address, headers] of [
      ["/api/petitions/999999/signatures?lang=ga", {}],
      ["/api/petitions/999999/signatures", { "Accept-Language": "ga-IE, en;q=0.5" }],
      ["/api/petitions/not-a-number/signatures", {}],
    ] as const) {
      const early = await httpGet(server.url, address, headers, "POST");
      const general = await httpGet(server.url, address, { ...headers, ...WITH_BODY }, "POST");
      expect(early.headers["x-test-step"], address).toBe("write");
      expect(early.status, address).toBe(404);
      expect(headersOf(early.headers), address).toEqual(headersOf(general.headers));
      expect(early.text, address).toBe(general.text);
    }
    const irish = await httpGet(server.url, "/api/petitions/999999/signatures?lang=ga", {}, "POST");
    const english = await httpGet(server.url, "/api/petitions/999999/signatures", {}, "POST");
    expect(irish.text).not.toBe(english.text);
  });

  it("are never asked what the pipeline's shared checks refuse: another site, a bad Host, a bad query", async () => {
    const address = `/api/petitions/${petition}/signatures`;
    const crossSite = await httpGet(server.url, address, { Origin: "https://elsewhere.example" }, "POST");
    expect([crossSite.status, crossSite.headers["x-test-step"]]).toEqual([403, "checks"]);
    const badHost = await httpGet(server.url, address, { Host: "a b" }, "POST");
    expect([badHost.status, badHost.headers["x-test-step"]]).toEqual([400, "checks"]);
    const badQuery = await httpGet(server.url, `${address}?lang=%zz`, {}, "POST");
    expect([badQuery.status, badQuery.headers["x-test-step"]]).toEqual([400, "checks"]);
  });

  it("log one line per signature, with the request id sent back", async () => {
    const id = await newPetition("Signed and logged");
    const answer = await httpGet(
      server.url,
      `/api/petitions/${id}/signatures`,
      { "X-Request-Id": "write-step-log" },
      "POST",
    );
    expect(answer.headers["x-request-id"]).toBe("write-step-log");
    await server.waitForLine(/"reqId":"write-step-log"/);
    const lines = jsonLines(server.stdout).filter((line) => line.reqId === "write-step-log");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request",
      method: "POST",
      path: `/api/petitions/${id}/signatures`,
      status: 201,
    });
  });
});
