import { parse } from "node-html-parser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/requests";
import { type Received, smtpUrl, startSmtp } from "../support/smtp";
import { staffCookie } from "../support/staff";
import { waitFor } from "../support/wait";
import { commandEnv, runCommands } from "./commands";
import { createPostgresDatabase, freePort, type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/**
 * Signers who ask for updates (PETITION_SIGNING=email): the built server on PostgreSQL, a real SMTP server, and
 * the operators' commands publishing the Government's response and a debate, as an operator's script would.
 * One Irish signer who ticked the box gets exactly one Irish email with the RFC 8058 headers; the one-click POST
 * stops the next one; a signer who did not tick it, and one who withdrew, get nothing; a server stopped in the
 * middle of a send and started again sends no message twice.
 */
const PUBLIC_URL = "https://www.brehon.example";
const inbox: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let smtpPort: number;
let server: ServerProcess;
let database: { url: string; drop(): Promise<void> };

const start = (rate: string) =>
  startServer({
    database: "none",
    env: {
      DATABASE_URL: database.url,
      PETITION_SIGNING: "email",
      SMTP_URL: smtpUrl(smtpPort),
      SMTP_RATE: rate,
      MAIL_RETRY_SECONDS: "1",
      PUBLIC_URL,
      RATE_LIMIT_SIGN: "1000",
      RATE_LIMIT_CREATE: "100",
    },
  });

const mailsTo = (address: string) => inbox.filter((received) => received.to.includes(address));
const updatesTo = (address: string) =>
  mailsTo(address).filter(
    (received) => !/confirm/i.test(received.mail.subject ?? "") && !/Deimhnigh/.test(received.mail.subject ?? ""),
  );

/** The confirmation link's token in the first email to `address`. */
async function tokenFor(address: string): Promise<string> {
  const mail = await waitFor(() => mailsTo(address)[0], { what: `the link to ${address}`, timeoutMs: 30_000 });
  const token = /\/petitions\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail?.mail.text ?? "")?.[1];
  if (!token) throw new Error(`No link in: ${mail?.mail.text}`);
  return token;
}

const petitions = (...args: string[]) =>
  runCommands(commandEnv({ databaseUrl: database.url }), [["petitions", ...args]] as const);

const BULK = Array.from({ length: 12 }, (_, index) => `bulk-${index}@example.net`);
const IRISH = "aoife@example.ie";
const PLAIN = "plain@example.net";
const WITHDRAWN = "withdrawn@example.net";

describe.skipIf(!TEST_DATABASE_URL)("updates to signers who ask for them", () => {
  let id: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    database = await createPostgresDatabase();
    server = await start("100");
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it("emails one Irish update with both headers, stops with one click, and skips who did not ask or withdrew", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Bus go dtí an t-oileán", description: "Seirbhís bus gach lá." }),
    });
    id = ((await created.json()) as { petition: { id: number } }).petition.id;

    // The Irish page's form, without JavaScript, with the box ticked.
    const irishPage = parse(await (await fetch(`${server.url}/ga/petitions/${id}`)).text());
    const box = irishPage.querySelector('input[name="updates"]');
    expect(box?.getAttribute("type")).toBe("checkbox");
    expect(box?.hasAttribute("checked")).toBe(false);
    expect(irishPage.querySelector('label[for="signer-updates"]')?.text).toBe(
      "Seol ríomhphost chugam nuair a thugann an Rialtas freagra nó nuair a phléitear an achainí",
    );
    const asked = await postForm(server.url, `/ga/petitions/${id}`, {
      intent: "request",
      petitionId: String(id),
      name: "Aoife",
      email: IRISH,
      citizen: "yes",
      updates: "yes",
    });
    expect(asked.status).toBe(303);
    // Through the API: one who does not ask, one who asks then withdraws, and others who ask.
    const request = (email: string, updates: boolean) =>
      fetch(`${server.url}/api/petitions/${id}/signature-requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Signer", email, citizen: "yes", ...(updates ? { updates: "yes" } : {}) }),
      });
    expect((await request(PLAIN, false)).status).toBe(202);
    expect((await request(WITHDRAWN, true)).status).toBe(202);
    for (const email of BULK) expect((await request(email, true)).status).toBe(202);

    // The Irish signer confirms through the page's own form, as a browser without JavaScript would.
    const irishToken = await tokenFor(IRISH);
    const confirmPage = parse(await (await fetch(`${server.url}/ga/petitions/confirm?token=${irishToken}`)).text());
    const form = confirmPage.querySelector("main form") ?? confirmPage.querySelector("form[method=post]");
    const fields = Object.fromEntries(
      (form?.querySelectorAll("input") ?? []).map((input) => [
        input.getAttribute("name") ?? "",
        input.getAttribute("value") ?? "",
      ]),
    );
    expect(fields).toMatchObject({ intent: "confirm", token: irishToken });
    const action = form?.getAttribute("action") ?? `/ga/petitions/confirm?token=${irishToken}`;
    expect((await postForm(server.url, action, fields)).status).toBe(200);
    for (const email of [PLAIN, WITHDRAWN, ...BULK]) {
      const token = await tokenFor(email);
      expect(
        (await postForm(server.url, `/petitions/confirm?token=${token}`, { intent: "confirm", token })).status,
      ).toBe(200);
    }
    const withdrawToken = await tokenFor(WITHDRAWN);
    const withdrawn = await postForm(server.url, `/petitions/confirm?token=${withdrawToken}`, {
      intent: "withdraw",
      token: withdrawToken,
    });
    expect(await withdrawn.text()).toContain("Your signature is withdrawn");

    // The operator publishes the Government's response from the command line.
    const [responded] = await petitions(
      "respond",
      String(id),
      "--en",
      "The Government will fund a trial service.",
      "--ga",
      "Maoineoidh an Rialtas seirbhís trialach.",
    );
    expect(responded.code).toBe(0);
    expect(responded.out).toContain("13 updates queued");
    await waitFor(() => BULK.every((email) => updatesTo(email).length === 1) && updatesTo(IRISH).length === 1, {
      what: "the response's update to every signer who asked",
      timeoutMs: 30_000,
    });
    const [irish] = updatesTo(IRISH) as [Received];
    expect(irish.mail.subject).toBe("Tá freagra tugtha ag an Rialtas ar achainí a shínigh tú: Bus go dtí an t-oileán");
    expect(irish.mail.text).toMatch(/^A chara,/);
    expect(irish.mail.text).toContain(`${PUBLIC_URL}/ga/petitions/${id}\n`);
    expect(irish.mail.text).toContain(`${PUBLIC_URL}/ga/petitions/${id}/check`);
    expect(irish.mail.text).toContain("admháil");
    // The raw header lines (mailparser folds the List-* headers into an object of its own).
    const header = (name: string) =>
      irish.mail.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim() ?? "";
    const link = header("list-unsubscribe").replace(/^<|>$/g, "");
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/ga/petitions/updates\\?request=\\d+&key=[A-Za-z0-9_-]{43}$`));
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(irish.mail.text).toContain(link);
    expect(updatesTo(PLAIN)).toHaveLength(0);
    expect(updatesTo(WITHDRAWN)).toHaveLength(0);

    // A mail scanner opening the link changes nothing; the mail program's one-click POST stops the updates.
    const unsubscribeAt = `${server.url}${new URL(link).pathname}${new URL(link).search}`;
    const opened = await fetch(unsubscribeAt);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(await opened.text()).toContain("Stop na ríomhphoist seo");
    const oneClick = await fetch(unsubscribeAt, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await (await fetch(unsubscribeAt)).text()).toContain("Ní bhfaighidh tú ríomhphost eile faoin achainí seo");
    // A forged key is no link.
    expect((await fetch(unsubscribeAt.replace(/key=[^&]+/, `key=${"A".repeat(43)}`))).status).toBe(404);

    // The next update: a debate is set. The Irish signer, who stopped them, gets nothing; the signature stays.
    const [scheduled] = await petitions("debate", String(id), "--date", "2026-12-16");
    expect(scheduled.code).toBe(0);
    await waitFor(() => BULK.every((email) => updatesTo(email).length === 2), {
      what: "the debate's update",
      timeoutMs: 30_000,
    });
    expect(updatesTo(BULK[0] as string)[1]?.mail.text).toContain("will be debated on 16 December 2026");
    expect(updatesTo(IRISH)).toHaveLength(1);
    expect(updatesTo(PLAIN)).toHaveLength(0);
    expect(updatesTo(WITHDRAWN)).toHaveLength(0);
    const petition = (await (await fetch(`${server.url}/api/petitions/${id}`)).json()) as {
      petition: { signatureCount: number };
    };
    expect(petition.petition.signatureCount).toBe(BULK.length + 2);
  }, 120_000);

  it("a server stopped in the middle of a send and started again sends no message twice", async () => {
    // Slow enough to be stopped in the middle: 3 messages a second.
    await server.stop();
    server = await start("3");
    const outcomes = () => inbox.filter((received) => /has been debated/.test(received.mail.subject ?? ""));
    const [published] = await petitions(
      "debate",
      String(id),
      "--outcome-en",
      "The Assembly debated it on 16 December.",
      "--outcome-ga",
      "Phléigh an Tionól í ar an 16 Nollaig.",
    );
    expect(published.code).toBe(0);
    await waitFor(() => outcomes().length, { until: (n) => n >= 2, what: "the first outcomes", timeoutMs: 30_000 });
    await server.stop();
    const sentBeforeRestart = outcomes().length;
    expect(sentBeforeRestart).toBeLessThan(BULK.length);
    server = await start("100");
    await waitFor(() => outcomes().length, {
      until: (n) => n >= BULK.length,
      what: "every outcome",
      timeoutMs: 30_000,
    });
    // Every signer who asked got the outcome once; a last look after the queue is empty finds no second one.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await waitFor(
        async () =>
          (
            await client.query<{ waiting: number }>(
              "select count(*)::int as waiting from petitioner_mail where sent_at is null and failed_at is null",
            )
          ).rows[0]?.waiting,
        { until: (waiting) => waiting === 0, what: "an empty queue", timeoutMs: 30_000 },
      );
    } finally {
      await client.end();
    }
    for (const email of BULK) expect(outcomes().filter((received) => received.to.includes(email))).toHaveLength(1);
    expect(outcomes()).toHaveLength(BULK.length);
    expect(updatesTo(IRISH)).toHaveLength(1);
    expect(updatesTo(PLAIN)).toHaveLength(0);
    expect(updatesTo(WITHDRAWN)).toHaveLength(0);

    // The console: how many signers want updates, and each send's progress; the audit log, one entry a send.
    const [added] = await runCommands(commandEnv({ databaseUrl: database.url }), [
      ["staff", "add", "admin@example.ie", "--role", "admin"],
    ] as const);
    const cookie = await staffCookie(server.url, added.out.match(/\/admin\/setup\/\S+/)?.[0] ?? "", "admin@example.ie");
    const consolePage = parse(
      await (await fetch(`${server.url}/admin/petitions/${id}`, { headers: { cookie } })).text(),
    );
    expect(consolePage.querySelector('[data-testid="updates-wanting"]')?.text).toContain(`${BULK.length} signers want`);
    const sends = consolePage
      .querySelectorAll('[data-testid="updates-send"]')
      .map((row) => row.querySelectorAll("td").map((cell) => cell.text));
    expect(sends.map((cells) => [cells[0], cells[2], cells[3], cells[4], cells[5], cells[6]])).toEqual([
      ["The debate's outcome", String(BULK.length), "0", String(BULK.length), "0", "0"],
      ["A debate set", String(BULK.length), "0", String(BULK.length), "0", "0"],
      ["The Government's response", String(BULK.length + 1), "0", String(BULK.length + 1), "0", "0"],
    ]);
    const audit = new pg.Client({ connectionString: database.url });
    await audit.connect();
    try {
      const entries = await audit.query("select actor, action from audit_log where petition_id = $1 order by id", [id]);
      expect(entries.rows.filter((row) => row.action === "signer-updates-sent")).toHaveLength(3);
      expect(entries.rows).toContainEqual({ actor: "operator command", action: "response-published" });
    } finally {
      await audit.end();
    }
  }, 120_000);
});
