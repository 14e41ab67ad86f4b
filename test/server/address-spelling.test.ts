import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition } from "../support/requests";
import { addStaffAccount, freshDataDir, jsonLines, rawRequest, type ServerProcess, startServer } from "./harness";
import { httpGet } from "./http-client";

/**
 * An address in another case is never answered under another address's rules (issues 32 and 33):
 * the router matches paths without regard to case, the cache policy, rate limits and page caches do
 * not, so a GET is sent to the lower-case spelling and any other method is refused.
 */
let server: ServerProcess;
let petitionId = 0;
let signerCookie = "";

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-frame-options",
  "referrer-policy",
  "x-content-type-options",
];

let dataDir = "";
/** A member of staff's one-time set-up link (a path), never used here: only looked at in other spellings. */
let setupLink = "";

beforeAll(async () => {
  dataDir = freshDataDir();
  setupLink = await addStaffAccount(dataDir, "spelling-admin@example.ie", "admin");
  server = await startServer({ database: "none", env: { DATA_DIR: dataDir, METRICS: "1", RATE_LIMIT_SEARCH: "5" } });
  petitionId = await createPetition(server.url, {
    title: "A footbridge at Ballyglass",
    description: "So that children can walk to school.",
    category: "infrastructure",
  });
  const signed = await fetch(`${server.url}/api/petitions/${petitionId}/signatures`, { method: "POST" });
  expect(signed.status).toBe(201);
  signerCookie = (signed.headers.get("set-cookie") ?? "").split(";")[0] as string;
  expect(signerCookie).not.toBe("");
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// First: the search limit (RATE_LIMIT_SEARCH=5) is used up by a later test.
describe("the search API without lang", () => {
  it("follows Accept-Language and says so in Vary, so a shared cache keeps one answer per language", async () => {
    const english = await httpGet(server.url, "/api/search?q=petition", { "accept-language": "en" });
    const irish = await httpGet(server.url, "/api/search?q=achaini", { "accept-language": "ga" });
    for (const answer of [english, irish]) {
      expect(String(answer.headers.vary).toLowerCase()).toContain("accept-language");
    }
    expect((JSON.parse(english.text) as { language: string }).language).toBe("en");
    expect((JSON.parse(irish.text) as { language: string }).language).toBe("ga");
  });
});

describe("addresses in another case", () => {
  const misspelled = () => [
    "/API/PETITIONS/SIGNED?ids=1,2,3",
    "/Api/Petitions/Signed?ids=1",
    "/API/SEARCH?q=water",
    "/Search?q=water",
    "/ga/Search?q=uisce",
    "/GA/search?q=uisce",
    "/SEARCH.data?q=water",
    `/Petitions/${petitionId}`,
    `/API/PETITIONS/${petitionId}`,
    "/API/PETITIONS.CSV",
    "/METRICS",
    "/HEALTHZ",
    "/Ready-Brehon",
    "/GA",
  ];

  it("are sent to their lower-case spelling, with the query, the security headers and a policy of their own", async () => {
    for (const path of misspelled()) {
      const answer = await httpGet(server.url, path, { cookie: signerCookie, "accept-encoding": "gzip, br" });
      expect(answer.status, path).toBe(301);
      const [pathname, query] = path.split("?");
      expect(answer.headers.location, path).toBe(`${pathname?.toLowerCase()}${query ? `?${query}` : ""}`);
      expect(answer.headers["cache-control"], path).toBe("public, max-age=3600, s-maxage=86400");
      expect(answer.headers.vary, path).toBeUndefined();
      expect(answer.headers["set-cookie"], path).toBeUndefined();
      for (const header of SECURITY_HEADERS) expect(answer.headers[header], `${header} on ${path}`).toBeTruthy();
    }
  });

  it("never carry a signer's marks under a shared policy: the marks come only from the canonical address", async () => {
    const wrong = await httpGet(server.url, `/API/PETITIONS/SIGNED?ids=${petitionId}`, { cookie: signerCookie });
    expect(wrong.status).toBe(301);
    expect(wrong.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(wrong.text).toBe(`Moved to /api/petitions/signed?ids=${petitionId}\n`);
    const right = await httpGet(server.url, `/api/petitions/signed?ids=${petitionId}`, { cookie: signerCookie });
    expect(right.status).toBe(200);
    expect(right.headers["cache-control"]).toMatch(/no-store|private/);
    expect(right.headers["cache-control"]).not.toMatch(/public|s-maxage/);
  });

  it("cannot be used to skip the search limit: past it, only the canonical address is searched, and refused", async () => {
    for (let index = 0; index < 12; index++) {
      const spelled = ["/Search", "/SEARCH", "/API/SEARCH", "/ga/Search"][index % 4] as string;
      const answer = await httpGet(server.url, `${spelled}?q=water${index}`);
      expect(answer.status).toBe(301);
    }
    const statuses: number[] = [];
    // Two searches were made by the test of Vary; three are left.
    for (let index = 0; index < 5; index++) {
      statuses.push((await httpGet(server.url, `/api/search?q=river${index}&lang=en`)).status);
    }
    // RATE_LIMIT_SEARCH=5: the misspelled addresses counted nothing and searched nothing.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("refuse a write with 404 and store nothing", async () => {
    const before = (await (await fetch(`${server.url}/api/petitions`)).json()) as { total: number };
    for (const [method, path, language] of [
      ["POST", "/API/PETITIONS", "en"],
      ["POST", `/Api/Petitions/${petitionId}/Signatures`, "en"],
      ["POST", `/GA/petitions/${petitionId}`, "ga"],
      ["DELETE", "/Petitions", "en"],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Sneaked in", description: "Under another spelling.", category: "other" }),
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.text()).toContain(language === "ga" ? "Níor aimsíodh an leathanach" : "Page Not Found");
    }
    const after = (await (await fetch(`${server.url}/api/petitions`)).json()) as { total: number };
    expect(after.total).toBe(before.total);
    const petition = (await (await fetch(`${server.url}/api/petitions/${petitionId}`)).json()) as {
      petition: { signatureCount: number };
    };
    expect(petition.petition.signatureCount).toBe(1);
  });

  it("leave built files and set-up links as they are", async () => {
    const home = await httpGet(server.url, "/");
    const asset = home.text.match(/\/assets\/[^"]*[A-Z][^"]*\.(?:js|css)/)?.[0];
    expect(asset, "a built file whose name has a capital").toBeTruthy();
    expect((await httpGet(server.url, asset as string)).status).toBe(200);
    // An unknown set-up link is the console's own answer, not a redirect.
    expect((await httpGet(server.url, "/admin/setup/AbCdEf")).status).not.toBe(301);
  });
});

/** A request sent byte for byte: fetch and URL would resolve dot segments and backslashes first. */
const raw = (path: string, method = "GET", headers: Record<string, string> = {}) =>
  rawRequest(
    server.port,
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}${method === "POST" ? "Content-Length: 0\r\n" : ""}\r\n`,
  );

/** The request log's line for a request id, once written (the request lines are written in batches). */
const logLineOf = (reqId: string) =>
  server.waitForLine(new RegExp(`"reqId":"${reqId}"`)).then((line) => jsonLines([line])[0] as Record<string, unknown>);

describe("addresses spelled with escapes, dot segments or doubled slashes (issue 52)", () => {
  it("are sent to their normal form, with the query, under the redirect's policy (a console address's stays the console's)", async () => {
    for (const [path, normal] of [
      ["/%61dmin/sign-in", "/admin/sign-in"],
      ["/%61dmin/audit.csv", "/admin/audit.csv"],
      [`/api/petitions/%73igned?ids=${1}`, "/api/petitions/signed?ids=1"],
      ["/api/petitions%2Dper-day.csv", "/api/petitions-per-day.csv"],
      ["/ready%2Dbrehon", "/ready-brehon"],
      ["/search/../admin/queue", "/admin/queue"],
      ["/ga/./search?q=uisce", "/ga/search?q=uisce"],
      ["//ready-brehon", "/ready-brehon"],
      ["/petitions//feed.xml", "/petitions/feed.xml"],
      ["/%2e%2e/ready-brehon", "/ready-brehon"],
    ] as const) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(normal);
      expect(answer.headers["cache-control"], path).toBe(
        normal.startsWith("/admin") ? "no-store, private" : "public, max-age=3600, s-maxage=86400",
      );
      expect(answer.headers["content-security-policy"], path).toBeTruthy();
    }
  });

  it("refuse any other method with 404 and run nothing", async () => {
    const answer = await raw(
      `/api/petitions/%3${String(petitionId).slice(0, 1)}${String(petitionId).slice(1)}/signatures`,
      "POST",
    );
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const petition = (await (await fetch(`${server.url}/api/petitions/${petitionId}`)).json()) as {
      petition: { signatureCount: number };
    };
    expect(petition.petition.signatureCount).toBe(1);
  });

  it("a backslash is refused (400), never redirected to an address a browser reads as another host", async () => {
    for (const path of ["/\\Evil.example", "/\\evil.example/x", "/api/\\x"]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.location, path).toBeUndefined();
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.body, path).toContain(path.startsWith("/api") ? '{"error":' : "backslash");
    }
  });

  it("a set-up link keeps its token's case, and is never answered (nor its token logged) under another spelling", async () => {
    const token = setupLink.slice("/admin/setup/".length);
    expect(token).toMatch(/[A-Z]/);
    const shouted = await raw(`/Admin/Setup/${token}`);
    expect(shouted.status).toBe(301);
    expect(shouted.headers.location).toBe(setupLink);
    expect(shouted.headers["cache-control"]).toBe("no-store, private");
    const detour = await raw(`/admin/setup/x/../${token}`, "GET", { "X-Request-Id": "setup-detour-52" });
    expect(detour.status).toBe(301);
    expect(detour.headers.location).toBe(setupLink);
    expect(detour.body).not.toContain("totp-secret");
    const line = await logLineOf("setup-detour-52");
    expect(line).toMatchObject({ status: 301, method: "GET" });
    expect(String(line.path)).toContain("[token]");
    // The link itself still works, at its normal address.
    expect((await httpGet(server.url, setupLink)).status).toBe(200);
    await server.waitForLine(
      /"status":200.*"path":"\/admin\/setup\/\[token\]"|"path":"\/admin\/setup\/\[token\]".*"status":200/,
    );
    expect(server.stdout.join("\n")).not.toContain(token);
  });

  it("every answer of the spelling step writes its request log line", async () => {
    for (const [path, method, status, id] of [
      ["/Search?q=x", "GET", 301, "spelling-301-52"],
      ["/%61pi/petitions", "POST", 404, "spelling-404-52"],
      ["/\\Evil.example", "GET", 400, "spelling-400-52"],
    ] as const) {
      const answer = await raw(path, method, { "X-Request-Id": id });
      expect(answer.status, path).toBe(status);
      expect(answer.headers["x-request-id"], path).toBe(id);
      expect(await logLineOf(id), path).toMatchObject({ reqId: id, method, status });
    }
  });
});
