import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type ServerProcess, startServer } from "./harness";
import { postChunked } from "./http-client";

/**
 * The refusals the server writes itself, before a page knows its language, answer in the address's
 * language (`/ga/…` is Irish) and, for the API, in the request's (`?lang=ga` or Accept-Language):
 * 400, 403, 405, 413 and 429, each asked on an Irish address. English addresses keep English.
 */

let server: ServerProcess;
let petitionId = 0;
beforeAll(async () => {
  server = await startServer({
    // Two searches: the refused page post's look for similar petitions counts as one (issue 52).
    env: { RATE_LIMIT_CREATE: "1", RATE_LIMIT_SEARCH: "2", RATE_LIMIT_STREAMS: "1" },
  });
  const created = await fetch(`${server.url}/api/petitions?lang=ga`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Leabharlann ar an Domhnach", description: "Oscailte." }),
  });
  expect(created.status).toBe(201);
  petitionId = ((await created.json()) as { petition: { id: number } }).petition.id;
});
afterAll(() => server?.stop());

const raw = (request: string) => rawRequest(server.port, `${request}\r\n\r\n`);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe("refusals on Irish addresses", () => {
  it("405: a method the portal does not take, on a page, the API and the search", async () => {
    const page = await raw("PUT /ga/petitions HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(page.status).toBe(405);
    expect(page.body).toBe("Ní cheadaítear an modh seo anseo. Glacann an tairseach le GET, HEAD agus POST.");
    const english = await raw("PUT /petitions HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(english.body).toBe("This method is not allowed here. The portal answers GET, HEAD and POST.");

    const api = await fetch(`${server.url}/api/petitions?lang=ga`, { method: "DELETE" });
    expect(api.status).toBe(405);
    expect(await errorOf(api)).toMatch(/^Ní cheadaítear an modh seo anseo\./);
    const asked = await fetch(`${server.url}/api/petitions`, { method: "PATCH", headers: { "Accept-Language": "ga" } });
    expect(await errorOf(asked)).toMatch(/^Ní cheadaítear an modh seo anseo\./);

    const search = await fetch(`${server.url}/api/search?lang=ga`, { method: "POST" });
    expect(search.status).toBe(405);
    expect(await errorOf(search)).toBe("Ní ghlacann an cuardach ach le hiarratais GET.");
  });

  it("400: a malformed address, a missing Host, a form that is not UTF-8, a JSON body that is not JSON", async () => {
    const malformed = await raw("GET /ga/petitions/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatch(/^Tá '%' sa seoladh nach bhfuil dhá dhigit heicsidheachúlacha ina dhiaidh/);

    const nul = await raw("GET /ga/search?q=%00 HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(nul.status).toBe(400);
    expect(nul.body).toBe("Tá carachtar NUL sa seoladh.");

    const host = await raw("GET /ga/petitions HTTP/1.0");
    expect(host.status).toBe(400);
    expect(host.body).toMatch(/^Níl ceanntásc Host san iarratas\./);

    const badHost = await raw("GET /ga HTTP/1.1\r\nHost: [\r\nConnection: close");
    expect(badHost.status).toBe(400);
    expect(badHost.body).toMatch(/^Níl ainm óstríomhaire ná seoladh bailí sa cheanntásc Host/);

    const notUtf8 = await fetch(`${server.url}/ga/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=create&title=%C3%28&description=Focail",
      redirect: "manual",
    });
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.text()).toBe(
      "Ní UTF-8 bailí é téacs na foirme: seol i bhformáid UTF-8 é, le héalúcháin nuair is gá.",
    );

    const notJson = await fetch(`${server.url}/api/petitions/${petitionId}/reports?lang=ga`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect(await errorOf(notJson)).toBe("Ní JSON bailí é corp an iarratais.");
    const elsewhere = await fetch(`${server.url}/api/anything?lang=ga`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(elsewhere.status).toBe(400);
    expect(await errorOf(elsewhere)).toBe("Ní JSON bailí é corp an iarratais.");
  });

  it("403: a write from another site", async () => {
    const response = await fetch(`${server.url}/ga/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" },
      body: form({ intent: "sign", petitionId: String(petitionId) }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^Ní féidir le hiarratais ó shuímh eile aon rud a athrú ar an tairseach\./);
  });

  it("413: a body announced too large, one that grows too large, and the API's", async () => {
    const announced = await fetch(`${server.url}/ga/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ intent: "create", title: "a".repeat(100_000) }),
    });
    expect(announced.status).toBe(413);
    expect(await announced.text()).toBe("Tá corp an iarratais rómhór: glacann leathanach le 32 kB ar a mhéad.");

    const chunked = await postChunked(server.url, "/ga/petitions", 200 * 1024);
    expect(chunked.status).toBe(413);
    expect(chunked.body).toBe("Tá corp an iarratais rómhór: glacann leathanach le 32 kB ar a mhéad.");
    const english = await postChunked(server.url, "/petitions", 200 * 1024);
    expect(english.body).toBe("The request body is too large: a page accepts at most 32 kB.");

    const api = await fetch(`${server.url}/api/petitions?lang=ga`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "a".repeat(40_000), description: "b" }),
    });
    expect(api.status).toBe(413);
    expect(await errorOf(api)).toBe("Tá corp an iarratais rómhór.");
  });

  it("429: petitions created, searches and live-count streams past their allowance", async () => {
    // The one creation allowed was the set-up's.
    const page = await fetch(`${server.url}/ga/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ intent: "create", title: "Dara achainí", description: "Focail." }),
      redirect: "manual",
    });
    expect(page.status).toBe(429);
    // The short page of a refused post (app/petitions/refused-post.ts), in Irish.
    expect(await page.text()).toContain("Tháinig go leor iarratas ó do cheangal i mbeagán ama.");
    const api = await fetch(`${server.url}/api/petitions?lang=ga`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Dara achainí", description: "Focail." }),
    });
    expect(api.status).toBe(429);
    expect(await errorOf(api)).toBe("An iomarca iarratas ó do cheangal. Fan nóiméad agus bain triail eile as.");

    expect((await fetch(`${server.url}/ga/search?q=pas`)).status).toBe(200);
    const search = await fetch(`${server.url}/ga/search?q=pas`);
    expect(search.status).toBe(429);
    expect(await search.text()).toContain("Chuardaigh tú go minic i mbeagán ama");
    const searchApi = await fetch(`${server.url}/api/search?q=pas&lang=ga`);
    expect(searchApi.status).toBe(429);
    expect(await errorOf(searchApi)).toMatch(/^Chuardaigh tú go minic i mbeagán ama/);

    const first = new AbortController();
    const open = await fetch(`${server.url}/api/petitions/${petitionId}/events?lang=ga`, { signal: first.signal });
    expect(open.status).toBe(200);
    try {
      const second = await fetch(`${server.url}/api/petitions/${petitionId}/events?lang=ga`);
      expect(second.status).toBe(429);
      expect(await errorOf(second)).toMatch(/^Tá an iomarca sruthanna beo de líon na sínithe oscailte/);
    } finally {
      first.abort();
      await open.body?.cancel().catch(() => {});
    }
  });
});
