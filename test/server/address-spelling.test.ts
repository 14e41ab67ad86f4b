import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition } from "../support/requests";
import { type ServerProcess, startServer } from "./harness";
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

beforeAll(async () => {
  server = await startServer({ env: { METRICS: "1", RATE_LIMIT_SEARCH: "5" } });
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
afterAll(() => server?.stop());

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
    // No console here: the set-up link's address is the app's own 404, not a redirect.
    expect((await httpGet(server.url, "/admin/setup/AbCdEf")).status).not.toBe(301);
  });
});
