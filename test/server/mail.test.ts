import { rmSync } from "node:fs";
import net from "node:net";
import { parse } from "node-html-parser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/requests";
import { type Received, SMTP_PASSWORD, SMTP_USER, startSmtp } from "../support/smtp";
import { staffCookie } from "../support/staff";
import { waitFor } from "../support/wait";
import {
  addStaffAccount,
  freePort,
  freshDataDir,
  jsonLines,
  type ServerProcess,
  startServer,
  TEST_DATABASE_URL,
} from "./harness";

/**
 * Issue 26, email updates: the built server with pre-moderation and SMTP_URL pointing at a real
 * SMTP server that this test runs (smtp-server), whose messages are read with mailparser.
 */
/** Every petitioner's address is at this domain, so the log can be searched for any of them. */
const DOMAIN = "petitioner-mail.example";
const address = (name: string) => `${name}@${DOMAIN}`;

/** A mail server that is "up" but never answers: it accepts connections and says nothing. */
async function startSilentServer(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let server: ServerProcess;
let dataDir: string;
let smtpPort: number;
let smtp: { stop(): Promise<void> } | undefined;
const inbox: Received[] = [];
let cookie = "";

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(server.url, path, fields, headers);

/** Creates a petition with the page's form, without JavaScript; finds its id in the moderators' queue. */
async function createWithForm(language: "en" | "ga", title: string, email: string): Promise<number> {
  const response = await post(language === "ga" ? "/ga/petitions" : "/petitions", {
    intent: "create",
    title,
    description: "Words for the moderators.",
    ...(email ? { submitterEmail: email } : {}),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toContain("status=created-pending");
  const queue = parse(await (await fetch(`${server.url}/admin/queue`, { headers: { cookie } })).text());
  const link = queue.querySelectorAll("a").find((anchor) => anchor.textContent.trim().endsWith(`: ${title}`));
  const id = Number(link?.getAttribute("href")?.match(/^\/admin\/petitions\/(\d+)$/)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Creates a petition through the JSON API, as the page's script does (`?lang=`). */
async function createWithApi(language: "en" | "ga", title: string, email: string | null): Promise<number> {
  const response = await fetch(`${server.url}/api/petitions?lang=${language}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, description: "Words.", ...(email ? { submitterEmail: email } : {}) }),
  });
  expect(response.status).toBe(201);
  const body = await response.text();
  expect(body).not.toContain(DOMAIN);
  return (JSON.parse(body) as { petition: { id: number } }).petition.id;
}

async function moderate(id: number, fields: Record<string, string>) {
  const response = await post(`/admin/petitions/${id}`, fields, { cookie });
  expect(response.status).toBe(303);
  return response;
}

/** Waits until the inbox holds `count` messages (the worker sends within a second or two). */
async function waitForMail(count: number, timeoutMs = 30_000): Promise<Received> {
  await waitFor(() => inbox.length, {
    until: (length) => length >= count,
    what: `${count} messages in the inbox`,
    timeoutMs,
  });
  return inbox[count - 1] as Received;
}

/** The log's lines that are JSON, each with its place among all the lines of stdout. */
const numberedLines = (lines: string[]): (Record<string, unknown> & { index: number })[] =>
  lines.flatMap((line, index) => jsonLines([line]).map((fields) => ({ ...fields, index })));

const QUEUE_CHECKED = "Petitioner email queue checked";

/**
 * Waits until the worker's round that sent petition `id`'s latest message has ended (the server runs
 * at LOG_LEVEL=debug, which logs each round's end): that round went on until nothing more was due, so
 * whatever else the change queued has reached the mail server by then.
 */
async function roundEndedAfterSending(id: number): Promise<void> {
  await waitFor(
    () => {
      const lines = numberedLines(server.stdout);
      const sent = lines.filter((line) => line.msg === "Petitioner email sent" && line.petitionId === id).at(-1);
      return sent !== undefined && lines.some((line) => line.msg === QUEUE_CHECKED && line.index > sent.index);
    },
    { what: `the end of the worker's round that sent petition ${id}'s message` },
  );
}

/** Waits until the worker has begun and ended a whole round after now: anything queued before now was due in it. */
async function wholeRoundFromNow(): Promise<void> {
  const rounds = () => jsonLines(server.stdout).filter((line) => line.msg === QUEUE_CHECKED).length;
  // The next round's end may be that of a round already under way; the one after it began after now.
  const needed = rounds() + 2;
  await waitFor(rounds, { until: (count) => count >= needed, what: "two more rounds of the mail worker" });
}

beforeAll(async () => {
  dataDir = freshDataDir();
  // An admin: it moderates, and it also publishes the Government's responses.
  const link = await addStaffAccount(dataDir, "mod@example.ie", "admin");
  smtpPort = await freePort();
  smtp = await startSmtp(smtpPort, inbox);
  server = await startServer({
    database: "none",
    env: {
      DATA_DIR: dataDir,
      PETITION_MODERATION: "before",
      SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      MAIL_RETRY_SECONDS: "1",
      // Each round of the mail worker ends with a line the tests wait for.
      LOG_LEVEL: "debug",
      // More petitions from one address than a visitor may create.
      RATE_LIMIT_CREATE: "50",
    },
  });
  cookie = await staffCookie(server.url, link, "mod@example.ie");
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("email updates to the petitioner", () => {
  it("says at start that they are on, naming the server but no address", async () => {
    const line = await server.waitForLine(/email updates are on/);
    expect(line).toContain(`smtp://127.0.0.1:${smtpPort}`);
    expect(server.stdout.join("\n")).not.toContain("email updates are off");
  });

  it("published by a moderator: one message in Irish for a petition created on an Irish page", async () => {
    const email = address("aoife");
    const id = await createWithForm("ga", "Leabharlann ar an Domhnach", email);
    expect(inbox).toHaveLength(0);
    const view = await (await fetch(`${server.url}/admin/petitions/${id}`, { headers: { cookie } })).text();
    expect(view).toContain("Publishing or removing this petition tells its petitioner by email, in Irish");
    expect(view).not.toContain(DOMAIN);
    const published = await moderate(id, { intent: "publish" });
    expect(published.headers.get("location")).toBe(`/admin/petitions/${id}?done=publish`);

    const { to, user, mail } = await waitForMail(1);
    expect(to).toEqual([email]);
    expect(user).toBe(SMTP_USER);
    expect(mail.from?.text).toBe('"Petitions" <petitions@gov.brehon.example>');
    expect(mail.subject).toBe("Tá d'achainí poiblí anois: Leabharlann ar an Domhnach");
    expect(mail.headers.get("content-language")).toBe("ga");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    const link = `http://localhost:${server.port}/ga/petitions/${id}`;
    expect(mail.text).toContain("Tá d'achainí léite ag modhnóir agus foilsithe ar an tairseach.");
    expect(mail.text).toContain(`D'achainí:\n${link}`);
    expect(mail.text).toContain(
      "Tá an ríomhphost seo á fháil agat mar gur chruthaigh tú an achainí “Leabharlann ar an Domhnach”",
    );
    expect(mail.text).toContain("agus gur thug tú an seoladh seo.");
    const html = parse(typeof mail.html === "string" ? mail.html : "");
    expect(html.querySelector("html")?.getAttribute("lang")).toBe("ga");
    expect(html.querySelector("a")?.getAttribute("href")).toBe(link);
    // The page the message links to is public now.
    expect((await fetch(`${server.url}/ga/petitions/${id}`)).status).toBe(200);
    await roundEndedAfterSending(id);
    expect(inbox).toHaveLength(1);
  });

  it("removed with a reason: the message gives the reason, in the petition's language", async () => {
    const email = address("brian");
    const id = await createWithApi("ga", "Droichead nua", email);
    await moderate(id, { intent: "hide", reason: "misleading" });
    const { to, mail } = await waitForMail(2);
    expect(to).toEqual([email]);
    expect(mail.subject).toBe("Baineadh d'achainí den tairseach: Droichead nua");
    expect(mail.text).toContain("Cúis:\nBhí eolas bréagach nó míthreorach inti.");
    expect(mail.text).toContain(`http://localhost:${server.port}/ga/petitions/${id}`);
    // Its public page gives the same reason.
    const page = await fetch(`${server.url}/ga/petitions/${id}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("Bhí eolas bréagach nó míthreorach inti.");
  });

  it("writes to nobody for a petition created without an email address", async () => {
    const without = await createWithApi("en", "Nobody to tell", null);
    await moderate(without, { intent: "publish" });
    await moderate(without, { intent: "hide", reason: "duplicate" });
    // Then one with an address: its message is the next to arrive, so none was queued before it.
    const email = address("ciara");
    const withEmail = await createWithApi("en", "Someone to tell", email);
    await moderate(withEmail, { intent: "publish" });
    const { to, mail } = await waitForMail(3);
    expect(to).toEqual([email]);
    expect(mail.subject).toBe("Your petition is now public: Someone to tell");
    expect(mail.text).toContain(`Your petition:\nhttp://localhost:${server.port}/petitions/${withEmail}`);
    expect(mail.text).toContain(
      "You are receiving this because you created the petition “Someone to tell” on the Republic of Brehon's government portal and gave this address.",
    );
    await roundEndedAfterSending(withEmail);
    expect(inbox).toHaveLength(3);
  });

  it("a mail server that is down delays the message, never the page, and loses nothing", async () => {
    await smtp?.stop();
    // First one that takes connections and never answers, then none at all.
    const silent = await startSilentServer(smtpPort);
    const email = address("dara");
    const id = await createWithForm("en", "Sent when the server is back", email);
    const started = Date.now();
    await moderate(id, { intent: "publish" });
    // The worker is waiting for a greeting that never comes; the moderator's page is not.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${server.url}/petitions/${id}`)).status).toBe(200);
    await server.waitForLine(/"msg":"Petitioner email not sent: will retry"/, 30_000);
    await silent.stop();
    const failures = () =>
      jsonLines(server.stdout).filter((line) => line.msg === "Petitioner email not sent: will retry").length;
    const before = failures();
    await server.waitForLine(/ECONNREFUSED/, 15_000);
    expect(failures()).toBeGreaterThan(before);
    expect(inbox).toHaveLength(3);

    smtp = await startSmtp(smtpPort, inbox);
    const { to, mail } = await waitForMail(4);
    expect(to).toEqual([email]);
    expect(mail.subject).toBe("Your petition is now public: Sent when the server is back");
    // The mail server has the message before the worker logs that it was sent.
    await server.waitForLine(
      new RegExp(
        `"msg":"Petitioner email sent".*"petitionId":${id}\\b|"petitionId":${id}\\b.*"msg":"Petitioner email sent"`,
      ),
    );
    const sent = jsonLines(server.stdout).find(
      (line) => line.msg === "Petitioner email sent" && line.petitionId === id,
    );
    expect(Number(sent?.attempts)).toBeGreaterThanOrEqual(3);
  });

  it("the Government's response: the message quotes it in the petition's language; its debate outcome sends nothing", async () => {
    const email = address("eimear");
    const id = await createWithApi("ga", "Bus go dtí an t-oileán", email);
    const before = inbox.length;
    await moderate(id, { intent: "publish" });
    await waitForMail(before + 1);
    const published = await post(
      `/admin/petitions/${id}/response`,
      {
        kind: "response",
        intent: "publish",
        en: "The Government will fund a trial service.",
        ga: "Maoineoidh an Rialtas seirbhís trialach.",
      },
      { cookie },
    );
    expect(published.status).toBe(303);
    const { to, mail } = await waitForMail(before + 2);
    expect(to).toEqual([email]);
    expect(mail.subject).toBe("Tá freagra tugtha ag an Rialtas ar d'achainí: Bus go dtí an t-oileán");
    expect(mail.text).toContain("An freagra:\nMaoineoidh an Rialtas seirbhís trialach.");
    expect(mail.text).not.toContain("The Government will fund");
    expect(mail.text).toContain(`http://localhost:${server.port}/ga/petitions/${id}`);
    const debate = await post(
      `/admin/petitions/${id}/response`,
      { kind: "debate", intent: "publish", en: "Debated on 1 December.", ga: "Pléadh é ar an 1 Nollaig." },
      { cookie },
    );
    expect(debate.status).toBe(303);
    // Had the outcome queued a message, the next whole round would have sent it.
    await wholeRoundFromNow();
    expect(inbox).toHaveLength(before + 2);
  });

  it("never writes a petitioner's address to the log", () => {
    const everything = [...server.stdout, ...server.stderr].join("\n");
    expect(everything).toContain("Petitioner email sent");
    expect(everything).not.toContain(DOMAIN);
    expect(everything).not.toMatch(/aoife|brian|ciara|dara|eimear/);
    expect(everything).not.toContain(SMTP_PASSWORD);
    expect(everything).not.toContain(SMTP_USER);
    expect(jsonLines(server.stdout).length).toBe(server.stdout.filter((line) => line.trim()).length);
  });
});

describe.skipIf(!TEST_DATABASE_URL)(
  "two server processes on PostgreSQL (skipped: TEST_DATABASE_URL is not set)",
  () => {
    let portal: ServerProcess;
    let mailServer: { stop(): Promise<void> } | undefined;
    const received: Received[] = [];
    afterAll(async () => {
      await portal?.stop();
      await mailServer?.stop();
    });

    it("send each queued message once, and say once that email updates are on", async () => {
      const port = await freePort();
      mailServer = await startSmtp(port, received);
      portal = await startServer({
        database: "postgres",
        env: { WORKERS: "2", SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: "1", LOG_LEVEL: "debug" },
      });
      await portal.waitForLine(/2 server processes running/);
      expect((await fetch(`${portal.url}/api/petitions`)).status).toBe(200);
      const client = new pg.Client({ connectionString: portal.databaseUrl });
      await client.connect();
      try {
        // Forty messages at once: both processes' workers claim from the queue at the same time.
        await client.query(
          `with petition as (
           insert into petitions (title, description, submitter_email, language) values ('Both processes', 'Words.', $1, 'en')
           returning id, title, language, hidden_reason)
         insert into petitioner_mail (petition_id, kind, payload, recipient)
         select p.id, 'published', json_build_object('title', p.title, 'language', p.language)::text, $2 || n || '@' || $3
           from petition p, generate_series(1, 40) as n`,
          [address("owner"), "reader", DOMAIN],
        );
        await waitFor(() => received.length, {
          until: (count) => count >= 40,
          what: "40 messages at the mail server",
          timeoutMs: 60_000,
        });
        // A second copy of a message would come from a round under way now: once each process has
        // ended a round that began after this point, every round that could have sent one is over.
        const roundsOf = () => {
          const rounds = new Map<unknown, number>();
          for (const line of jsonLines(portal.stdout)) {
            if (line.msg === "Petitioner email queue checked") rounds.set(line.pid, (rounds.get(line.pid) ?? 0) + 1);
          }
          return rounds;
        };
        const roundsNow = roundsOf();
        await waitFor(roundsOf, {
          until: (rounds) =>
            rounds.size === 2 && [...rounds].every(([pid, count]) => count >= (roundsNow.get(pid) ?? 0) + 2),
          what: "two more rounds of the mail worker in each process",
        });
        const recipients = received.flatMap((message) => message.to);
        expect(recipients).toHaveLength(40);
        expect(new Set(recipients).size).toBe(40);
        const { rows } = await client.query<{ sent: string; waiting: string }>(
          "select count(sent_at) as sent, count(recipient) as waiting from petitioner_mail",
        );
        expect(rows[0]).toEqual({ sent: "40", waiting: "0" });
      } finally {
        await client.end();
      }
      const senders = new Set(
        jsonLines(portal.stdout)
          .filter((line) => line.msg === "Petitioner email sent")
          .map((line) => line.pid),
      );
      expect(senders.size).toBeGreaterThanOrEqual(1);
      expect(portal.stdout.filter((line) => line.includes("email updates are on"))).toHaveLength(1);
      expect([...portal.stdout, ...portal.stderr].join("\n")).not.toContain(DOMAIN);
    });
  },
);
