import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../../app/i18n/dates";
import { createPetition, postForm } from "../support/requests";
import { staffCookie } from "../support/staff";
import { waitFor } from "../support/wait";
import { commandEnv, runCommand } from "./commands";
import { addStaffAccounts, freshDataDir, type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";
import { httpGet } from "./http-client";

/**
 * Issue 26: the Government's response and the debate outcome, on the built server: written by an admin
 * in English and Irish, published only in both, then on the petition's pages in each language (their
 * caches dropped), in the JSON API, the event stream, the list's filter and the open data, and audited.
 */
const ENGLISH = "The Government will build the footbridge at Ballyglass next spring.";
const IRISH = "Tógfaidh an Rialtas an droichead coisithe ag Baile an Ghlais an t-earrach seo chugainn.";
let server: ServerProcess;
let dataDir: string;
let adminCookie = "";
let moderatorCookie = "";
let id = 0;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}, base = server.url) =>
  postForm(base, path, fields, headers);

const signedIn = (link: string, email: string, base = server.url) => staffCookie(base, link, email);

const text = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers }).then((response) => response.text());

const petitionJson = async () =>
  ((await (await fetch(`${server.url}/api/petitions/${id}`)).json()) as { petition: Record<string, unknown> }).petition;

/** Reads the petition from the API until its response is in `state`: a kept read may be a quarter second old. */
const petitionJsonWhen = (state: string) =>
  waitFor(petitionJson, {
    until: (petition) => (petition.response as { state: string }).state === state,
    what: `the API to show the response ${state}`,
    timeoutMs: 5_000,
  });

/** Reads the petition's page until `check` holds (every process learns of a change within about a second). */
const eventually = (path: string, check: (html: string) => boolean): Promise<string> =>
  waitFor(() => text(path), { until: check, what: `${path} to change`, timeoutMs: 5_000 });

beforeAll(async () => {
  dataDir = freshDataDir();
  const [adminLink, moderatorLink] = (await addStaffAccounts(dataDir, [
    ["admin@example.ie", "admin"],
    ["mod@example.ie", "moderator"],
  ])) as [string, string];
  server = await startServer({
    database: "none",
    env: { DATA_DIR: dataDir, PETITION_RESPONSE_THRESHOLD: "2", PETITION_DEBATE_THRESHOLD: "3" },
  });
  adminCookie = await signedIn(adminLink, "admin@example.ie");
  moderatorCookie = await signedIn(moderatorLink, "mod@example.ie");
  id = await createPetition(server.url, {
    title: "A footbridge at Ballyglass",
    description: "A footbridge over the river for the school run.",
    submitterEmail: "petitioner@example.com",
  });
  // Two signers: the petition crosses the response threshold and is owed a response.
  for (const ip of ["1", "2"]) {
    const signed = await fetch(`${server.url}/api/petitions/${id}/signatures`, { method: "POST" });
    expect(signed.status, `signer ${ip}`).toBe(201);
  }
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("writing the Government's response", () => {
  it("is refused without a session: the sign-in page, never the form, and posts change nothing", async () => {
    const page = await fetch(`${server.url}/admin/petitions/${id}/response`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('action="/admin/sign-in"');
    const posted = await post(`/admin/petitions/${id}/response`, {
      kind: "response",
      intent: "publish",
      en: "a",
      ga: "b",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/admin/sign-in");
    expect((await petitionJson()).response).toEqual({ state: "awaiting", publishedAt: null });
  });

  it("is refused for a moderator (403), and to a cross-site post", async () => {
    const page = await fetch(`${server.url}/admin/petitions/${id}/response`, { headers: { cookie: moderatorCookie } });
    expect(page.status).toBe(403);
    const posted = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "publish", en: ENGLISH, ga: IRISH },
      { cookie: moderatorCookie },
    );
    expect(posted.status).toBe(403);
    // The moderator's petition view offers no link to it.
    const view = await text(`/admin/petitions/${id}`, { cookie: moderatorCookie });
    expect(view).not.toContain(`/admin/petitions/${id}/response`);
    // Opening the view took the petition's lock, which covers the response too: the moderator is done.
    expect((await post(`/admin/petitions/${id}`, { intent: "release" }, { cookie: moderatorCookie })).status).toBe(303);
    const crossSite = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "publish", en: ENGLISH, ga: IRISH },
      { cookie: adminCookie, Origin: "https://elsewhere.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await petitionJson()).response).toEqual({ state: "awaiting", publishedAt: null });
  });

  it("shows an admin the form, with the Irish field marked as Irish, and the queue owes the petition a response", async () => {
    const page = await fetch(`${server.url}/admin/petitions/${id}/response`, { headers: { cookie: adminCookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store, private");
    const html = await page.text();
    expect(html).toContain('<label for="response-en"');
    expect(html).toMatch(/<textarea[^>]*name="ga"[^>]*lang="ga"|<textarea[^>]*lang="ga"[^>]*name="ga"/);
    expect(html).not.toContain("petitioner@example.com");
    const view = await text(`/admin/petitions/${id}`, { cookie: adminCookie });
    expect(view).toContain(`href="/admin/petitions/${id}/response"`);
    const queue = await text("/admin/queue", { cookie: adminCookie });
    expect(queue).toContain("Owed a response (1)");
  });

  it("refuses to publish with one language missing, saying which, and keeps what was typed", async () => {
    const refused = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "publish", en: ENGLISH, ga: " " },
      { cookie: adminCookie },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(
      "The Government&#x27;s response was not published: the Irish text is missing. It can be published only in both English and Irish.",
    );
    expect(html).toContain(ENGLISH);
    expect(html).toContain('aria-invalid="true"');
    expect((await petitionJson()).response).toEqual({ state: "awaiting", publishedAt: null });
    // A draft may have one language; it is not public.
    const draft = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "save", en: ENGLISH, ga: "" },
      { cookie: adminCookie },
    );
    expect(draft.status).toBe(303);
    expect(draft.headers.get("location")).toBe(
      `/admin/petitions/${id}/response?kind=response&done=saved#response-heading`,
    );
    expect((await petitionJson()).response).toEqual({ state: "awaiting", publishedAt: null });
    expect(await text(`/petitions/${id}`)).not.toContain(ENGLISH);
  });

  it("publishes in both languages: the pages in each language, the API, the event stream, the list and the open data", async () => {
    // The pages are cached before the publication: it must drop them.
    expect(await text(`/petitions/${id}`)).not.toContain("Government response");
    expect(await text(`/ga/petitions/${id}`)).not.toContain("Freagra an Rialtais");
    const stream = await fetch(`${server.url}/api/petitions/${id}/events`);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let events = "";
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(events)) {
        const { value, done } = await reader.read();
        if (done) return false;
        events += decoder.decode(value);
      }
      return true;
    };
    expect(await readUntil(/"response":\{"state":"awaiting","publishedAt":null\}/)).toBe(true);

    const published = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "publish", en: ENGLISH, ga: IRISH },
      { cookie: adminCookie },
    );
    expect(published.status).toBe(303);
    expect(await readUntil(/"response":\{"state":"published","publishedAt":"[^"]+"\}/)).toBe(true);
    await reader.cancel();

    const petition = await petitionJsonWhen("published");
    const response = petition.response as { state: string; publishedAt: string; text: { en: string; ga: string } };
    expect(response).toEqual({
      state: "published",
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      text: { en: ENGLISH, ga: IRISH },
    });
    expect(events).toContain(`"publishedAt":"${response.publishedAt}"`);
    const day = new Date(response.publishedAt);

    const english = await eventually(`/petitions/${id}`, (html) => html.includes(ENGLISH));
    expect(english).toContain('<h2 id="response-heading"');
    expect(english).toContain(">Government response</h2>");
    expect(english).toContain(`<time dateTime="${response.publishedAt}">Published on ${formatDate(day, "en")}</time>`);
    expect(english).not.toContain(IRISH);
    const irish = await eventually(`/ga/petitions/${id}`, (html) => html.includes(IRISH));
    expect(irish).toContain(">Freagra an Rialtais</h2>");
    expect(irish).toContain(`<time dateTime="${response.publishedAt}">Foilsithe: ${formatDate(day, "ga")}</time>`);
    expect(irish).not.toContain(ENGLISH);

    // The list's filter, in the API and on the pages in both languages, with the card's badge.
    const filtered = (await (await fetch(`${server.url}/api/petitions?response=published`)).json()) as {
      petitions: Array<{ id: number; response: unknown }>;
      response: string;
    };
    expect(filtered.response).toBe("published");
    expect(filtered.petitions.map((entry) => entry.id)).toEqual([id]);
    expect(filtered.petitions[0]?.response).toEqual({ state: "published", publishedAt: response.publishedAt });
    const awaiting = (await (await fetch(`${server.url}/api/petitions?response=awaiting`)).json()) as {
      petitions: unknown[];
    };
    expect(awaiting.petitions).toEqual([]);
    const bad = await fetch(`${server.url}/api/petitions?response=yes`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { invalid: string[] }).invalid).toEqual(["response"]);
    const listPage = await eventually("/petitions?response=published", (html) => html.includes("Government responded"));
    expect(listPage).toContain("A footbridge at Ballyglass");
    expect(listPage).toMatch(/<option value="published" selected="">With a response<\/option>/);
    expect(
      await eventually("/ga/petitions?response=published", (html) => html.includes("Freagra ón Rialtas")),
    ).toContain("A footbridge at Ballyglass");
    expect(await text("/petitions?response=awaiting")).toContain("No petitions match these filters yet.");

    // The open data, read for the first time now.
    const csv = await text("/api/petitions.csv");
    const [header, row] = csv.split("\r\n");
    // The answers' columns, then the deadline's (issue 36), then the texts in both languages (issue 55).
    const columns = header?.split(",") ?? [];
    const at = columns.indexOf("response_published_at");
    expect(columns.slice(at, at + 4)).toEqual([
      "response_published_at",
      "debate_outcome_published_at",
      "closes_at",
      "title_en",
    ]);
    expect(row?.split(",").slice(at, at + 2)).toEqual([response.publishedAt, ""]);
    const json = (await (await fetch(`${server.url}/api/petitions.json`)).json()) as {
      petitions: Array<{ id: number; responsePublishedAt: string | null; debateOutcomePublishedAt: string | null }>;
    };
    expect(json.petitions.find((entry) => entry.id === id)).toMatchObject({
      responsePublishedAt: response.publishedAt,
      debateOutcomePublishedAt: null,
    });
    expect(csv + JSON.stringify(json)).not.toContain("petitioner@example.com");

    // The queue no longer owes it a response.
    expect(await text("/admin/queue", { cookie: adminCookie })).toContain("Owed a response (0)");
  });

  it("audits the draft, the publication, an edit and the unpublishing with the texts before and after", async () => {
    const edited = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "save", en: `${ENGLISH} Work starts in March.`, ga: IRISH },
      { cookie: adminCookie },
    );
    expect(edited.status).toBe(303);
    expect(await eventually(`/petitions/${id}`, (html) => html.includes("Work starts in March."))).toContain(
      "Government response",
    );
    const unpublished = await post(
      `/admin/petitions/${id}/response`,
      { kind: "response", intent: "unpublish" },
      { cookie: adminCookie },
    );
    expect(unpublished.status).toBe(303);
    expect(await eventually(`/petitions/${id}`, (html) => !html.includes("Work starts in March."))).not.toContain(
      "Government response",
    );
    expect((await petitionJsonWhen("awaiting")).response).toEqual({ state: "awaiting", publishedAt: null });

    const audit = await text("/admin/audit.csv", { cookie: adminCookie });
    const entries = audit
      .split("\r\n")
      .filter((line) => line.includes(`,${id},`) && /,response-[a-z-]+,/.test(line))
      .map((line) => line.match(/,(response-[a-z-]+),/)?.[1]);
    expect(entries).toEqual(["response-draft-saved", "response-published", "response-edited", "response-unpublished"]);
    const publication = audit.split("\r\n").find((line) => line.includes(",response-published,")) ?? "";
    expect(publication).toContain("admin@example.ie");
    expect(publication).toContain('""before"":{""en"":""');
    expect(publication).toContain('""ga"":null,""publishedAt"":null}');
    expect(publication).toContain(`""after"":{""en"":""${ENGLISH}"",""ga"":""${IRISH}""`);
    expect(audit).not.toContain("petitioner@example.com");
  });
});

/** Publishing drops the cached pages of every server process, not only the one that took the post. */
describe.skipIf(!TEST_DATABASE_URL)("a response published with two server processes (needs TEST_DATABASE_URL)", () => {
  let two: ServerProcess;
  let cookie = "";
  let petitionId = 0;

  beforeAll(async () => {
    two = await startServer({
      database: "postgres",
      testHooks: true,
      env: { WORKERS: "2", RATE_LIMIT_SIGN: "100000" },
    });
    await two.waitForLine(/2 server processes running/, 60_000);
    // Beside the test, not blocking it (test/server/commands.ts says why).
    const added = await runCommand(
      commandEnv({ databaseUrl: two.databaseUrl as string }),
      "staff",
      "add",
      "eoin@example.ie",
      "--role",
      "admin",
    );
    const link = added.out.match(/\/admin\/setup\/\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
    cookie = await signedIn(link, "eoin@example.ie", two.url);
    petitionId = await createPetition(two.url, {
      title: "Later trains to Ballyglass",
      description: "A last train after midnight.",
    });
  }, 180_000);
  afterAll(() => two?.stop());

  it("shows it on every process's cached pages within a second or two", async () => {
    const pages = [`/petitions/${petitionId}`, `/ga/petitions/${petitionId}`];
    // Each answer names its process (test hooks): read each page until both processes have answered
    // it, so both hold it in their caches without a response. A connection of its own each time, so
    // the primary hands the requests to its workers in turn.
    const byProcess = async () => {
      const seen = new Map<string, string>();
      for (const page of pages) {
        const answers = await Promise.all(Array.from({ length: 4 }, () => httpGet(two.url, page)));
        for (const answer of answers) seen.set(`${page} ${answer.headers["x-test-process"]}`, answer.text);
      }
      return seen;
    };
    const before = await waitFor(byProcess, {
      until: (seen) => seen.size === 4,
      what: "both pages answered by both processes",
    });
    for (const html of before.values()) expect(html).not.toContain(ENGLISH);

    const published = await post(
      `/admin/petitions/${petitionId}/response`,
      { kind: "response", intent: "publish", en: ENGLISH, ga: IRISH },
      { cookie },
      two.url,
    );
    expect(published.status).toBe(303);
    const shows = (key: string, html: string) => html.includes(key.includes("/ga/") ? IRISH : ENGLISH);
    await waitFor(byProcess, {
      until: (seen) => seen.size === 4 && [...seen].every(([key, html]) => shows(key, html)),
      what: "the response on both pages from both processes",
      timeoutMs: 5_000,
    });
  });
});
