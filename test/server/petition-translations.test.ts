import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { petitionSchema } from "../../app/api-description/schemas.server";
import { postForm } from "../support/requests";
import { staffCookie } from "../support/staff";
import { waitFor } from "../support/wait";
import { commandEnv, runCommand } from "./commands";
import { addStaffAccounts, freshDataDir, type ServerProcess, startServer } from "./harness";

/**
 * Petitions in both languages, on the built server: a petition created with the other language's text
 * from the form without JavaScript, an English petition translated in the console's queue and an Irish one
 * by `npm run petitions -- translate`; then each language's page, the JSON API, the feeds, the search and
 * the open data, each in its own language, with the original a link away, and the caches of the petition
 * dropped by the translation.
 */
let server: ServerProcess;
let dataDir: string;
let moderatorCookie = "";
let english = 0;
let irish = 0;

const start = () => startServer({ database: "none", env: { DATA_DIR: dataDir } });
const text = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers }).then((response) => response.text());
const apiPetition = async (id: number, lang: "en" | "ga") =>
  petitionSchema.parse(
    ((await (await fetch(`${server.url}/api/petitions/${id}?lang=${lang}`)).json()) as { petition: unknown }).petition,
  );
/** Reads `path` until `check` holds: a kept page is drawn again within about a second of a change. */
const eventually = (path: string, check: (html: string) => boolean) =>
  waitFor(() => text(path), { until: check, what: `${path} to change`, timeoutMs: 5_000 });
const create = async (body: Record<string, string>, lang: "en" | "ga") => {
  const created = await fetch(`${server.url}/api/petitions?lang=${lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { petition: { id: number } }).petition.id;
};

beforeAll(async () => {
  dataDir = freshDataDir();
  const [link] = (await addStaffAccounts(dataDir, [["mod@example.ie", "moderator"]])) as [string];
  server = await start();
  moderatorCookie = await staffCookie(server.url, link, "mod@example.ie");
  english = await create(
    { title: "Restore the Ballyglass footbridge", description: "The old footbridge fell in the storm." },
    "en",
  );
  irish = await create(
    { title: "Athchóirigh droichead na trá", description: "Thit an seandroichead sa stoirm." },
    "ga",
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a petition in both languages", () => {
  it("takes the other language from the creation form without JavaScript", async () => {
    const posted = await postForm(server.url, "/ga/petitions", {
      intent: "create",
      similarSeen: "1",
      title: "Leabharlann i gCarna",
      description: "Leabharlann phoiblí don bhaile.",
      translatedTitle: "A library in Carna",
      translatedDescription: "A public library for the town.",
      category: "public-services",
    });
    expect(posted.status).toBe(303);
    const list = (await (await fetch(`${server.url}/api/petitions?sort=newest&lang=en`)).json()) as {
      petitions: Array<{ id: number; title: string; language: string; translations: Record<string, unknown> }>;
    };
    expect(list.petitions[0]).toMatchObject({
      title: "A library in Carna",
      language: "ga",
      translations: { en: { title: "A library in Carna", description: "A public library for the town." } },
    });
    // Only one of the two: refused, with the field named, and nothing created.
    const refused = await postForm(server.url, "/petitions", {
      intent: "create",
      similarSeen: "1",
      title: "Half translated",
      description: "Words.",
      translatedTitle: "Leath",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Write both the title and the description in the other language");
  });

  it("shows the original on the other language's page, marked, until it is translated", async () => {
    const page = await text(`/ga/petitions/${english}`);
    expect(page).toContain("níl sí aistrithe go Gaeilge fós");
    expect(page).toMatch(/<h1[^>]*lang="en"[^>]*>Restore the Ballyglass footbridge<\/h1>/);
    expect(await apiPetition(english, "ga")).toMatchObject({
      title: "Restore the Ballyglass footbridge",
      language: "en",
      translations: {},
    });
    const queue = await text("/admin/translations", { cookie: moderatorCookie });
    expect(queue).toContain(`/admin/petitions/${english}/translation`);
    expect(queue).toContain(`/admin/petitions/${irish}/translation`);
  });

  it("is translated in the console: audited, shown at once in Irish, and corrected later with the old text kept", async () => {
    const form = await text(`/admin/petitions/${english}/translation`, { cookie: moderatorCookie });
    expect(form).toContain("The original (English)");
    expect(form).toMatch(/<input[^>]*name="title"[^>]*lang="ga"|<input[^>]*lang="ga"[^>]*name="title"/);
    // Drawn and kept before the translation: the translation must drop the kept page and API read.
    await text(`/ga/petitions/${english}`);
    await apiPetition(english, "ga");
    const blank = await postForm(
      server.url,
      `/admin/petitions/${english}/translation`,
      { title: " ", description: "x" },
      {
        cookie: moderatorCookie,
      },
    );
    expect(blank.status).toBe(400);
    const saved = await postForm(
      server.url,
      `/admin/petitions/${english}/translation`,
      {
        title: "Athchóirigh droichead coisithe Bhaile an Ghlais",
        description: "Thit an seandroichead coisithe sa stoirm.",
      },
      { cookie: moderatorCookie },
    );
    expect(saved.status).toBe(303);
    const page = await eventually(`/ga/petitions/${english}`, (html) => html.includes("Bhaile an Ghlais"));
    expect(page).toMatch(/<h1[^>]*lang="ga"[^>]*>Athchóirigh droichead coisithe Bhaile an Ghlais<\/h1>/);
    expect(page).toContain(`href="/petitions/${english}" hrefLang="en"`);
    expect(page).toContain("Léigh an téacs bunaidh i mBéarla");
    const original = await eventually(`/petitions/${english}`, (html) => html.includes("Read it in Irish"));
    expect(original).toContain("This is the original text of the petition, written in English.");
    expect(original).toMatch(/<h1[^>]*lang="en"[^>]*>Restore the Ballyglass footbridge<\/h1>/);
    const read = await waitFor(() => apiPetition(english, "ga"), {
      until: (petition) => petition.title !== "Restore the Ballyglass footbridge",
      what: "the API read to follow the translation",
      timeoutMs: 5_000,
    });
    expect(read).toMatchObject({
      title: "Athchóirigh droichead coisithe Bhaile an Ghlais",
      description: "Thit an seandroichead coisithe sa stoirm.",
      language: "en",
      translations: { ga: { title: "Athchóirigh droichead coisithe Bhaile an Ghlais" } },
    });
    expect(await apiPetition(english, "en")).toMatchObject({ title: "Restore the Ballyglass footbridge" });
    // The Irish list, feed and search use the Irish; the English ones the English.
    expect(await eventually("/ga/petitions?sort=newest", (html) => html.includes("Bhaile an Ghlais"))).toContain(
      "Bhaile an Ghlais",
    );
    const feed = await text("/ga/petitions/feed.xml");
    expect(feed).toContain('<title xml:lang="ga">Athchóirigh droichead coisithe Bhaile an Ghlais</title>');
    expect(await text("/petitions/feed.xml")).toContain(
      '<title xml:lang="en">Restore the Ballyglass footbridge</title>',
    );
    const search = async (q: string, lang: "en" | "ga") =>
      (
        (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}&lang=${lang}`)).json()) as {
          results: Array<{ address: string; title: string }>;
        }
      ).results.map((result) => result.address);
    expect(
      await waitFor(() => search("coisithe", "ga"), {
        until: (found) => found.length > 0,
        what: "the Irish search",
        timeoutMs: 5_000,
      }),
    ).toContain(`/ga/petitions/${english}`);
    expect(await search("coisithe", "en")).not.toContain(`/petitions/${english}`);
    expect(await search("footbridge", "en")).toContain(`/petitions/${english}`);

    // A correction: shown at once, the earlier text kept on the form's page, both audited.
    const corrected = await postForm(
      server.url,
      `/admin/petitions/${english}/translation`,
      {
        title: "Athchóirigh droichead coisithe Bhaile an Ghlais arís",
        description: "Thit an seandroichead coisithe sa stoirm.",
      },
      { cookie: moderatorCookie },
    );
    expect(corrected.status).toBe(303);
    await eventually(`/ga/petitions/${english}`, (html) => html.includes("Bhaile an Ghlais arís"));
    const history = await text(`/admin/petitions/${english}/translation`, { cookie: moderatorCookie });
    expect(history).toContain("Earlier texts");
    expect(history).toMatch(/Written [^<]* by mod@example\.ie/);
    expect(history).toContain(">Athchóirigh droichead coisithe Bhaile an Ghlais</p>");
    const queue = await text("/admin/translations", { cookie: moderatorCookie });
    expect(queue).not.toContain(`/admin/petitions/${english}/translation`);
  });

  it("is translated from Irish into English by the command, and the open data carries both texts", async () => {
    await server.stop({ keepDatabase: true });
    const env = commandEnv({ dataDir });
    const done = await runCommand(
      env,
      "petitions",
      "translate",
      String(irish),
      "--title",
      "Restore the beach bridge",
      "--description",
      "The old bridge fell in the storm.",
    );
    expect(done).toMatchObject({ code: 0 });
    expect(done.out).toContain(`Petition ${irish} is now in English too`);
    const usage = await runCommand(env, "petitions", "translate", String(irish), "--title", "Only a title");
    expect(usage.code).toBe(2);
    const blank = await runCommand(env, "petitions", "translate", String(irish), "--title", " ", "--description", "x");
    expect(blank.code).toBe(1);
    expect(blank.err).toContain("Write the English title.");
    server = await start();
    const page = await text(`/petitions/${irish}`);
    expect(page).toMatch(/<h1[^>]*lang="en"[^>]*>Restore the beach bridge<\/h1>/);
    expect(page).toContain("This is an English translation of a petition written in Irish.");
    expect(page).toContain(`href="/ga/petitions/${irish}" hrefLang="ga"`);
    expect(await text(`/ga/petitions/${irish}`)).toMatch(/<h1[^>]*lang="ga"[^>]*>Athchóirigh droichead na trá<\/h1>/);

    const csv = await text("/api/petitions.csv");
    const [header] = csv.split("\r\n");
    expect(header).toMatch(/,closes_at,title_en,title_ga,description_en,description_ga,language$/);
    expect(csv).toContain(
      ",Restore the beach bridge,Athchóirigh droichead na trá,The old bridge fell in the storm.,Thit an seandroichead sa stoirm.,ga",
    );
    const json = (await (await fetch(`${server.url}/api/petitions.json`)).json()) as {
      petitions: Array<Record<string, unknown>>;
    };
    expect(json.petitions.find((petition) => petition.id === english)).toMatchObject({
      title: "Restore the Ballyglass footbridge",
      language: "en",
      title_en: "Restore the Ballyglass footbridge",
      title_ga: "Athchóirigh droichead coisithe Bhaile an Ghlais arís",
    });
  });
});
