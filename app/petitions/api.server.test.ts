import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { petitionsOn, serveApi } from "#test/support/petitions";
import { log } from "../../server/core/logger";
import { openDatabase } from "../../server/db/client";

const EMAIL = "secret.submitter@example.com";
/** A signature's receipt: six groups of five symbols of Crockford's base 32, shown once. */
const RECEIPT = expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe.each(TEST_BACKENDS)("the petitions JSON API on %s", (backend) => {
  const db = openTestDatabase(backend);
  let api: Awaited<ReturnType<typeof serveApi>>;
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const response = await postJson(`${api.base}/api/petitions`, { title, description: `About ${title}.`, ...extra });
    expect(response.status).toBe(201);
    return (await response.json()).petition as { id: number };
  };
  beforeAll(async () => {
    await db.ready();
    api = await serveApi(petitionsOn(db));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it("creates a petition and never gives back the email", async () => {
    const response = await postJson(`${api.base}/api/petitions`, {
      title: "  Safer crossings  ",
      description: "<script>alert(1)</script> Pedestrian crossings near schools.",
      submitterName: "Seán",
      submitterEmail: EMAIL,
      category: "public-services",
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(EMAIL);
    const { petition } = JSON.parse(text);
    expect(petition).toMatchObject({
      title: "Safer crossings",
      submitterName: "Seán",
      signatureCount: 0,
      closed: false,
    });
    expect(petition).not.toHaveProperty("submitterEmail");

    const one = await fetch(`${api.base}/api/petitions/${petition.id}`);
    expect(one.status).toBe(200);
    const oneText = await one.text();
    expect(oneText).not.toContain(EMAIL);
    expect(JSON.parse(oneText).petition).toMatchObject({ id: petition.id });
    // The same answer for every visitor: nothing in it is this browser's.
    expect(JSON.parse(oneText).petition).not.toHaveProperty("signed");
    expect(one.headers.get("vary") ?? "").not.toMatch(/cookie/i);

    const list = await fetch(`${api.base}/api/petitions?sort=newest`);
    expect(list.status).toBe(200);
    const listText = await list.text();
    expect(listText).not.toContain(EMAIL);
    expect(JSON.parse(listText).petitions[0]).toMatchObject({ id: petition.id });
    expect(JSON.parse(listText).petitions[0]).not.toHaveProperty("signed");
  });

  it("gives each petition the language it was written in: the requester's when it was created", async () => {
    const english = await create("Longer library hours");
    const irish = await (
      await postJson(`${api.base}/api/petitions?lang=ga`, {
        title: "Leabharlann ar an Domhnach",
        description: "Oscailte.",
      })
    ).json();
    for (const [id, language] of [
      [english.id, "en"],
      [irish.petition.id, "ga"],
    ] as const) {
      const one = await (await fetch(`${api.base}/api/petitions/${id}?lang=ga`)).json();
      expect(one.petition.language, String(id)).toBe(language);
    }
    // Fresh, as the page asks right after its own change: the list read before these may be cached.
    const list = await (
      await fetch(`${api.base}/api/petitions?sort=newest`, { headers: { "Cache-Control": "no-cache" } })
    ).json();
    expect(list.petitions.slice(0, 2).map((petition: { language: string }) => petition.language)).toEqual(["ga", "en"]);
  });

  it("answers 400 with a message per field and stores nothing", async () => {
    const before = (await (await fetch(`${api.base}/api/petitions`)).json()).total;
    const response = await postJson(`${api.base}/api/petitions`, {
      title: "",
      description: "d".repeat(1001),
      submitterName: "Zero\u200Bwidth",
      submitterEmail: "not-an-email",
      category: "sport",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      title: "Enter a title for your petition",
      description: "The description must be 1000 characters or fewer",
      submitterName:
        "Remove the hidden characters (control characters, zero-width spaces or text-direction marks) from this text",
      submitterEmail: "Enter an email address in the correct format, like name@example.com",
      category: "Choose one of the listed categories",
    });
    expect(JSON.stringify(body)).not.toContain("not-an-email");
    expect((await (await fetch(`${api.base}/api/petitions`)).json()).total).toBe(before);
  });

  it("refuses a NUL byte or a direction override with a field message, in Irish when asked", async () => {
    const nul = await postJson(`${api.base}/api/petitions`, { title: "Null\u0000byte", description: "Text" });
    expect(nul.status).toBe(400);
    expect((await nul.json()).errors.title).toMatch(/hidden characters/);
    const override = await postJson(
      `${api.base}/api/petitions`,
      { title: "Title", description: "evil \u202Etxt.exe" },
      { "Accept-Language": "ga-IE, en;q=0.5" },
    );
    expect(override.status).toBe(400);
    const body = await override.json();
    expect(body.error).toMatch(/Níor glacadh/);
    expect(body.errors.description).toMatch(/carachtair fholaithe/);
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await postJson(`${api.base}/api/petitions`, '{"title": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });
    const list = await postJson(`${api.base}/api/petitions`, "[1, 2]");
    expect(list.status).toBe(400);
    expect((await list.json()).errors).toHaveProperty("title");
  });

  it("signs once per browser and reports the new count", async () => {
    const petition = await create("Sign me");
    const first = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    expect(first.status).toBe(201);
    // The signature's receipt: six groups of five symbols of Crockford's base 32, shown once.
    const firstAnswer = await first.json();
    expect(firstAnswer).toEqual({ signatureCount: 1, receipt: RECEIPT });
    const [cookie = "", wrote] = first.headers.getSetCookie();
    expect(cookie).toMatch(/^brehon_signer=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    // And the mark of this browser's own change, for its next reads (server/http/own-writes.ts).
    expect(wrote).toMatch(/^brehon_wrote=\d+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax$/);

    const again = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, {
      method: "POST",
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You have already signed this petition.", signatureCount: 1 });

    const other = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    const otherAnswer = await other.json();
    expect(otherAnswer).toEqual({ signatureCount: 2, receipt: RECEIPT });
    // Each signature its own receipt.
    expect(otherAnswer.receipt).not.toBe(firstAnswer.receipt);

    const mine = await fetch(`${api.base}/api/petitions/${petition.id}`, {
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect((await mine.json()).petition).toMatchObject({ signatureCount: 2 });
  });

  it("counts a repeated first signature once when the browser names its attempt (Idempotency-Key)", async () => {
    const petition = await create("Signed while a server dies");
    // A browser without the signer cookie whose first answer was lost (a proxy's 502) tries again.
    const attempt = { "Idempotency-Key": "2f1b6c1e-93a4-4c57-8d0e-6a1f0b9e4d21" };
    const sign = (headers: Record<string, string>) =>
      fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST", headers });
    const first = await sign(attempt);
    expect(first.status).toBe(201);
    const firstCookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
    expect(firstCookie).toMatch(/^brehon_signer=[0-9a-f-]{36}$/);
    // The cookie is not the attempt's name as it was sent.
    expect(firstCookie).not.toContain(attempt["Idempotency-Key"]);

    const repeat = await sign(attempt);
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toEqual({ error: "You have already signed this petition.", signatureCount: 1 });
    // The repeat gives the browser the cookie it missed.
    expect((repeat.headers.get("set-cookie") ?? "").split(";")[0]).toBe(firstCookie);

    // Another attempt's name is another browser; a name that is no UUID is ignored (a new signer each time).
    expect((await sign({ "Idempotency-Key": "7c9e6679-7425-40de-944b-e07fc1f90ae7" })).status).toBe(201);
    expect((await sign({ "Idempotency-Key": "not-a-uuid" })).status).toBe(201);
    // The cookie, where the browser has it, decides: the attempt's name is not read.
    expect((await sign({ ...attempt, cookie: firstCookie ?? "" })).status).toBe(409);
    const read = await fetch(`${api.base}/api/petitions/${petition.id}`);
    expect((await read.json()).petition).toMatchObject({ signatureCount: 3 });
  });

  it("tells a browser which of some petitions it has signed, never stored by a cache", async () => {
    const [signedOne, other] = [await create("Signed here"), await create("Not signed here")];
    const first = await fetch(`${api.base}/api/petitions/${signedOne.id}/signatures`, { method: "POST" });
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const ask = (ids: string, headers: Record<string, string> = {}) =>
      fetch(`${api.base}/api/petitions/signed?ids=${ids}`, { headers });

    const mine = await ask(`${signedOne.id},${other.id}`, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(await mine.json()).toEqual({ signed: [signedOne.id] });
    // Another browser, or none: nothing signed.
    expect(await (await ask(`${signedOne.id},${other.id}`)).json()).toEqual({ signed: [] });
    for (const bad of ["", "abc", "1,,2", Array.from({ length: 49 }, (_, index) => index + 1).join(",")]) {
      const refused = await ask(bad, { cookie });
      expect(refused.status, bad).toBe(400);
      expect((await refused.json()).error).toBeTruthy();
    }
  });

  it("answers 404 for a petition that does not exist or a malformed id", async () => {
    for (const id of ["999999", "abc", "0", "99999999999", "1.5", "-1"]) {
      const sign = await fetch(`${api.base}/api/petitions/${id}/signatures`, { method: "POST" });
      expect(sign.status, id).toBe(404);
      expect(await sign.json()).toEqual({ error: "Petition not found." });
      const read = await fetch(`${api.base}/api/petitions/${id}`);
      expect(read.status, id).toBe(404);
    }
  });

  it("pages the list with its total and links, and refuses bad parameters with a 400", async () => {
    const category = "environment";
    for (let index = 0; index < 30; index++) await create(`Green ${index}`, { category });
    const first = await (await fetch(`${api.base}/api/petitions?category=${category}&sort=newest`)).json();
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 24, pages: 2, sort: "newest", category });
    expect(first.petitions).toHaveLength(24);
    expect(first.petitions[0].title).toBe("Green 29");
    expect(first.links).toEqual({
      self: "/api/petitions?category=environment&sort=newest",
      first: "/api/petitions?category=environment&sort=newest",
      last: "/api/petitions?category=environment&sort=newest&page=2",
      next: "/api/petitions?category=environment&sort=newest&page=2",
      previous: null,
    });
    const second = await (await fetch(`${api.base}${first.links.next}`)).json();
    expect(second.petitions.map((petition: { title: string }) => petition.title)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Green ${5 - index}`),
    );
    expect(second.links.next).toBeNull();
    const past = await fetch(`${api.base}/api/petitions?category=${category}&page=40`);
    expect(past.status).toBe(200);
    expect(await past.json()).toMatchObject({ petitions: [], total: 30, page: 40 });

    for (const query of ["page=0", "page=abc", "page=1e3", "sort=oldest", "category=sport", "page=-2"]) {
      const response = await fetch(`${api.base}/api/petitions?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error).toMatch(/not valid/);
    }
  });

  it("answers a repeated read with 304 while nothing has changed", async () => {
    const petition = await create("Cached");
    const first = await fetch(`${api.base}/api/petitions/${petition.id}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // An anonymous read: a shared cache may keep it a moment (docs/decisions/0017-shared-cache-policy.md).
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d\b/);
    // A browser revalidating (fetch itself would add "Cache-Control: no-cache" to a conditional request).
    const revalidate = { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" };
    const again = await fetch(`${api.base}/api/petitions/${petition.id}`, { headers: revalidate });
    expect(again.status).toBe(304);
    await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    // Another visitor sees the change within a second.
    await expect
      .poll(async () => (await fetch(`${api.base}/api/petitions/${petition.id}`, { headers: revalidate })).status, {
        timeout: 2_000,
      })
      .toBe(200);
  });

  it("gives a client that asks for a fresh list (Cache-Control: no-cache) the change it has just made", async () => {
    const newest = `${api.base}/api/petitions?sort=newest`;
    const titles = async (headers: Record<string, string> = {}) =>
      ((await (await fetch(newest, { headers })).json()).petitions as Array<{ title: string }>).map((p) => p.title);
    // The cache holds the list as it was; others may see it for a moment longer after the change.
    expect(await titles()).not.toContain("Fresh after its own change");
    await create("Fresh after its own change");
    expect((await titles({ "Cache-Control": "no-cache" }))[0]).toBe("Fresh after its own change");
  });

  it("records a report and counts each reporter once", async () => {
    const petition = await create("Reported");
    const report = await fetch(`${api.base}/api/petitions/${petition.id}/reports`, { method: "POST" });
    expect(report.status).toBe(201);
    expect((await report.json()).message).toMatch(/moderators/);
    expect((await fetch(`${api.base}/api/petitions/999999/reports`, { method: "POST" })).status).toBe(404);
  });

  it("streams live counts as Server-Sent Events", async () => {
    const petition = await create("Live");
    const controller = new AbortController();
    const response = await fetch(`${api.base}/api/petitions/${petition.id}/events`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      return pattern.test(text);
    };
    expect(await readUntil(/"signatureCount":0/)).toBe(true);
    for (let index = 0; index < 3; index++) {
      await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    }
    expect(await readUntil(/"signatureCount":3/)).toBe(true);
    controller.abort();
    const bad = await fetch(`${api.base}/api/petitions/events?ids=1,x`);
    expect(bad.status).toBe(400);
  });
});

describe("the JSON API's rate limits", () => {
  it("lets an office of 200 sign one petition at once with the defaults, and stops a script", async () => {
    const db = openTestDatabase("pglite");
    await db.ready();
    const petitions = petitionsOn(db, {
      limits: {
        sign: { points: 300, seconds: 60 },
        signPerPetition: { points: 500, seconds: 86_400 },
        signRefusals: { points: 60, seconds: 60 },
      },
    });
    const api = await serveApi(petitions);
    try {
      const created = await postJson(`${api.base}/api/petitions`, { title: "Office", description: "Everyone signs." });
      const { petition } = await created.json();
      const sign = () => fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
      const office = await Promise.all(Array.from({ length: 200 }, sign));
      expect(office.map((response) => response.status)).toEqual(Array(200).fill(201));
      const script = await Promise.all(Array.from({ length: 150 }, sign));
      const refused = script.filter((response) => response.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(Number(refused[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
      const count = (await (await fetch(`${api.base}/api/petitions/${petition.id}`)).json()).petition.signatureCount;
      expect(count).toBe(200 + script.filter((response) => response.status === 201).length);
    } finally {
      await api.close();
      await db.drop();
    }
  });

  it("caps one address on one petition over the long window, and gives refusals their own allowance", async () => {
    const db = openTestDatabase("pglite");
    await db.ready();
    const api = await serveApi(
      petitionsOn(db, {
        limits: { signPerPetition: { points: 3, seconds: 86_400 }, signRefusals: { points: 2, seconds: 60 } },
      }),
    );
    try {
      const { petition } = await (
        await postJson(`${api.base}/api/petitions`, { title: "Cap", description: "D" })
      ).json();
      const statuses = [];
      for (let index = 0; index < 5; index++) {
        statuses.push((await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const unknown = [];
      for (let index = 0; index < 3; index++) {
        unknown.push((await fetch(`${api.base}/api/petitions/999999/signatures`, { method: "POST" })).status);
      }
      expect(unknown).toEqual([404, 404, 429]);
    } finally {
      await api.close();
      await db.drop();
    }
  });
});

describe("the JSON API with the database down", () => {
  it("answers 503 and logs no email", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const db = openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    const api = await serveApi(petitionsOn(db));
    try {
      const list = await fetch(`${api.base}/api/petitions`);
      expect(list.status).toBe(503);
      expect(await list.json()).toEqual({ error: "The petitions service is unavailable. Please try again later." });
      const create = await postJson(`${api.base}/api/petitions`, {
        title: "T",
        description: "D",
        submitterEmail: EMAIL,
      });
      expect(create.status).toBe(503);
      expect(errors).toHaveBeenCalled();
      expect(JSON.stringify(errors.mock.calls)).not.toContain(EMAIL);
    } finally {
      await api.close();
      await db.close();
    }
  });
});

/** A TCP relay to the test PostgreSQL server that can be switched on later: the database "comes back". */
async function laterRelay(target: URL) {
  const relay = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  // Find a free port, and leave it closed until start().
  const probe = net.createServer();
  const port: number = await new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => resolve((probe.address() as AddressInfo).port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  return {
    port,
    start: () => new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", () => resolve())),
    stop: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the JSON API when the database comes back", () => {
  it("answers 503 while PostgreSQL is unreachable and serves petitions once it is back", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    const relay = await laterRelay(target);
    const via = new URL(target.href);
    via.port = String(relay.port);
    const db = openTestDatabase("postgres", via.href);
    const api = await serveApi(petitionsOn(db));
    try {
      expect((await fetch(`${api.base}/api/petitions`)).status).toBe(503);
      expect(errors).toHaveBeenCalled();
      await relay.start();
      const back = await fetch(`${api.base}/api/petitions`);
      expect(back.status).toBe(200);
      expect(await back.json()).toMatchObject({ petitions: [], total: 0 });
      const created = await postJson(`${api.base}/api/petitions`, { title: "Back", description: "Again" });
      expect(created.status).toBe(201);
    } finally {
      await api.close();
      await db.drop();
      await relay.stop();
    }
  });
});
