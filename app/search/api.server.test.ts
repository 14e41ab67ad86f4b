import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { petitionsOn, serveApi } from "#test/support/petitions";

const EMAIL = "hidden.submitter@example.com";

describe.each(TEST_BACKENDS)("the search JSON API on %s", (backend) => {
  const db = openTestDatabase(backend);
  let api: Awaited<ReturnType<typeof serveApi>>;
  let petitions: ReturnType<typeof petitionsOn>;
  const search = async (query: string) => fetch(`${api.base}/api/search?${query}`);
  const create = async (title: string, description: string) =>
    petitions.store.create({
      title,
      description,
      category: "other",
      submitterName: null,
      submitterEmail: EMAIL,
    });

  beforeAll(async () => {
    await db.ready();
    petitions = petitionsOn(db, { limits: { search: { points: 40, seconds: 60 } } });
    api = await serveApi(petitions);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it("finds pages of the site index in the language asked for", async () => {
    const response = await search("q=passport&lang=en");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ query: "passport", language: "en", page: 1, petitionsSearched: true });
    expect(body.results[0]).toMatchObject({
      kind: "service",
      address: "/services/citizenship/passport-application",
      title: "Passport Application",
    });
    const irish = await (await search("q=failte&lang=ga")).json();
    expect(irish.results.map((hit: { address: string }) => hit.address)).toEqual(["/ga"]);
  });

  it("finds a petition as soon as it is created, by any word's beginning, without accents", async () => {
    const before = await (await search("q=cycleways")).json();
    expect(before.total).toBe(0);
    const petition = await create("Safer cycleways for Dún Brehon", "Protected lanes on every main road.");
    const response = await search(`q=${encodeURIComponent("cycleway dun")}`);
    const body = await response.json();
    expect(body.results).toEqual([
      {
        kind: "petition",
        address: `/petitions/${petition.id}`,
        title: "Safer cycleways for Dún Brehon",
        excerpt: [{ text: "Protected lanes on every main road." }],
        // The language the petitioner wrote in, whatever the query's.
        language: "en",
      },
    ]);
    const inIrish = await (await search("q=protected&lang=ga")).json();
    expect(inIrish.results[0].address).toBe(`/ga/petitions/${petition.id}`);
    expect(inIrish.results[0].language).toBe("en");
    expect(JSON.stringify(body)).not.toContain(EMAIL);
  });

  it("ranks titles first: pages and petitions whose titles match before those that only mention the words", async () => {
    await create("Passport offices in every county", "Shorter queues.");
    await create("Longer library hours", "Open until ten, and help with passport forms.");
    // "passport" was searched before: the cached answer gives way once the change is announced.
    const kinds = async () =>
      (await (await search("q=passport&limit=10")).json()).results.map(
        (hit: { kind: string; title: string }) => `${hit.kind}: ${hit.title}`,
      );
    await expect
      .poll(kinds, { timeout: 5_000 })
      .toEqual([
        "service: Passport Application",
        "petition: Passport offices in every county",
        "petition: Longer library hours",
      ]);
  });

  it("does not find hidden petitions", async () => {
    const petition = await create("Zanzibar ferry timetable", "More sailings.");
    expect((await (await search("q=zanzibar")).json()).total).toBe(1);
    await petitions.store.setHidden(petition.id, "Duplicate");
    await expect.poll(async () => (await (await search("q=zanzibar")).json()).total, { timeout: 5_000 }).toBe(0);
  });

  it("pages the results", async () => {
    for (const n of [1, 2, 3]) await create(`Quokka sanctuary ${n}`, "A home for quokkas.");
    const first = await (await search("q=quokka&limit=2")).json();
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(first.results).toHaveLength(2);
    const second = await (await search("q=quokka&limit=2&page=2")).json();
    expect(second.results).toHaveLength(1);
    const past = await (await search("q=quokka&limit=2&page=9")).json();
    expect(past.results).toEqual([]);
  });

  it("answers bad requests with 400 and a message in the language asked for", async () => {
    const cases: Array<[string, RegExp]> = [
      ["", /q parameter/],
      ["q=%20%20", /q parameter/],
      [`q=${"x".repeat(101)}`, /at most 100 characters/],
      ["q=tax&lang=fr", /en or ga/],
      ["q=tax&page=0", /whole number/],
      ["q=tax&page=abc", /whole number/],
      ["q=tax&limit=11", /from 1 to 10/],
      ["q=tax&q=other&page=1&page=x", /./],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      if (query.startsWith("q=tax&q=other")) {
        expect(response.status).toBe(200);
        continue;
      }
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toMatch(message);
    }
    const irish = await search("lang=ga");
    expect((await irish.json()).error).toMatch(/pharaiméadar q/);
  });

  it("answers other methods with 405", async () => {
    const response = await fetch(`${api.base}/api/search?q=tax`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("limits searches per address with 429 and Retry-After", async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const response = await search("q=tax");
      if (response.status === 429) refused = response;
    }
    if (!refused) throw new Error("No search was refused");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/Try again in/);
  });
});
