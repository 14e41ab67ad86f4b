import { existsSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutBanner } from "../../app/offline/banner-marker";
import { NGINX, startNginx } from "../../deploy/nginx-local.mjs";
import { postForm } from "../support/requests";
import { cookieOf, setUpStaff, signInStaff } from "../support/staff";
import { waitFor } from "../support/wait";
import { type Command, type CommandResult, commandEnv, runCommands } from "./commands";
import { freePort, type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";
import { type Answer, httpGet } from "./http-client";

/**
 * Issue 26: the site banner, switched on and off in the console, on two server processes sharing one
 * PostgreSQL database: on the prerendered pages (fetched as a client without JavaScript does, brotli
 * and gzip), the pages rendered at run time, both languages, on the process that made the change at
 * once and on the other within a minute; through the reference caching proxy (deploy/nginx-portal.conf)
 * within a minute too; never on the console; audited.
 */

const POLL_SECONDS = 2;
const EMAIL = "banner-admin@example.ie";
const BANNER = {
  level: "emergency",
  textEn: "Shelter indoors now: a <b>test</b> of the banner & its escaping.",
  textGa: "Fan istigh anois: triail den bhratach.",
  link: "/ready-brehon",
};
const MARKER = "data-site-banner=";

let first: ServerProcess;
let second: ServerProcess;
/** The reference nginx in front of the first process, when nginx is installed. */
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
const withProxy = existsSync(NGINX);
let cookie = "";
let moderatorCookie = "";

const post = (server: ServerProcess, path: string, fields: Record<string, string>, headers = {}) =>
  postForm(server.url, path, fields, headers);

/** A page as a browser without JavaScript gets it, in one coding; checks the coding is the one asked for. */
async function page(server: Pick<ServerProcess, "url">, path: string, coding: "br" | "gzip") {
  const answer = await httpGet(server.url, path, { "Accept-Encoding": coding });
  expectServed(answer, path, coding);
  return answer;
}

function expectServed(answer: Answer, path: string, coding: "br" | "gzip") {
  expect(answer.status, path).toBeLessThan(500);
  expect(answer.headers["content-encoding"], path).toBe(coding);
}

/**
 * Waits, until a minute after `since`, for `check` to hold for the page on the server in both codings;
 * returns the seconds it took. A page served wrongly on the way fails the test at once.
 */
async function until(
  server: Pick<ServerProcess, "url">,
  path: string,
  check: (html: string) => boolean,
  since: number,
) {
  const served = (answer: Answer, coding: string) =>
    answer.status < 500 && answer.headers["content-encoding"] === coding;
  const [br, gzip] = await waitFor(
    () =>
      Promise.all([
        httpGet(server.url, path, { "Accept-Encoding": "br" }),
        httpGet(server.url, path, { "Accept-Encoding": "gzip" }),
      ]),
    {
      until: ([br, gzip]) => !served(br, "br") || !served(gzip, "gzip") || (check(br.text) && check(gzip.text)),
      what: `${path} on ${server.url} to change`,
      timeoutMs: Math.max(0, 60_000 - (Date.now() - since)),
      everyMs: 250,
    },
  );
  expectServed(br, path, "br");
  expectServed(gzip, path, "gzip");
  return (Date.now() - since) / 1000;
}

/**
 * Adds accounts with `npm run staff` (the commands in one process), sets each up through its link and
 * signs it in on the first process; returns their cookies.
 */
async function staffSessions(accounts: [email: string, role: "admin" | "moderator"][]): Promise<string[]> {
  const added = await runCommands(
    commandEnv({ databaseUrl: first.databaseUrl as string }),
    accounts.map(
      ([email, role]): Command => ["staff", "add", email, "--role", role, "--origin", "https://portal.example"],
    ),
  );
  const cookies: string[] = [];
  for (const [index, [email]] of accounts.entries()) {
    const result = added[index] as CommandResult;
    expect(result.code, result.err).toBe(0);
    const setup = new URL(result.out.match(/https:\/\/portal\.example\/admin\/setup\/\S+/)?.[0] ?? "").pathname;
    const secret = await setUpStaff(first.url, setup);
    const signedIn = await signInStaff(first.url, email, secret, { next: "/admin" });
    expect(signedIn.status).toBe(303);
    cookies.push(cookieOf(signedIn));
  }
  return cookies;
}

const hasBanner = (html: string) => html.includes(MARKER);
const noBanner = (html: string) => !html.includes(MARKER) && !html.includes('class="site-banner');

describe.skipIf(!TEST_DATABASE_URL)(
  "the site banner on two server processes (skipped: TEST_DATABASE_URL is not set)",
  () => {
    beforeAll(async () => {
      first = await startServer({ database: "postgres", env: { BANNER_POLL_SECONDS: String(POLL_SECONDS) } });
      second = await startServer({
        database: "none",
        env: { DATABASE_URL: first.databaseUrl, BANNER_POLL_SECONDS: String(POLL_SECONDS) },
      });
      // An admin and a moderator, made by the operators' command, set up through their links, signed in.
      [cookie = "", moderatorCookie = ""] = await staffSessions([
        [EMAIL, "admin"],
        ["banner-moderator@example.ie", "moderator"],
      ]);
      if (withProxy) proxy = await startNginx({ port: await freePort(), upstreamPort: first.port });
    }, 240_000);

    afterAll(async () => {
      await proxy?.stop();
      await second?.stop();
      await first?.stop();
    });

    it("refuses a banner without its Irish text (clearly), a moderator's and a cross-site post, and changes nothing", async () => {
      const consolePage = await fetch(`${first.url}/admin/banner`, { headers: { cookie } });
      expect(consolePage.status).toBe(200);
      expect(await consolePage.text()).toContain("No banner is on.");
      const refused = await post(first, "/admin/banner", { intent: "on", ...BANNER, textGa: " " }, { cookie });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("Enter the banner&#x27;s text in Irish.");
      expect(html).toContain('aria-invalid="true"');
      // Only admins; never from another site.
      const moderator = await fetch(`${first.url}/admin/banner`, { headers: { cookie: moderatorCookie } });
      expect(moderator.status).toBe(403);
      expect(
        (await post(first, "/admin/banner", { intent: "on", ...BANNER }, { cookie: moderatorCookie })).status,
      ).toBe(403);
      const crossSite = await post(
        first,
        "/admin/banner",
        { intent: "on", ...BANNER },
        {
          cookie,
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
        },
      );
      expect(crossSite.status).toBe(403);
      expect(hasBanner((await page(first, "/ready-brehon", "br")).text)).toBe(false);
    });

    it("switched on, is on every page of the process that made the change at once, and of the other and through the caching proxy within a minute", async () => {
      const before = await page(first, "/ready-brehon", "br");
      expect(noBanner(before.text)).toBe(true);
      expect(before.headers["cache-control"]).toContain("s-maxage=20");
      if (proxy) {
        // The proxy keeps the page without the banner, in both codings.
        for (const coding of ["br", "gzip"] as const) {
          await page(proxy, "/ready-brehon", coding);
          const kept = await page(proxy, "/ready-brehon", coding);
          expect(kept.headers["x-cache-status"]).toBe("HIT");
          expect(noBanner(kept.text)).toBe(true);
        }
      }
      const switched = Date.now();
      const on = await post(first, "/admin/banner", { intent: "on", ...BANNER }, { cookie });
      expect(on.status).toBe(303);
      expect(on.headers.get("location")).toBe("/admin/banner?done=on");

      // The process that made the change: at once, on a prerendered page, in both codings, with a new ETag.
      const [br, gzip] = [await page(first, "/ready-brehon", "br"), await page(first, "/ready-brehon", "gzip")];
      for (const answer of [br, gzip]) {
        expect(answer.text).toContain(
          '<section class="site-banner site-banner-emergency" aria-label="Emergency notice"',
        );
        expect(answer.text).toContain(
          "Shelter indoors now: a &lt;b&gt;test&lt;/b&gt; of the banner &amp; its escaping.",
        );
        expect(answer.text).toContain('<a class="site-banner-link" href="/ready-brehon">More information</a>');
        expect(answer.text).not.toContain("<b>test</b>");
        // Right after the skip link, before the header.
        expect(answer.text.indexOf(MARKER)).toBeGreaterThan(answer.text.indexOf('href="#main-content"'));
        expect(answer.text.indexOf(MARKER)).toBeLessThan(answer.text.indexOf("<header"));
      }
      expect(br.text).toBe(gzip.text);
      expect(br.headers.etag).not.toBe(before.headers.etag);
      // Drawn again through the app's render: apart from the banner, the very bytes the build made.
      expect(withoutBanner(br.text)).toBe(before.text);
      const irish = await page(first, "/ga/ready-brehon", "gzip");
      expect(irish.text).toContain('aria-label="Fógra éigeandála"');
      expect(irish.text).toContain("Éigeandáil:</strong> Fan istigh anois: triail den bhratach.");
      expect(irish.text).toContain('href="/ga/ready-brehon">Tuilleadh eolais</a>');
      expect(irish.text).not.toContain("Shelter indoors");
      // Pages rendered at run time: a petitions page (its cache rendered again), a legal page, Page Not Found.
      for (const path of ["/petitions", "/ga/petitions", "/privacy-policy", "/no-such-page"]) {
        const answer = await page(first, path, "br");
        expect(answer.text, path).toContain(path.startsWith("/ga") ? "Fan istigh anois" : "Shelter indoors now");
      }

      // The other process, when it next reads the database: well within a minute.
      const seconds = await until(second, "/ready-brehon", hasBanner, switched);
      expect(seconds).toBeLessThan(60);
      await until(second, "/ga/ready-brehon", (html) => html.includes("Fan istigh anois"), switched);
      await until(second, "/petitions", hasBanner, switched);
      // Through the caching proxy: once its copy is past s-maxage, within a minute of the change.
      if (proxy) expect(await until(proxy, "/ready-brehon", hasBanner, switched)).toBeLessThan(60);
    }, 120_000);

    it("is never on the console's pages", async () => {
      for (const path of ["/admin", "/admin/banner", "/admin/sessions", "/admin/sign-in", "/admin/audit"]) {
        for (const server of [first, second]) {
          const answer = await httpGet(server.url, path, { "Accept-Encoding": "br", cookie });
          expect(answer.text, path).not.toContain(MARKER);
          expect(answer.text, path).not.toContain('site-banner-emergency" aria-label');
        }
      }
      // The console shows what visitors see, as a preview without the page's landmark.
      const consolePage = await fetch(`${first.url}/admin/banner`, { headers: { cookie } });
      const html = await consolePage.text();
      expect(html).toContain("Switch the banner off");
      expect(html).toContain("Shelter indoors now: a &lt;b&gt;test&lt;/b&gt;");
    });

    it("switched off, leaves every page of both processes, and every change is in the audit log", async () => {
      const switched = Date.now();
      const off = await post(first, "/admin/banner", { intent: "off" }, { cookie });
      expect(off.status).toBe(303);
      for (const path of ["/ready-brehon", "/ga/ready-brehon", "/petitions", "/privacy-policy"]) {
        expect(noBanner((await page(first, path, "br")).text), path).toBe(true);
        expect(noBanner((await page(first, path, "gzip")).text), path).toBe(true);
      }
      expect(await until(second, "/ready-brehon", noBanner, switched)).toBeLessThan(60);
      await until(second, "/ga/petitions", noBanner, switched);
      if (proxy) expect(await until(proxy, "/ready-brehon", noBanner, switched)).toBeLessThan(60);
      // Nothing left to switch off.
      expect((await post(first, "/admin/banner", { intent: "off" }, { cookie })).status).toBe(400);

      const client = new pg.Client({ connectionString: first.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ action: string; actor: string; detail: string }>(
          "select action, actor, detail from audit_log where action like 'banner-%' order by id",
        );
        const on = { level: "emergency", textEn: BANNER.textEn, textGa: BANNER.textGa, link: "/ready-brehon" };
        expect(rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) }))).toEqual([
          { action: "banner-switched-on", actor: EMAIL, detail: { before: null, after: on } },
          { action: "banner-switched-off", actor: EMAIL, detail: { before: on, after: null } },
        ]);
      } finally {
        await client.end();
      }
    }, 120_000);
  },
);
