import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { GENEROUS_LIMITS, petitionsOn } from "#test/support/petitions";
import { setClockOffset } from "../../../server/core/clock";
import { statementsOf } from "../../../server/db/statements";
import { createFraudStore } from "../fraud/store.server";
import { countOf } from "../log/entries.server";
import { createRateLimits } from "../rate-limits.server";
import { createEmailSigning, tokenHash } from "./service.server";

const requester = { ip: "192.0.2.10", cookieHeader: null, secure: false, language: "en" as const };

describe.each(TEST_BACKENDS)("signing by email, on %s", (backend) => {
  const db = openTestDatabase(backend);
  const petitions = petitionsOn(db);
  const { rows } = statementsOf(db);
  let queued = 0;
  const signing = createEmailSigning({
    db,
    petitions: petitions.service,
    limits: createRateLimits({ ...GENEROUS_LIMITS, sign: { points: 100_000, seconds: 60 } }),
    confirmHours: 72,
    retentionDays: 180,
    mailQueued: () => {
      queued += 1;
    },
  });
  /** A signing service whose addresses may be sent `perDay` confirmation emails a day. */
  const cappedSigning = (perDay: number) =>
    createEmailSigning({
      db,
      petitions: petitions.service,
      limits: createRateLimits({
        ...GENEROUS_LIMITS,
        sign: { points: 100_000, seconds: 60 },
        signatureMail: { points: perDay, seconds: 86_400 },
      }),
      confirmHours: 72,
      retentionDays: 180,
      mailQueued: () => {},
    });
  /** The confirmation emails queued to `address`. */
  const mailsTo = async (address: string) =>
    (
      await rows(
        sql<{
          n: number;
        }>`select count(*)::int as n from petitioner_mail where kind = 'signature' and recipient = ${address}`,
      )
    )[0]?.n;

  /** The token of the last email queued to `address`: what the signer would click. */
  const linkTo = async (address: string) => {
    const found = await rows(
      sql<{ payload: string }>`select payload from petitioner_mail
        where kind = 'signature' and recipient = ${address} order by id desc limit 1`,
    );
    return JSON.parse(found[0]?.payload ?? "{}").token as string;
  };
  const create = async (title: string) =>
    (
      await petitions.store.create({
        title,
        description: `About ${title}.`,
        submitterName: null,
        submitterEmail: null,
        category: "public-services",
      })
    ).id;
  const count = async (id: number) => (await petitions.store.get(id))?.petition.signatureCount;

  beforeAll(() => db.ready());
  afterAll(() => db.drop());
  afterEach(() => setClockOffset(0));

  it("refuses missing, malformed or unticked fields, each with its reason", async () => {
    const id = await create("Fields");
    expect(await signing.request(id, {}, requester)).toEqual({
      status: "invalid",
      errors: { name: "missing", email: "missing", citizen: "missing" },
    });
    const wrong = { name: "x".repeat(101), email: "not an address", citizen: "no" };
    expect(await signing.request(id, wrong, requester)).toEqual({
      status: "invalid",
      errors: { name: "too-long", email: "invalid", citizen: "missing" },
    });
    expect(await signing.request(null, { name: "A", email: "a@b.ie", citizen: "yes" }, requester)).toEqual({
      status: "not-found",
    });
  });

  it("counts 500 concurrent requests with spellings of one address once, confirmed from the link", async () => {
    const id = await create("One address, many spellings");
    const spellings = Array.from(
      { length: 500 },
      (_, index) =>
        [`aoife.byrne+${index}@example.ie`, ` AOIFE.BYRNE@EXAMPLE.IE `, `Aoife.Byrne+x${index}@Example.ie`][index % 3],
    );
    const answers = await Promise.all(
      spellings.map((email) => signing.request(id, { name: "Aoife Byrne", email, citizen: "yes" }, requester)),
    );
    // Every attempt is told the same, whatever the address did before.
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(["requested"]));
    const requests = await rows(
      sql<{ n: number }>`select count(*)::int as n from signature_requests where petition_id = ${id}`,
    );
    expect(requests[0]?.n).toBe(1);
    expect(queued).toBeGreaterThan(0);

    // Opening the link (a mail scanner's GET) confirms nothing: only the button does.
    const token = await linkTo("aoife.byrne@example.ie");
    expect(await signing.link(token)).toMatchObject({ state: "waiting" });
    expect(await count(id)).toBe(0);
    const confirmed = await signing.confirm(token, requester);
    expect(confirmed).toMatchObject({ state: "confirmed", signatureCount: 1 });
    expect(confirmed.state === "confirmed" && confirmed.receipt).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){5}$/);
    // A second click, and a new request for the same address, count nothing more.
    expect(await signing.confirm(token, requester)).toMatchObject({ state: "confirmed" });
    expect(
      await signing.request(id, { name: "A", email: "aoife.byrne+again@example.ie", citizen: "yes" }, requester),
    ).toEqual({
      status: "requested",
    });
    expect(await count(id)).toBe(1);
    expect(await signing.link("A".repeat(43))).toEqual({ state: "unknown" });
    expect(await signing.link("short")).toEqual({ state: "unknown" });
  });

  it("withdraws a signature exactly: counter = the log's arithmetic = the next snapshot, audited as the signer's act", async () => {
    const id = await create("Withdrawn");
    for (const email of ["one@example.ie", "two@example.ie"]) {
      await signing.request(id, { name: "Signer", email, citizen: "yes" }, requester);
      expect(await signing.confirm(await linkTo(email), requester)).toMatchObject({ state: "confirmed" });
    }
    expect(await count(id)).toBe(2);
    const token = await linkTo("two@example.ie");
    expect(await signing.withdraw(token)).toMatchObject({ state: "withdrawn", justNow: true });
    expect(await signing.withdraw(token)).toMatchObject({ state: "withdrawn" });
    expect(await signing.confirm(token, requester)).toMatchObject({ state: "withdrawn" });
    expect(await count(id)).toBe(1);
    const log = await petitions.store.log(id);
    expect(log.at(-1)).toBe("withdrawal 1");
    expect(log.reduce((sum, entry) => sum + countOf(entry), 0)).toBe(1);
    expect(await petitions.store.countMismatches()).toEqual([]);
    await petitions.log.publishDue();
    expect((await petitions.log.snapshots(id)).at(-1)).toMatchObject({ size: 3, count: 1 });
    const audit = await rows(
      sql<{ actor: string }>`select actor from audit_log where action = 'signature-withdrawn' and petition_id = ${id}`,
    );
    expect(audit).toEqual([{ actor: "the signer" }]);
  });

  it("flags an email domain over the hourly threshold, whose signatures a moderator can invalidate", async () => {
    const id = await create("Heavy domain");
    for (const email of ["a@bulk.example", "b@bulk.example", "c@bulk.example", "d@other.example"]) {
      await signing.request(id, { name: "Signer", email, citizen: "yes" }, requester);
      await signing.confirm(await linkTo(email), requester);
    }
    const fraud = createFraudStore(db);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    expect(await fraud.flagDomains(hour, 2)).toBe(1);
    expect(await fraud.flags(new Date(hour.getTime() - 1), id)).toEqual([
      expect.objectContaining({ kind: "domain", source: "bulk.example", signatures: 3 }),
    ]);
    const domain = { kind: "domain" as const, value: "bulk.example" };
    expect(await fraud.countIn(id, domain, new Date(0), new Date(Date.now() + 60_000))).toBe(3);
    expect(await petitions.store.removeSignatures(id, domain, new Date(0), "automated")).toEqual({ removed: 3 });
    expect(await count(id)).toBe(1);
    expect((await petitions.store.log(id)).filter((entry) => entry.endsWith(" automated"))).toHaveLength(3);
  });

  it("erases names and addresses after the retention time, at once for a removed petition, and nothing else", async () => {
    const kept = await create("Still open");
    const closed = await create("Closed long ago");
    for (const [id, email] of [
      [kept, "open@example.ie"],
      [closed, "closed@example.ie"],
    ] as const) {
      await signing.request(id, { name: "Signer", email, citizen: "yes" }, requester);
      await signing.confirm(await linkTo(email), requester);
    }
    await statementsOf(db).run(sql`update petitions set closed_at = now() - interval '181 days' where id = ${closed}`);
    const before = await petitions.store.log(closed);
    expect(await signing.eraseDue()).toBeGreaterThanOrEqual(1);
    const left = await rows(
      sql<{ petition_id: number; email: string | null; name: string | null; erased: boolean }>`
        select petition_id, email, name, erased_at is not null as erased from signature_requests
         where petition_id in (${kept}, ${closed}) order by petition_id`,
    );
    expect(left).toEqual([
      { petition_id: kept, email: "open@example.ie", name: "Signer", erased: false },
      { petition_id: closed, email: null, name: null, erased: true },
    ]);
    expect(await count(closed)).toBe(1);
    expect(await petitions.store.log(closed)).toEqual(before);
    // The token still withdraws: the signer's own link outlives their address.
    const tokens = await rows(
      sql<{ token_hash: string }>`select token_hash from signature_requests where petition_id = ${closed}`,
    );
    expect(tokens[0]?.token_hash).toBeTruthy();
    expect(tokenHash("x")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a name with control or direction characters, and an address in list syntax, each with its reason", async () => {
    const id = await create("Hidden characters");
    for (const name of ["Ann\u202eeeL", "Ann\u0007", "A\u200bnn"]) {
      expect(await signing.request(id, { name, email: "ann@example.ie", citizen: "yes" }, requester)).toEqual({
        status: "invalid",
        errors: { name: "hidden-characters" },
      });
    }
    for (const email of [
      "me(1)@example.ie",
      '"me"@example.ie',
      "<me@example.ie>",
      "me@example.ie,",
      "me@(x)example.ie",
    ]) {
      expect(await signing.request(id, { name: "Me", email, citizen: "yes" }, requester)).toEqual({
        status: "invalid",
        errors: { email: "not-plain" },
      });
    }
    expect(await mailsTo("me@example.ie")).toBe(0);
  });

  it("sends one confirmation email per petition and address in 6 hours, the link already sent still working", async () => {
    const id = await create("One email per window");
    const ask = () => signing.request(id, { name: "Nuala", email: "Nuala@Example.ie", citizen: "yes" }, requester);
    expect(await ask()).toEqual({ status: "requested" });
    const first = await linkTo("nuala@example.ie");
    for (let n = 0; n < 20; n++) expect(await ask()).toEqual({ status: "requested" });
    expect(await mailsTo("nuala@example.ie")).toBe(1);
    setClockOffset(5 * 3_600_000 + 59 * 60_000);
    expect(await ask()).toEqual({ status: "requested" });
    expect(await mailsTo("nuala@example.ie")).toBe(1);
    expect(await signing.link(first)).toMatchObject({ state: "waiting" });
    // Six hours on, a new link (the old one gives way to it).
    setClockOffset(6 * 3_600_000);
    expect(await ask()).toEqual({ status: "requested" });
    expect(await mailsTo("nuala@example.ie")).toBe(2);
    expect(await signing.link(first)).toEqual({ state: "unknown" });
    expect(await signing.confirm(await linkTo("nuala@example.ie"), requester)).toMatchObject({ state: "confirmed" });
  });

  it("caps the confirmation emails one address receives a day over every petition, answering the same", async () => {
    const capped = cappedSigning(3);
    const ids = [await create("Cap 1"), await create("Cap 2"), await create("Cap 3"), await create("Cap 4")];
    // Requests that send nothing (within the window) take nothing from the allowance.
    for (const id of [ids[0] ?? 0, ids[0] ?? 0, ids[0] ?? 0, ...ids]) {
      expect(
        await capped.request(id, { name: "Róisín", email: "roisin@example.ie", citizen: "yes" }, requester),
      ).toEqual({
        status: "requested",
      });
    }
    expect(await mailsTo("roisin@example.ie")).toBe(3);
    // Another address has its own allowance.
    expect(
      await capped.request(ids[0] ?? 0, { name: "B", email: "bríd@example.ie", citizen: "yes" }, requester),
    ).toEqual({
      status: "requested",
    });
    expect(await mailsTo("bríd@example.ie")).toBe(1);
    expect(
      await capped.request(ids[1] ?? 0, { name: "Róisín", email: "roisin+x@example.ie", citizen: "yes" }, requester),
    ).toEqual({ status: "requested" });
    expect(await mailsTo("roisin@example.ie")).toBe(3);
    // Past its allowance a closed petition is still said to be closed.
    await statementsOf(db).run(sql`update petitions set closed_at = now() where id = ${ids[3] ?? 0}`);
    expect(
      await capped.request(ids[3] ?? 0, { name: "R", email: "roisin@example.ie", citizen: "yes" }, requester),
    ).toEqual({
      status: "closed",
    });
  });

  it("lets a request kept in an old spelling confirm once per mailbox, keyed on the mailbox it reached", async () => {
    const id = await create("Old spellings");
    const old = async (email: string) => {
      const token = `${email.replace(/[^a-z0-9]/gi, "x")}${"A".repeat(43)}`.slice(0, 43);
      await statementsOf(db).run(
        sql`insert into signature_requests (petition_id, email, email_domain, name, language, token_hash, expires_at)
            values (${id}, ${email}, 'example.ie', 'Old', 'en', ${tokenHash(token)}, ${new Date(Date.now() + 3_600_000)})`,
      );
      return token;
    };
    const first = await old("me(1)@example.ie");
    const second = await old('"me"@example.ie');
    expect(await signing.confirm(first, requester)).toMatchObject({ state: "confirmed", signatureCount: 1 });
    const keys = await rows(
      sql<{ email: string }>`select email from signature_requests where petition_id = ${id} order by id`,
    );
    expect(keys.map((row) => row.email)).toEqual(["me@example.ie", '"me"@example.ie']);
    // The other spelling of the same mailbox: its link ends, and counts nothing.
    expect(await signing.confirm(second, requester)).toMatchObject({ state: "expired" });
    expect(await signing.link(second)).toMatchObject({ state: "expired" });
    // Today's spelling of it: told the same as ever, and nothing new is sent or counted.
    expect(await signing.request(id, { name: "Me", email: "me@example.ie", citizen: "yes" }, requester)).toEqual({
      status: "requested",
    });
    expect(await count(id)).toBe(1);
  });
});
