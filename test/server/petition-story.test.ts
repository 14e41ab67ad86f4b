import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, openApiDocument } from "~/api-description/openapi.server";
import { z } from "~/lib/zod";
import { createPetition, postForm } from "../support/requests";
import { waitFor } from "../support/wait";
import { type ServerProcess, startServer } from "./harness";

/**
 * Issue 36, each petition's story, on the built server: a deadline PETITION_OPEN_DAYS after publication that
 * the closing job keeps on time (the test moves the server's clock), the list's filter on it, the counts by
 * hour and day in JSON and CSV, and the page's deadline, chart and timeline in both languages. First, the
 * API's description against the same server: /api/openapi.json is the description, and each operation's example
 * request gets the status it names, with a body its schema reads (objects are strict: a field the description
 * does not name fails) or the content type it names.
 */
let server: ServerProcess;
const DAY_MS = 86_400_000;

type Petition = {
  id: number;
  title: string;
  closed: boolean;
  closesAt: string | null;
  closedAt: string | null;
  createdAt: string;
};

const read = async (id: number) =>
  (
    (await (await fetch(`${server.url}/api/petitions/${id}`, { headers: { "Cache-Control": "no-cache" } })).json()) as {
      petition: Petition;
    }
  ).petition;

const listIds = async (query: string) =>
  (
    (await (
      await fetch(`${server.url}/api/petitions?${query}`, { headers: { "Cache-Control": "no-cache" } })
    ).json()) as {
      petitions: Petition[];
    }
  ).petitions.map((petition) => petition.id);

async function create(title: string): Promise<Petition> {
  const response = await fetch(`${server.url}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, description: "Words enough to ask for it." }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { petition: Petition }).petition;
}

/** An Atom feed read as XML: it must parse, and have the elements RFC 4287 requires of a feed and each entry. */
async function atomOf(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const document = new JSDOM(await response.text(), { contentType: "application/xml" }).window.document;
  const feed = document.documentElement;
  expect(feed.namespaceURI).toBe("http://www.w3.org/2005/Atom");
  for (const element of [feed, ...feed.getElementsByTagName("entry")]) {
    for (const required of ["id", "title", "updated"]) {
      expect(element.getElementsByTagName(required).length, `${path}: ${required}`).toBeGreaterThan(0);
    }
  }
  const entries = [...feed.getElementsByTagName("entry")];
  return { titles: entries.map((entry) => entry.getElementsByTagName("title")[0]?.textContent) };
}

/** The petition the description's examples name (`{id}`). */
let id = 0;
const withId = (text: string) => text.replaceAll("{id}", String(id));

const sign = (id: number) => fetch(`${server.url}/api/petitions/${id}/signatures`, { method: "POST" });

beforeAll(async () => {
  server = await startServer({
    testHooks: true,
    env: { PETITION_OPEN_DAYS: "30", PETITION_RESPONSE_THRESHOLD: "2", PETITION_DEBATE_THRESHOLD: "3" },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("the API's description, on the server", () => {
  // Run before the story's test, which moves the server's clock past every deadline.
  beforeAll(async () => {
    id = await createPetition(server.url, {
      title: "Described petition",
      description: "For the description's examples.",
    });
  });

  it("is served at /api/openapi.json", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("answers each operation's example as described", async () => {
    for (const operation of OPERATIONS) {
      const url = new URL(withId(operation.path), server.url);
      for (const [name, value] of Object.entries(operation.example.query ?? {}))
        url.searchParams.set(name, withId(value));
      const what = `${operation.method.toUpperCase()} ${url.pathname}${url.search}`;
      const controller = new AbortController();
      const response = await fetch(url, {
        method: operation.method.toUpperCase(),
        signal: controller.signal,
        ...(operation.example.body === undefined
          ? {}
          : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(operation.example.body) }),
      });
      expect(response.status, what).toBe(operation.example.status);
      const answer = operation.answers[response.status];
      expect(answer, what).toBeDefined();
      if (answer?.schema) {
        const parsed = z.safeParse(answer.schema, await response.json());
        expect(parsed.success ? [] : parsed.error.issues, what).toEqual([]);
      } else {
        expect(response.headers.get("content-type"), what).toContain(answer?.type);
        // A stream is not read to its end.
        controller.abort();
      }
    }
  });
});

describe("a petition's story", () => {
  it("counts by the hour, closes at its deadline on time, and tells it on its page in both languages", async () => {
    const early = await create("Light the coast road");
    const other = await create("Open the libraries on Sundays");
    expect(Date.parse(early.closesAt ?? "") - Date.parse(early.createdAt)).toBe(30 * DAY_MS);
    for (let n = 0; n < 3; n++) expect((await sign(early.id)).status).toBe(201);

    // The counts, by hour and by day, in JSON and CSV; a wrong interval is a 400 that says what is right.
    const hourly = (await (await fetch(`${server.url}/api/petitions/${early.id}/counts?interval=hour`)).json()) as {
      counts: Array<{ start: string; signed: number; removed: number; total: number }>;
    };
    expect(hourly).toMatchObject({ petition: early.id, interval: "hour", timeZone: "UTC", signatureCount: 3 });
    expect(hourly.counts).toHaveLength(1);
    expect(hourly.counts[0]).toMatchObject({ signed: 3, removed: 0, total: 3 });
    expect(hourly.counts[0]?.start).toMatch(/T\d\d:00:00\.000Z$/);
    const csv = await fetch(`${server.url}/api/petitions/${early.id}/counts.csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect((await csv.text()).split("\r\n")).toEqual([
      "start,signed,removed,total",
      expect.stringMatching(/T00:00:00\.000Z,3,0,3$/),
      "",
    ]);
    const wrong = await fetch(`${server.url}/api/petitions/${early.id}/counts?interval=week`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "interval must be hour or day.", invalid: ["interval"] });
    expect((await fetch(`${server.url}/api/petitions/999999/counts`)).status).toBe(404);

    // The page: its deadline, its chart with the figures as a table, its timeline.
    const page = await (await fetch(`${server.url}/petitions/${early.id}`)).text();
    expect(page).toContain("Closes on");
    expect(page).toContain("Signatures over time");
    expect(page).toContain("Show the figures as a table");
    expect(page).toMatch(
      /<ol[^>]*>.*Petition created.*Reached 2 signatures: the Government will respond.*Reached 3 signatures: the petition will be considered for a debate/s,
    );
    const irish = await (await fetch(`${server.url}/ga/petitions/${early.id}`)).text();
    expect(irish).toContain("Dúnfar í ar an");
    expect(irish).toContain("Sínithe le himeacht ama");
    expect(irish).toContain("Cruthaíodh an achainí");

    // Its Atom feed, and the list's, in both languages: well-formed XML with what Atom requires, linked from the pages.
    expect(page).toContain(
      `<link rel="alternate" type="application/atom+xml" title="What happens to this petition, for a feed reader (Atom)" href="/petitions/${early.id}/feed.xml"/>`,
    );
    const timeline = await atomOf(`/petitions/${early.id}/feed.xml`);
    expect(timeline.titles).toEqual([
      "Reached 3 signatures: the petition will be considered for a debate",
      "Reached 2 signatures: the Government will respond",
      "Petition created",
    ]);
    expect((await atomOf(`/ga/petitions/${early.id}/feed.xml`)).titles).toContain("Cruthaíodh an achainí");
    expect((await atomOf("/ga/petitions/feed.xml")).titles.slice(0, 2)).toEqual([other.title, early.title]);
    expect((await atomOf("/petitions/responses.xml")).titles).toEqual([]);
    const list = await (await fetch(`${server.url}/ga/petitions`)).text();
    expect(list).toContain('href="/ga/petitions/feed.xml"');
    expect(list).toContain('href="/ga/petitions/responses.xml"');
    expect((await fetch(`${server.url}/petitions/999999/feed.xml`)).status).toBe(404);

    // Before a new petition is created: the open petitions like it, as it is typed (JSON), and without
    // JavaScript on a step of their own, after which a second post creates it.
    const similar = await fetch(
      `${server.url}/api/petitions/similar?title=${encodeURIComponent("Light the coast road, please")}`,
    );
    expect(await similar.json()).toEqual({
      petitions: [{ id: early.id, title: early.title, language: "en", signatureCount: 3 }],
    });
    expect((await fetch(`${server.url}/api/petitions/similar?title=`)).status).toBe(400);
    const fields = { title: "Light up the coast road", description: "Lamps from the pier to the lighthouse." };
    const first = await postForm(server.url, "/petitions", fields);
    expect(first.status).toBe(200);
    const step = await first.text();
    expect(step).toContain("If none of them asks for what you want, send the form again to create your petition.");
    expect(step).toContain(`href="/petitions/${early.id}"`);
    expect(step).toContain('name="similarSeen"');
    const second = await postForm(server.url, "/petitions", { ...fields, similarSeen: "1" });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toContain("status=created");

    // Petitions in figures, in both languages, and the same figures as CSV.
    const figures = await fetch(`${server.url}/petitions/transparency`);
    expect(figures.status).toBe(200);
    const figuresPage = await figures.text();
    expect(figuresPage).toContain("Petitions received, published and removed");
    expect(figuresPage).toContain('href="/api/petitions-transparency.csv"');
    expect(await (await fetch(`${server.url}/ga/petitions/transparency`)).text()).toContain("Achainíocha i bhfigiúirí");
    const csvFigures = await (await fetch(`${server.url}/api/petitions-transparency.csv`)).text();
    expect(csvFigures.split("\r\n")[1]).toMatch(/^\d{4}-\d\d,(\d+),\1,/);

    // Thirty days on, the closing job closes it (and the other) at its deadline, on every reader.
    await server.advanceClock(30 * DAY_MS + 60_000);
    const closed = await waitFor(() => read(early.id), {
      until: (petition) => petition.closed,
      what: "the petition closed",
    });
    expect(closed.closedAt).toBe(closed.closesAt);
    const refused = await sign(early.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      closed: true,
      error: "This petition is closed and no longer takes signatures.",
    });
    const after = await (await fetch(`${server.url}/petitions/${early.id}`)).text();
    expect(after).toContain("Closed on");
    expect(after).toContain("Closed: its time for signatures ended");
    expect(after).not.toMatch(/<button[^>]*>Sign Petition/);

    // The list's filter on the deadline.
    await waitFor(() => read(other.id), { until: (petition) => petition.closed, what: "the other petition closed" });
    expect(await listIds("state=closed")).toEqual(expect.arrayContaining([early.id, other.id]));
    expect(await listIds("state=open")).not.toContain(early.id);
    expect((await fetch(`${server.url}/api/petitions?state=ended`)).status).toBe(400);
    expect(await listIds("sort=popular")).toEqual(expect.arrayContaining([early.id, other.id]));
  });
});
