import { rmSync } from "node:fs";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition, postForm } from "../support/requests";
import { cookieOf, STAFF_PASSWORD, setUpStaff, signInStaff } from "../support/staff";
import { waitFor } from "../support/wait";
import { type Command, type CommandResult, commandEnv, runCommands } from "./commands";
import { freshDataDir, rawRequest, type ServerProcess, startServer } from "./harness";

/** Issue 26: the operators' console's accounts, sign-in and sessions, on the built server. */
/** `npm run staff` commands on `dataDir`, run one after another in one process (test/server/commands.ts). */
function staffCommands<const C extends readonly string[][]>(dataDir: string, ...commands: C) {
  const list = commands.map((args): Command => ["staff", ...args, "--origin", "https://portal.example"]);
  return runCommands(commandEnv({ dataDir }), list) as Promise<{ [K in keyof C]: CommandResult }>;
}

const CONSOLE_ADDRESSES = ["/admin", "/admin/sessions", "/admin/audit", "/admin/audit.csv", "/admin/anything/else"];

let server: ServerProcess;
/** An admin's session, kept by the last sign-in test for the moderation tests. */
let adminCookie = "";
let dataDir: string;
const links: Record<string, string> = {};

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(server.url, path, fields, headers);

/** Sets up an account through its link, as a new member of staff does; returns the TOTP secret. */
async function setUp(link: string): Promise<string> {
  const path = new URL(link).pathname;
  const page = await fetch(`${server.url}${path}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store, private");
  const secret = await setUpStaff(server.url, path, undefined, server.clockNow());
  // The link works once.
  expect((await fetch(`${server.url}${path}`)).status).toBe(410);
  return secret;
}

async function signIn(email: string, secret: string): Promise<string> {
  const response = await signInStaff(server.url, email, secret, { next: "/admin", at: server.clockNow() });
  expect(response.status).toBe(303);
  expect(response.headers.get("set-cookie")).toMatch(
    /^__Host-brehon_staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/,
  );
  return cookieOf(response);
}

beforeAll(async () => {
  dataDir = freshDataDir();
  const [admin, moderator] = await staffCommands(
    dataDir,
    ["add", "Admin@Example.ie", "--role", "admin"],
    ["add", "moderator@example.ie", "--role", "moderator"],
  );
  expect(admin.code).toBe(0);
  links.admin = admin.out.match(/https:\/\/portal\.example\/admin\/setup\/\S+/)?.[0] ?? "";
  links.moderator = moderator.out.match(/https:\/\/portal\.example\/admin\/setup\/\S+/)?.[0] ?? "";
  // The clock moves on a TOTP step (30 s) wherever a test needs a code not used before.
  server = await startServer({ database: "none", testHooks: true, env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run staff", () => {
  it("prints one-time links, refuses a second account for one address, and explains its usage", async () => {
    expect(links.admin).toMatch(/^https:\/\/portal\.example\/admin\/setup\/[A-Za-z0-9_-]{43}$/);
    expect(links.moderator).toMatch(/\/admin\/setup\//);
    // The server holds the embedded database now: the command is tried on another folder.
    const other = freshDataDir();
    try {
      const [added, twice, noRole, notAnAddress, list, disabled, reset, unknown] = await staffCommands(
        other,
        ["add", "x@example.ie", "--role", "admin"],
        ["add", "X@example.ie", "--role", "admin"],
        ["add", "y@example.ie"],
        ["add", "not-an-address", "--role", "admin"],
        ["list"],
        ["disable", "x@example.ie"],
        ["reset", "x@example.ie"],
        ["dance"],
      );
      expect(added.code).toBe(0);
      expect(twice.code).toBe(1);
      expect(noRole.code).toBe(2);
      expect(notAnAddress.code).toBe(2);
      expect(list.out).toContain("x@example.ie\tadmin\twaiting for set-up");
      expect(disabled.out).toContain("is disabled");
      expect(reset.code).toBe(0);
      expect(reset.out).toMatch(/\/admin\/setup\//);
      expect(unknown.code).toBe(2);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("the console without a session", () => {
  it("answers every address with the sign-in page (401), never with data, uncached and unindexed", async () => {
    for (const address of CONSOLE_ADDRESSES) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status, address).toBe(401);
      expect(response.headers.get("cache-control"), address).toBe("no-store, private");
      expect(response.headers.get("x-robots-tag"), address).toBe("noindex, nofollow");
      const html = await response.text();
      expect(html, address).toContain('action="/admin/sign-in"');
      expect(html, address).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html, address).not.toContain("admin@example.ie");
    }
    const data = await fetch(`${server.url}/admin/audit.data`);
    expect(data.status).toBe(401);
    expect(await data.json()).toEqual({ error: "Sign in to the console first." });
    const write = await post("/admin/sessions", { session: "0".repeat(64) });
    expect(write.status).toBe(303);
    expect(write.headers.get("location")).toBe("/admin/sign-in");
  });

  it("is not linked from the public site, nor in sitemap.xml", async () => {
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain("/admin");
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/admin");
    expect(await (await fetch(`${server.url}/sitemap`)).text()).not.toContain("/admin");
  });
});

describe("signing in", () => {
  let adminSecret = "";
  let moderatorSecret = "";

  it("sets up an account through its link, then signs in with password and one-time code", async () => {
    adminSecret = await setUp(links.admin as string);
    moderatorSecret = await setUp(links.moderator as string);
    const cookie = await signIn("admin@example.ie", adminSecret);
    const home = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("no-store, private");
    const html = await home.text();
    expect(html).toContain("You are signed in as admin@example.ie, an admin");
  });

  it("refuses a wrong code, and refuses a cross-site post even with a session", async () => {
    const wrong = await post("/admin/sign-in", {
      email: "moderator@example.ie",
      password: STAFF_PASSWORD,
      code: "12345x",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The email address, password or one-time code is not right.");

    const cookie = await signIn("moderator@example.ie", moderatorSecret);
    const crossSite = await post("/admin/sign-out", {}, { cookie, Origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${server.url}/admin`, { headers: { cookie } })).status).toBe(200);
    // A moderator may not read the audit log.
    expect((await fetch(`${server.url}/admin/audit`, { headers: { cookie } })).status).toBe(403);
    expect((await fetch(`${server.url}/admin/audit.csv`, { headers: { cookie } })).status).toBe(403);
  });

  it("lists the sessions and ends one, which refuses its cookie at once; signing out does the same", async () => {
    await server.advanceClock(30_000);
    const first = await signIn("admin@example.ie", adminSecret);
    await server.advanceClock(30_000);
    const second = await signIn("admin@example.ie", adminSecret);
    const page = await (await fetch(`${server.url}/admin/sessions`, { headers: { cookie: second } })).text();
    const ids = [...page.matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((match) => match[1] as string);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    // The first listed is the newest: this browser's own; end the one before it.
    const ended = await post("/admin/sessions", { session: ids[1] as string }, { cookie: second });
    expect(ended.status).toBe(303);
    expect((await fetch(`${server.url}/admin`, { headers: { cookie: first } })).status).toBe(401);
    expect((await fetch(`${server.url}/admin`, { headers: { cookie: second } })).status).toBe(200);

    const out = await post("/admin/sign-out", {}, { cookie: second });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-brehon_staff=; Path=\/; Max-Age=0/);
    expect((await fetch(`${server.url}/admin`, { headers: { cookie: second } })).status).toBe(401);
  });

  it("refuses to sign in over plain HTTP to a host other than this machine's own", async () => {
    const body = new URLSearchParams({
      email: "admin@example.ie",
      password: STAFF_PASSWORD,
      code: "123456",
    }).toString();
    const response = await rawRequest(
      server.port,
      `POST /admin/sign-in HTTP/1.1\r\nHost: portal.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toContain("The console signs in over HTTPS only");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("locks an account out after five failures, with a clear message", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post("/admin/sign-in", { email: "nobody@example.ie", password: "guess", code: "123456" });
      expect(response.status).toBe(401);
    }
    const locked = await post("/admin/sign-in", { email: "nobody@example.ie", password: "guess", code: "123456" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await locked.text()).toContain(
      "Too many failed sign-ins for this account from your network address. Sign-in is locked: try again in 15 minutes.",
    );
  });

  it("keeps every sign-in and failure in the audit log, which admins export as CSV", async () => {
    await server.advanceClock(30_000);
    const cookie = await signIn("admin@example.ie", adminSecret);
    adminCookie = cookie;
    const page = await fetch(`${server.url}/admin/audit`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const action of [
      "sign-in",
      "sign-in-failed",
      "sign-in-locked",
      "session-revoked",
      "sign-out",
      "account-set-up",
    ]) {
      expect(html).toContain(`>${action}<`);
    }
    const csv = await fetch(`${server.url}/admin/audit.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("no-store, private");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("id,at,actor,action,petition,detail,address_hash");
    expect(text).toContain(",admin@example.ie,sign-in,,");
    expect(text).toContain("account-added");
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(text).not.toContain("127.0.0.1");
  });
});

describe("moderation", () => {
  const EMAIL = "petitioner@example.com";
  let id = 0;
  const page = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie: adminCookie } });
  const act = (fields: Record<string, string>) => post(`/admin/petitions/${id}`, fields, { cookie: adminCookie });
  /** The public page, once the change has reached its cache (at once in one process; the test allows a moment). */
  async function publicPage(path: string, status: number) {
    const answer = await waitFor(() => publicAnswer(path), {
      until: (answer) => answer.status === status,
      what: `${path} to answer ${status}`,
      timeoutMs: 5_000,
    });
    expect(answer.status).toBe(status);
    return answer.text;
  }
  async function publicAnswer(path: string) {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: await response.text() };
  }

  beforeAll(async () => {
    id = await createPetition(server.url, {
      title: "Moderate me",
      description: "Words.",
      submitterName: "Nóra",
      submitterEmail: EMAIL,
    });
    expect((await fetch(`${server.url}/api/petitions/${id}/reports`, { method: "POST" })).status).toBe(201);
  });

  it("lists the reported petition in the queue, and its view, without the petitioner's email", async () => {
    const queue = await page("/admin/queue");
    expect(queue.status).toBe(200);
    const html = await queue.text();
    expect(html).toContain(`href="/admin/petitions/${id}"`);
    expect(html).not.toContain(EMAIL);
    const view = await page(`/admin/petitions/${id}`);
    expect(view.status).toBe(200);
    const viewHtml = await view.text();
    expect(viewHtml).toContain("Moderate me");
    expect(viewHtml).toContain(`/admin/petitions/${id}/contact`);
    expect(viewHtml).not.toContain(EMAIL);
  });

  it("offers no language switch (the console is English only), and none of its links ends on Page Not Found", async () => {
    const pages = [
      "/admin",
      "/admin/queue",
      `/admin/petitions/${id}`,
      "/admin/sessions",
      "/admin/audit",
      "/admin/banner",
    ];
    const links = new Set<string>();
    for (const path of [...pages, "/admin/sign-in"]) {
      const response = path === "/admin/sign-in" ? await fetch(`${server.url}${path}`) : await page(path);
      const root = parse(await response.text());
      expect(root.querySelector('[hreflang="ga"]'), path).toBeNull();
      expect(root.querySelector('ul[aria-label="Language"]'), path).toBeNull();
      for (const anchor of root.querySelectorAll("a[href]")) {
        const href = anchor.getAttribute("href") ?? "";
        if (href.startsWith("/")) links.add(href.split("#")[0] || "/");
      }
    }
    expect(links.size).toBeGreaterThan(10);
    for (const link of links) {
      expect(link, link).not.toMatch(/^\/ga\/admin/);
      const response = await page(link);
      expect(response.status, link).not.toBe(404);
      await response.body?.cancel();
    }
  });

  it("removes a petition with a published reason, given on its public page in both languages with 410", async () => {
    const refused = await act({ intent: "hide", reason: "I do not like it" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a reason from the published list.");
    const hidden = await act({ intent: "hide", reason: "offensive" });
    expect(hidden.status).toBe(303);
    expect(hidden.headers.get("location")).toBe(`/admin/petitions/${id}?done=hide`);
    expect(await publicPage(`/petitions/${id}`, 410)).toContain("It contained offensive, abusive or hateful material.");
    expect(await publicPage(`/ga/petitions/${id}`, 410)).toContain("Bhí ábhar maslach, ionsaitheach nó fuafar inti.");
    expect((await fetch(`${server.url}/api/petitions/${id}`)).status).toBe(410);

    expect((await act({ intent: "show" })).status).toBe(303);
    expect(await publicPage(`/petitions/${id}`, 200)).toContain("Moderate me");
  });

  it("closes and reopens, with the public page following", async () => {
    expect((await act({ intent: "close" })).status).toBe(303);
    await waitFor(() => publicAnswer(`/petitions/${id}`), {
      until: (answer) => answer.status === 200 && answer.text.includes("This petition is closed"),
      what: `/petitions/${id} to show the petition closed`,
      timeoutMs: 5_000,
    });
    expect(await publicPage(`/petitions/${id}`, 200)).toContain(
      "This petition is closed: it no longer takes signatures.",
    );
    const signing = await fetch(`${server.url}/api/petitions/${id}/signatures`, { method: "POST" });
    expect(signing.status).toBe(409);
    expect((await act({ intent: "reopen" })).status).toBe(303);
  });

  it("adds a note, refuses an unknown action or petition, and logs the one screen that shows the email", async () => {
    expect((await act({ intent: "note", note: "Checked the source." })).status).toBe(303);
    expect(await (await page(`/admin/petitions/${id}`)).text()).toContain("Checked the source.");
    expect((await act({ intent: "dance" })).status).toBe(400);
    expect((await page("/admin/petitions/999999")).status).toBe(404);
    expect((await page("/admin/petitions/abc")).status).toBe(404);

    const contact = await page(`/admin/petitions/${id}/contact`);
    expect(await contact.text()).toContain(EMAIL);
    const csv = await (await page("/admin/audit.csv")).text();
    for (const action of ["petition-hidden", "petition-shown", "petition-closed", "petition-reopened", "note-added"]) {
      expect(csv).toContain(`,${action},${id},`);
    }
    expect(csv).toContain(`,petitioner-contact-viewed,${id},`);
    expect(csv).not.toContain(EMAIL);
  });
});

describe("open data", () => {
  it("exports every public petition as CSV and JSON, with signatures per day, cacheable, without private fields", async () => {
    const petitionId = await createPetition(server.url, {
      title: "Open data",
      description: "Words.",
      submitterEmail: "hidden@example.com",
    });
    expect((await fetch(`${server.url}/api/petitions/${petitionId}/signatures`, { method: "POST" })).status).toBe(201);
    // A minute's cache per process: the new petition may take that long, so it is looked for in the JSON only if there.
    const csv = await fetch(`${server.url}/api/petitions.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = csv.headers.get("etag");
    expect(etag).toBeTruthy();
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe(
      "id,title,description,category,petitioner,signatures,created_at,closed_at,response_threshold_at,debate_threshold_at,response_published_at,debate_outcome_published_at,closes_at,title_en,title_ga,description_en,description_ga,language",
    );
    expect(text).not.toMatch(/@example\.com/);
    // fetch() adds "Cache-Control: no-cache" to a conditional request; a plain request, as a proxy sends it.
    const again = await rawRequest(
      server.port,
      `GET /api/petitions.csv HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`,
    );
    expect(again.status).toBe(304);

    const json = (await (await fetch(`${server.url}/api/petitions.json`)).json()) as {
      generatedAt: string;
      petitions: Array<Record<string, unknown>>;
    };
    expect(Date.parse(json.generatedAt)).not.toBeNaN();
    for (const entry of json.petitions) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          "category",
          "closedAt",
          "closesAt",
          "createdAt",
          "debateOutcomePublishedAt",
          "debateThresholdAt",
          "description",
          "id",
          "language",
          "petitioner",
          "responsePublishedAt",
          "responseThresholdAt",
          "signatures",
          "signaturesPerDay",
          "snapshots",
          "title",
          // Each text in both languages (issue 55), named as the CSV's columns.
          "title_en",
          "title_ga",
          "description_en",
          "description_ga",
        ].sort(),
      );
    }
    // Each petition says the language it was written in.
    expect(json.petitions.map((entry) => entry.language)).toContain("en");
    expect(json.petitions.every((entry) => entry.language === "en" || entry.language === "ga")).toBe(true);
    expect(JSON.stringify(json)).not.toMatch(/@example\.com/);
    const perDay = await (await fetch(`${server.url}/api/petitions-per-day.csv`)).text();
    expect(perDay.split("\r\n")[0]).toBe("petition_id,date,signatures");
  });
});
