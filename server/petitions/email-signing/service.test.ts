import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { GENEROUS_LIMITS, petitionsOn } from "#test/support/petitions";
import { statementsOf } from "../../db/statements";
import { createFraudStore } from "../fraud/store";
import { countOf } from "../log/entries";
import { createRateLimits } from "../rate-limits";
import { createEmailSigning, tokenHash } from "./service";

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
});
