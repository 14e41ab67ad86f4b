import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_BACKENDS } from "#test/support/database";
import { openMailDatabase } from "#test/support/mail";
import { waitFor } from "#test/support/wait";
import { log } from "../../../server/core/logger";
import { createPetitionerMail, MAIL_OFF, MAIL_OFF_NOTICE, mailStartupNotice } from "./index.server";
import { queuePetitionerMail } from "./store.server";
import {
  createMailWorker,
  describeFailure,
  isPermanentFailure,
  MAX_RETRY_SECONDS,
  type MailTransport,
  retryDelaySeconds,
} from "./worker.server";

const EMAIL = "nora.petitioner@example.com";
const PUBLIC_URL = "https://www.gov.brehon.example";

type Sent = Parameters<MailTransport["sendMail"]>[0];

/** A transport that records what it is given and fails while `failWith` is set. */
function fakeTransport() {
  const sent: Sent[] = [];
  const transport = {
    failWith: null as null | (() => Error),
    sent,
    sendMail: async (message: Sent) => {
      if (transport.failWith) throw transport.failWith();
      sent.push(message);
      return {};
    },
    close: () => {},
  };
  return transport;
}

const smtpError = (message: string, fields: { code?: string; responseCode?: number }) =>
  Object.assign(new Error(message), fields);

describe("retry policy", () => {
  it("waits the base, then twice as long after each failure, at most 6 hours", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(attempts, 60))).toEqual([60, 120, 240, 480, 960]);
    expect(retryDelaySeconds(10, 60)).toBe(MAX_RETRY_SECONDS);
    expect(retryDelaySeconds(40, 60)).toBe(MAX_RETRY_SECONDS);
    expect(retryDelaySeconds(3, 1)).toBe(4);
  });

  it("gives up at once only when the server refuses the recipient or the message (5xx)", () => {
    expect(isPermanentFailure(smtpError("rejected", { code: "EENVELOPE", responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(smtpError("rejected", { code: "EMESSAGE", responseCode: 554 }))).toBe(true);
    expect(isPermanentFailure(smtpError("try later", { code: "EENVELOPE", responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(smtpError("bad login", { code: "EAUTH", responseCode: 535 }))).toBe(false);
    expect(isPermanentFailure(smtpError("refused", { code: "ECONNECTION" }))).toBe(false);
    expect(isPermanentFailure(new Error("timeout"))).toBe(false);
  });

  it("keeps a failure's code and words but never an address", () => {
    const error = smtpError(`Can't send mail - all recipients were rejected: 550 5.1.1 <${EMAIL}>: no such user`, {
      code: "EENVELOPE",
    });
    const described = describeFailure(error, EMAIL);
    expect(described).toMatch(/^EENVELOPE: Can't send mail - all recipients were rejected: 550 5\.1\.1/);
    expect(described).not.toContain("example.com");
    expect(describeFailure(new Error(`Recipient NORA.PETITIONER@EXAMPLE.COM refused`), EMAIL)).toBe(
      "Recipient [email] refused",
    );
  });
});

describe("the start-up notice", () => {
  it("says whether email updates are on, naming the server without its user or password", () => {
    expect(mailStartupNotice({ SMTP_URL: undefined })).toBe(MAIL_OFF_NOTICE);
    expect(MAIL_OFF_NOTICE).toBe("email updates are off (SMTP_URL is not set)");
    const on = mailStartupNotice({ SMTP_URL: "smtps://petitions:s3cret@mail.gov.brehon.example:465" });
    expect(on).toBe("email updates are on: petitioners are written to through smtps://mail.gov.brehon.example:465");
  });
});

describe.each(TEST_BACKENDS)("the petitioner email queue (%s)", (backend) => {
  const { db, petitions, queue, createPetition } = openMailDatabase(backend);
  // The worker's clock; messages are queued at the database's (now()), so each test starts it a second past that.
  let clock = new Date();
  const now = () => clock;
  const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);
  const startClock = () => {
    clock = new Date(Date.now() + 1000);
  };
  /** A worker on the test's clock that sends through `transport`. */
  const workerWith = (transport: MailTransport, options: { from: string; retrySeconds: number; maxAttempts: number }) =>
    createMailWorker({ queue, transport, publicUrl: PUBLIC_URL, now, ...options });
  const rows = async () =>
    (
      await db.sql.query<{
        id: number;
        petition_id: number;
        kind: string;
        payload: string;
        recipient: string | null;
        attempts: number;
        sent_at: Date | null;
        failed_at: Date | null;
        last_error: string | null;
      }>("select * from petitioner_mail order by id")
    ).rows;

  beforeAll(() => db.ready());
  beforeEach(async () => {
    await db.sql.query("delete from petitioner_mail");
  });
  afterAll(() => db.drop());

  it("queues a message in the statement that publishes or removes, only for a petitioner who gave an address", async () => {
    const withEmail = await createPetition("Irish page", EMAIL, "ga");
    const without = await createPetition("No address", null);
    expect(await petitions.moderate(withEmail.id, null, "published")).toEqual({ found: true, mailQueued: true });
    expect(await petitions.moderate(without.id, null, "published")).toEqual({ found: true, mailQueued: false });
    expect(await petitions.moderate(withEmail.id, "misleading", "hidden")).toEqual({ found: true, mailQueued: true });
    // The petition's state moved with it.
    expect((await petitions.get(withEmail.id))?.hidden).toBe(true);
    expect(await petitions.moderate(999_999, "misleading", "hidden")).toEqual({ found: false, mailQueued: false });
    // Without a kind (email updates off, or the operators' command) nothing is queued.
    expect(await petitions.moderate(withEmail.id, null, null)).toEqual({ found: true, mailQueued: false });

    const queued = await rows();
    expect(queued.map((row) => [row.petition_id, row.kind, row.recipient, row.attempts])).toEqual([
      [withEmail.id, "published", EMAIL, 0],
      [withEmail.id, "hidden", EMAIL, 0],
    ]);
    expect(JSON.parse(queued[0]?.payload ?? "")).toEqual({ title: "Irish page", language: "ga", reason: null });
    expect(JSON.parse(queued[1]?.payload ?? "")).toEqual({ title: "Irish page", language: "ga", reason: "misleading" });
  });

  it("queues a response's message for the integrator's call, quoting the response", async () => {
    const petition = await createPetition("Answered", EMAIL);
    const without = await createPetition("Answered, no address", null);
    expect(await queuePetitionerMail(db.sql, petition.id, { kind: "response", response: "Yes." })).toBe(true);
    expect(await queuePetitionerMail(db.sql, without.id, { kind: "response" })).toBe(false);
    const [row] = await rows();
    expect(row?.kind).toBe("response");
    expect(JSON.parse(row?.payload ?? "")).toMatchObject({ title: "Answered", language: "en", response: "Yes." });
  });

  it("email updates from the configuration: off without SMTP_URL; on, a message queued alone is sent at once", async () => {
    const settings = {
      MAIL_FROM: "petitions@gov.brehon.example",
      MAIL_RETRY_SECONDS: 60,
      MAIL_MAX_ATTEMPTS: 3,
      PUBLIC_URL,
    };
    const petition = await createPetition("Configured", EMAIL);
    expect(createPetitionerMail({ ...settings, SMTP_URL: undefined }, db)).toBe(MAIL_OFF);
    expect(await MAIL_OFF.queue(petition.id, { kind: "response" })).toBe(false);
    expect(await rows()).toEqual([]);

    vi.spyOn(log, "info").mockImplementation(() => {});
    const transport = fakeTransport();
    const mail = createPetitionerMail({ ...settings, SMTP_URL: "smtp://127.0.0.1:1" }, db, transport);
    expect(mail.enabled).toBe(true);
    expect(await mail.queue(petition.id, { kind: "response", response: "Agreed." })).toBe(true);
    await waitFor(() => transport.sent.length, {
      until: (count) => count > 0,
      what: "the message sent",
      timeoutMs: 5_000,
    });
    expect(transport.sent.map((message) => message.subject)).toEqual([
      "The Government has responded to your petition: Configured",
    ]);
    expect(transport.sent[0]?.text).toContain("The response:\nAgreed.");
    await mail.close();
  });

  it("claims due messages once, counts the attempt, and holds them for the lease", async () => {
    const petition = await createPetition("Claimed", EMAIL);
    for (let index = 0; index < 3; index++) await queuePetitionerMail(db.sql, petition.id, { kind: "published" });
    startClock();
    const first = await queue.claim(clock, later(300), 2);
    expect(first.map((mail) => mail.attempts)).toEqual([1, 1]);
    expect(first[0]).toMatchObject({ petitionId: petition.id, kind: "published", recipient: EMAIL });
    const second = await queue.claim(clock, later(300), 10);
    expect(second).toHaveLength(1);
    expect(second[0]?.id).not.toBe(first[0]?.id);
    expect(await queue.claim(clock, later(300), 10)).toEqual([]);
    // A process that died while sending: the messages come back when the lease ends.
    clock = later(301);
    expect((await queue.claim(clock, later(300), 10)).map((mail) => mail.attempts)).toEqual([2, 2, 2]);
  });

  it.runIf(backend === "postgres")(
    "never gives one message to two claims at once (FOR UPDATE SKIP LOCKED)",
    async () => {
      const petition = await createPetition("Contended", EMAIL);
      for (let index = 0; index < 40; index++) await queuePetitionerMail(db.sql, petition.id, { kind: "published" });
      startClock();
      const claims = await Promise.all(Array.from({ length: 8 }, () => queue.claim(clock, later(300), 10)));
      const ids = claims.flat().map((mail) => mail.id);
      expect(new Set(ids).size).toBe(ids.length);
      const rest = await queue.claim(clock, later(300), 100);
      expect(ids.length + rest.length).toBe(40);
    },
  );

  it("the worker sends in the petition's language, retries with backoff while the server is down, then forgets the address", async () => {
    const petition = await createPetition("Retried", EMAIL, "ga");
    await petitions.moderate(petition.id, null, "published");
    const transport = fakeTransport();
    const warnings = vi.spyOn(log, "warn").mockImplementation(() => {});
    const infos = vi.spyOn(log, "info").mockImplementation(() => {});
    const worker = workerWith(transport, {
      from: "Petitions <petitions@gov.brehon.example>",
      retrySeconds: 10,
      maxAttempts: 5,
    });
    transport.failWith = () => smtpError(`connect ECONNREFUSED 127.0.0.1:2525 for ${EMAIL}`, { code: "ESOCKET" });
    startClock();
    await worker.run();
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, recipient: EMAIL, sent_at: null, failed_at: null });
    expect(row?.last_error).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:2525 for [email]");
    // Not due again for 10 seconds, then 20.
    clock = later(9);
    await worker.run();
    expect((await rows())[0]?.attempts).toBe(1);
    clock = later(1);
    await worker.run();
    expect((await rows())[0]?.attempts).toBe(2);
    clock = later(19);
    await worker.run();
    expect((await rows())[0]?.attempts).toBe(2);
    transport.failWith = null;
    clock = later(1);
    await worker.run();
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, recipient: null, last_error: null, failed_at: null });
    expect(row?.sent_at).not.toBeNull();
    expect(transport.sent).toHaveLength(1);
    const [message] = transport.sent;
    // An object, never a string the mailer would read as an address list.
    expect(message?.to).toEqual({ address: EMAIL });
    expect(message?.from).toBe("Petitions <petitions@gov.brehon.example>");
    expect(message?.subject).toBe("Tá d'achainí poiblí anois: Retried");
    expect(message?.headers["Content-Language"]).toBe("ga");
    expect(message?.text).toContain(`${PUBLIC_URL}/ga/petitions/${petition.id}`);
    // What was logged says which message, never to whom.
    const logged = JSON.stringify([...warnings.mock.calls, ...infos.mock.calls]);
    expect(logged).toContain("Petitioner email sent");
    expect(logged).toContain("will retry");
    expect(logged).not.toContain("example.com");
    await worker.close();
  });

  it("sends a recipient queued in an old spelling to the one mailbox it reached, and gives up a list", async () => {
    const petition = await createPetition("Old spellings", EMAIL);
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    vi.spyOn(log, "info").mockImplementation(() => {});
    for (const recipient of [
      "me(1)@Example.IE",
      '"me"@example.ie',
      "<me@éire.example>",
      "a@example.ie, b@example.ie",
    ]) {
      await db.sql.query(
        "insert into petitioner_mail (petition_id, kind, payload, recipient) values ($1, 'published', $2, $3)",
        [petition.id, JSON.stringify({ title: "Old spellings", language: "en" }), recipient],
      );
    }
    const transport = fakeTransport();
    const worker = workerWith(transport, { from: "petitions@gov.brehon.example", retrySeconds: 1, maxAttempts: 2 });
    startClock();
    await worker.run();
    expect(transport.sent.map((message) => message.to)).toEqual([
      { address: "me@example.ie" },
      { address: "me@example.ie" },
      { address: "me@xn--ire-9la.example" },
    ]);
    const given = (await rows()).at(-1);
    expect(given).toMatchObject({ recipient: null, last_error: "The recipient is not one plain email address" });
    expect(given?.failed_at).not.toBeNull();
    expect(JSON.stringify(errors.mock.calls)).not.toContain("example.ie");
    await worker.close();
  });

  it("gives up a message the server refuses for good, or after the last attempt, and forgets the address", async () => {
    const refused = await createPetition("Refused", EMAIL);
    await petitions.moderate(refused.id, "duplicate", "hidden");
    const transport = fakeTransport();
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const worker = workerWith(transport, { from: "petitions@gov.brehon.example", retrySeconds: 1, maxAttempts: 2 });
    transport.failWith = () => smtpError(`550 5.1.1 <${EMAIL}> unknown`, { code: "EENVELOPE", responseCode: 550 });
    startClock();
    await worker.run();
    expect((await rows())[0]).toMatchObject({ attempts: 1, recipient: null, sent_at: null });
    expect((await rows())[0]?.failed_at).not.toBeNull();

    await queuePetitionerMail(db.sql, refused.id, { kind: "response" });
    transport.failWith = () => smtpError("451 try again later", { code: "EENVELOPE", responseCode: 451 });
    clock = later(1);
    await worker.run();
    clock = later(1);
    await worker.run();
    const last = (await rows())[1];
    expect(last).toMatchObject({ attempts: 2, recipient: null, sent_at: null });
    expect(last?.failed_at).not.toBeNull();
    clock = later(3600);
    await worker.run();
    expect((await rows())[1]?.attempts).toBe(2);
    expect(transport.sent).toEqual([]);
    expect(JSON.stringify(errors.mock.calls)).not.toContain("example.com");
    expect(await queue.counts()).toEqual({ waiting: 0, sent: 0, failed: 2 });
    await worker.close();
  });
});
