import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { waitFor } from "#test/support/wait";
import { PETITION_CATEGORIES } from "~/petitions/fields";
import { DEFAULT_QUERY, type PetitionListQuery } from "~/petitions/query";
import { openDatabase } from "../../server/db/client";
import { countOf, invalidationEntry, signatureEntry } from "./log/entries.server";
import { receiptHash } from "./log/receipts.server";
import { createSignQueue } from "./sign-queue.server";
import { createPetitionStore } from "./store.server";

const petition = (overrides: Record<string, unknown> = {}) => ({
  title: "Build a footbridge",
  description: "A footbridge over the river at Ballyglass.",
  category: "infrastructure" as const,
  submitterName: "Aoife",
  submitterEmail: "aoife@example.com",
  ...overrides,
});

/** A receipt's code: six groups of five symbols of Crockford's base 32. */
const RECEIPT = expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
/** The log's entry for the signature with this receipt. */
const entryOf = (code: string) => signatureEntry(receiptHash(code) ?? Buffer.alloc(32));

const one = (petitionId: number, signerKey: string, addressHash: string | null = "address-a") => ({
  petitionId,
  signerKey,
  addressHash,
});

describe("migrations", () => {
  it("run on an empty embedded database, and a second run on the same folder changes nothing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "brehon-migrate-"));
    try {
      const first = openDatabase({ kind: "pglite", dataDir });
      await first.ready();
      const journal = async (db: typeof first) =>
        (await db.sql.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations order by id")).rows;
      const applied = await journal(first);
      expect(applied.length).toBeGreaterThanOrEqual(3);
      await createPetitionStore(first).create(petition({ title: "Survives a second migration" }));
      await first.close();

      const second = openDatabase({ kind: "pglite", dataDir });
      await second.ready();
      expect(await journal(second)).toEqual(applied);
      const { rows } = await second.sql.query<{ title: string }>("select title from petitions");
      expect(rows.map((row) => row.title)).toEqual(["Survives a second migration"]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.each(TEST_BACKENDS)("petition storage on %s", (backend) => {
  const db = openTestDatabase(backend);
  const store = createPetitionStore(db);

  beforeAll(() => db.ready());
  afterAll(() => db.drop());

  it("creates a petition without giving its email back", async () => {
    const created = await store.create(petition({ title: "Unique list title" }));
    expect(created).toMatchObject({
      title: "Unique list title",
      signatureCount: 0,
      category: "infrastructure",
      closed: false,
    });
    expect(JSON.stringify(created)).not.toContain("aoife@example.com");
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const stored = await store.get(created.id);
    expect(stored).toEqual({
      petition: { ...created, invalidated: [], timeline: [{ kind: "created", at: created.createdAt }] },
      hidden: false,
      hiddenReason: null,
    });
    expect(
      JSON.stringify(
        await store.listPage({ page: 1, sort: "signatures", category: null, response: null, pageSize: 50 }),
      ),
    ).not.toContain("@example.com");
  });

  it("records a batch in one go: first signer wins, repeats are 'already signed', counts equal rows", async () => {
    const a = await store.create(petition({ title: "Batch A" }));
    const b = await store.create(petition({ title: "Batch B" }));
    const outcomes = await store.signBatch([
      one(a.id, "s1"),
      one(a.id, "s2"),
      one(a.id, "s1"),
      one(b.id, "s1"),
      one(2_000_000_000, "s3"),
    ]);
    expect(outcomes).toEqual([
      { status: "signed", signatureCount: 2, receipt: RECEIPT },
      { status: "signed", signatureCount: 2, receipt: RECEIPT },
      { status: "already-signed", signatureCount: 2 },
      { status: "signed", signatureCount: 1, receipt: RECEIPT },
      { status: "not-found" },
    ]);
    const later = await store.signBatch([one(a.id, "s2"), one(a.id, "s4")]);
    expect(later).toEqual([
      { status: "already-signed", signatureCount: 3 },
      { status: "signed", signatureCount: 3, receipt: RECEIPT },
    ]);
    // Each new signature's entry holds its receipt's hash; the log's size is the count.
    const receipts = [outcomes[0], outcomes[1], later[1]].map((outcome) =>
      outcome?.status === "signed" ? outcome.receipt : "",
    );
    expect(new Set(receipts).size).toBe(3);
    const log = await store.log(a.id);
    expect(new Set(log.slice(0, 2))).toEqual(new Set(receipts.slice(0, 2).map(entryOf)));
    expect(log[2]).toBe(entryOf(receipts[2] ?? ""));
    expect(await store.log(b.id)).toHaveLength(1);
    expect(await store.signedAmong("s1", [a.id, b.id, 2_000_000_000])).toEqual(new Set([a.id, b.id]));
    expect(await store.countMismatches()).toEqual([]);
  });

  it("counts 300 concurrent signatures exactly through the group-commit queue", async () => {
    const { id } = await store.create(petition({ title: "Concurrent" }));
    const batches: number[] = [];
    const queue = createSignQueue({
      write: (batch) => {
        batches.push(batch.length);
        return store.signBatch(batch);
      },
      grouping: true,
      concurrency: backend === "postgres" ? 2 : 1,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, index) => queue.sign(one(id, `signer-${index}`))),
    );
    expect(outcomes.every((outcome) => outcome.status === "signed")).toBe(true);
    // Concurrent requests shared transactions.
    expect(batches.length).toBeLessThan(300);
    const stored = await store.get(id);
    expect(stored?.petition.signatureCount).toBe(300);
    const { rows } = await db.sql.query<{ rows: number | string }>(
      "select count(*) as rows from petition_signatures where petition_id = $1",
      [id],
    );
    expect(Number(rows[0]?.rows)).toBe(300);
    // One entry a signature, at the positions 0 to 299, whatever the batches.
    const log = await store.log(id);
    expect(log).toHaveLength(300);
    expect(new Set(log).size).toBe(300);
    expect(new Set(log)).toEqual(
      new Set(outcomes.map((outcome) => entryOf(outcome.status === "signed" ? outcome.receipt : ""))),
    );
  });

  it("pages the visible petitions by signatures or newest, filtered by category", async () => {
    const category = "human-rights" as const;
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push((await store.create(petition({ title: `Rights ${index}`, category }))).id);
    }
    const [, second_, , fourth] = ids as [number, number, number, number, number];
    // Signatures: "Rights 3" has two, "Rights 1" has one; the rest none.
    await store.signBatch([one(fourth, "p1"), one(fourth, "p2"), one(second_, "p1")]);
    const first = await store.listPage({ page: 1, sort: "signatures", category, response: null, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.petitions.map((entry) => entry.title)).toEqual(["Rights 3", "Rights 1"]);
    const second = await store.listPage({ page: 2, sort: "signatures", category, response: null, pageSize: 2 });
    expect(second.petitions.map((entry) => entry.title)).toEqual(["Rights 4", "Rights 2"]);
    const newest = await store.listPage({ page: 1, sort: "newest", category, response: null, pageSize: 3 });
    expect(newest.petitions.map((entry) => entry.title)).toEqual(["Rights 4", "Rights 3", "Rights 2"]);
    const past = await store.listPage({ page: 9, sort: "signatures", category, response: null, pageSize: 2 });
    expect(past).toEqual({ petitions: [], total: 5 });
  });

  it("hides and closes petitions for the operators, and reports once per reporter", async () => {
    const target = await store.create(petition({ title: "Moderated" }));
    expect(await store.report(target.id, "reporter-1")).toBe(true);
    expect(await store.report(target.id, "reporter-1")).toBe(true);
    expect(await store.report(target.id, "reporter-2")).toBe(true);
    const reported = await store.mostReported(10);
    expect(reported.find((entry) => entry.id === target.id)).toMatchObject({ reports: 2, hidden: false });

    expect(await store.setClosed(target.id, true)).toBe(true);
    expect(await store.signBatch([one(target.id, "late")])).toEqual([{ status: "closed", signatureCount: 0 }]);
    expect((await store.get(target.id))?.petition.closed).toBe(true);
    expect(await store.setClosed(target.id, false)).toBe(true);

    expect(await store.setHidden(target.id, "Abusive content")).toBe(true);
    expect((await store.get(target.id))?.hidden).toBe(true);
    const all = await store.listPage({ page: 1, sort: "newest", category: null, response: null, pageSize: 100 });
    expect(all.petitions.map((entry) => entry.id)).not.toContain(target.id);
    expect(await store.signBatch([one(target.id, "any")])).toEqual([{ status: "not-found" }]);
    expect(await store.report(target.id, "reporter-3")).toBe(false);
    expect(await store.setHidden(target.id, null)).toBe(true);
    expect((await store.get(target.id))?.hidden).toBe(false);
    expect(await store.setHidden(2_000_000_000, "none")).toBe(false);
  });

  it("lists the heaviest signing addresses and removes their signatures, keeping count = rows", async () => {
    const target = await store.create(petition({ title: "Stuffed" }));
    const heavy = Array.from({ length: 6 }, (_, index) => one(target.id, `bot-${index}`, "heavy-address"));
    const signed = await store.signBatch([...heavy, one(target.id, "person", "home-address")]);
    const personal = signed[6]?.status === "signed" ? signed[6].receipt : "";
    const since = new Date(Date.now() - 3_600_000);
    expect(await store.topSigners(target.id, since, 5)).toEqual([
      { addressHash: "heavy-address", signatures: 6 },
      { addressHash: "home-address", signatures: 1 },
    ]);
    const before = await store.log(target.id);
    expect(await store.removeSignatures(target.id, "heavy-address", since)).toEqual({ removed: 6 });
    const after = (await store.get(target.id))?.petition;
    expect(after?.signatureCount).toBe(1);
    // The petition says how many were taken out of the count, and why.
    expect(after?.invalidated).toEqual([{ reason: "rate-abuse", count: 6 }]);
    expect(await store.countMismatches()).toEqual([]);
    // The log keeps every signature and adds an invalidation of each removed one: its count is the counter.
    const log = await store.log(target.id);
    expect(log.slice(0, 7)).toEqual(before);
    const kept = before.indexOf(entryOf(personal));
    const invalidated = log.slice(7).map((entry) => entry.split(" ")[1]);
    expect(log.slice(7)).toEqual(invalidated.map((position) => invalidationEntry(Number(position), "rate-abuse")));
    expect(new Set(invalidated)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6].filter((n) => n !== kept).map(String)));
    expect(log.reduce((count, entry) => count + countOf(entry), 0)).toBe(1);
    // Its hours add up to the counter, what was taken off included, and its timeline tells the invalidation.
    const hours = await store.history(target.id);
    expect(hours.reduce((sum, hour) => sum + hour.signed - hour.removed, 0)).toBe(1);
    expect(hours.reduce((sum, hour) => sum + hour.removed, 0)).toBe(6);
    expect(after?.timeline?.map((event) => event.kind)).toEqual(["created", "invalidated"]);
    expect(after?.timeline?.[1]).toMatchObject({ reason: "rate-abuse", count: 6 });
  });

  it("writes each petition's hour from one batch over several, and none for an update that moves no counter", async () => {
    const first = await store.create(petition({ title: "First of a batch" }));
    const second = await store.create(petition({ title: "Second of a batch" }));
    await store.signBatch([
      one(first.id, "batch-1"),
      one(second.id, "batch-2"),
      one(first.id, "batch-3"),
      one(second.id, "batch-2"),
    ]);
    const total = async (id: number) =>
      (await store.history(id)).reduce((sum, hour) => sum + hour.signed - hour.removed, 0);
    expect([await total(first.id), await total(second.id)]).toEqual([2, 1]);
    expect(await store.setHidden(first.id, "Checking")).toBe(true);
    expect(await store.setHidden(first.id, null)).toBe(true);
    expect(await store.history(first.id)).toHaveLength(1);
    expect([await total(first.id), await total(second.id)]).toEqual([2, 1]);
    expect(await store.countMismatches()).toEqual([]);
  });

  it("orders 'popular now' by the signatures of the last hour, and filters open or closed", async () => {
    const steady = await store.create(petition({ title: "Steady" }));
    const rising = await store.create(petition({ title: "Rising" }));
    await store.signBatch(Array.from({ length: 5 }, (_, n) => one(steady.id, `steady-${n}`)));
    await store.signBatch([one(rising.id, "rising-1"), one(rising.id, "rising-2")]);
    // The steady one's signatures were given a day ago: none in the last hour.
    await db.sql.query("update petition_counts set hour = hour - interval '1 day' where petition_id = $1", [steady.id]);
    const page = async (query: Partial<PetitionListQuery>) =>
      (await store.listPage({ ...DEFAULT_QUERY, ...query, pageSize: 200 })).petitions.map((each) => each.id);
    const popular = await page({ sort: "popular" });
    expect(popular.indexOf(rising.id)).toBeLessThan(popular.indexOf(steady.id));
    const bySignatures = await page({ sort: "signatures" });
    expect(bySignatures.indexOf(steady.id)).toBeLessThan(bySignatures.indexOf(rising.id));
    await store.setClosed(steady.id, true);
    expect(await page({ state: "closed" })).toContain(steady.id);
    expect(await page({ state: "open" })).not.toContain(steady.id);
    expect(await page({ state: "open" })).toContain(rising.id);
    // Opened again after its deadline, it gets a new one.
    const later = new Date(Date.now() + 400 * 86_400_000);
    await store.setClosed(steady.id, false, later);
    const reopened = (await store.get(steady.id))?.petition;
    expect(reopened?.closed).toBe(false);
    expect(Date.parse(reopened?.closesAt ?? "")).toBe(later.getTime() + 180 * 86_400_000);
  });

  it("finds and repairs a counter that differs from its rows", async () => {
    const target = await store.create(petition({ title: "Drifted" }));
    await store.signBatch([one(target.id, "x"), one(target.id, "y")]);
    await db.sql.query("update petitions set signature_count = 7 where id = $1", [target.id]);
    expect(await store.countMismatches()).toEqual([{ id: target.id, signatureCount: 7, rows: 2 }]);
    expect(await store.repairCounts()).toEqual([target.id]);
    expect(await store.countMismatches()).toEqual([]);
  });

  it("announces committed changes on the notification channel", async () => {
    const messages: string[] = [];
    await db.listen("brehon_petitions", {
      onMessage: (payload) => messages.push(payload),
      onReset: () => {},
      onLost: () => {},
    });
    // PostgreSQL's listener connects in the background.
    const target = await store.create(petition({ title: "Announced" }));
    // Each schema has its channel (migration 0021), so tests beside this one in other schemas of the same
    // PostgreSQL database are not heard; only an update naming this petition counts all the same.
    const updates = () =>
      messages
        .map((message) => JSON.parse(message))
        .filter((message) => message.op === "update" && message.rows.some((row: unknown[]) => row[0] === target.id));
    // Signs again until an update has been heard, in case the first ones came before the listener.
    let attempt = 0;
    await waitFor(
      async () => {
        if (updates().length === 0) await store.signBatch([one(target.id, `announce-${attempt++}`)]);
        return updates().length;
      },
      { until: (count) => count > 0, what: "an update of this petition on the notification channel", timeoutMs: 5_000 },
    );
    const row = updates()[0].rows.find((candidate: unknown[]) => candidate[0] === target.id);
    expect(row[1]).toBeGreaterThan(0);
  });

  it("has a salt for address hashes, made once per database", async () => {
    const salt = await store.addressSalt();
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.addressSalt()).toBe(salt);
  });

  it("checks the categories of app/petitions/fields.ts, no more and no fewer", async () => {
    const { rows } = await db.sql.query<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'petitions_category_known'",
    );
    const listed = [...(rows[0]?.definition ?? "").matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(listed).toEqual([...PETITION_CATEGORIES]);
  });

  it("lets the database refuse what the application refuses", async () => {
    const insert = (title: string, description: string, category: string, count = 0, email: string | null = null) =>
      db.sql.query(
        "insert into petitions (title, description, category, signature_count, submitter_email) values ($1, $2, $3, $4, $5)",
        [title, description, category, count, email],
      );
    await expect(insert("", "text", "other")).rejects.toThrow(/petitions_title_length/);
    await expect(insert("   ", "text", "other")).rejects.toThrow(/petitions_title_length/);
    await expect(insert("x".repeat(201), "text", "other")).rejects.toThrow(/petitions_title_length/);
    await expect(insert("Title", "", "other")).rejects.toThrow(/petitions_description_length/);
    await expect(insert("Title", "d".repeat(1001), "other")).rejects.toThrow(/petitions_description_length/);
    await expect(insert("Title", "text", "sport")).rejects.toThrow(/petitions_category_known/);
    await expect(insert("Title", "text", "other", -1)).rejects.toThrow(/petitions_signature_count_non_negative/);
    await expect(insert("Title", "text", "other", 0, `${"e".repeat(250)}@x.ie`)).rejects.toThrow(
      /petitions_submitter_email_length/,
    );
    await expect(insert("Title", "d".repeat(1000), "other")).resolves.toBeDefined();
    // The migrations' category check is the form's list (app/petitions/fields.ts), in full.
    for (const category of PETITION_CATEGORIES) await expect(insert("Title", "text", category)).resolves.toBeDefined();
    await expect(
      db.sql.query("insert into petition_signatures (petition_id, signer_key) values ($1, 'k')", [2_000_000_001]),
    ).rejects.toThrow(/foreign key/);
  });

  it("keeps every signature and log entry with an existing petition, checked once a statement", async () => {
    const store = createPetitionStore(db);
    const kept = await store.create(petition({ title: "Keeps its rows" }));
    const gone = await store.create(petition({ title: "Deleted with its rows" }));
    await store.signBatch([one(kept.id, "rows-a"), one(gone.id, "rows-b"), one(gone.id, "rows-c")]);
    const rowsOf = async (id: number) =>
      (
        await db.sql.query<{ signatures: number; entries: number }>(
          `select (select count(*)::int from petition_signatures where petition_id = $1) as signatures,
                  (select count(*)::int from petition_log where petition_id = $1) as entries`,
          [id],
        )
      ).rows[0];
    expect(await rowsOf(gone.id)).toEqual({ signatures: 2, entries: 2 });

    // A statement of many rows is refused whole when one names no petition, in either table.
    await expect(
      db.sql.query("insert into petition_signatures (petition_id, signer_key) values ($1, 'rows-d'), ($2, 'rows-e')", [
        kept.id,
        2_000_000_002,
      ]),
    ).rejects.toThrow(/violates its foreign key to petitions/);
    await expect(
      db.sql.query("insert into petition_log (petition_id, position, entry) values ($1, 0, 'x')", [2_000_000_003]),
    ).rejects.toThrow(/foreign key/);
    expect(await rowsOf(kept.id)).toEqual({ signatures: 1, entries: 1 });

    // Rows never move to another petition, and a petition keeps its id.
    await expect(
      db.sql.query("update petition_signatures set petition_id = $1 where petition_id = $2", [gone.id, kept.id]),
    ).rejects.toThrow(/would change petition_id/);
    await expect(
      db.sql.query("update petition_log set petition_id = $1 where petition_id = $2", [gone.id, kept.id]),
    ).rejects.toThrow(/would change petition_id/);
    await expect(db.sql.query("update petitions set id = $1 where id = $2", [2_000_000_004, kept.id])).rejects.toThrow(
      /would change id/,
    );

    // A deleted petition takes its signatures and its log with it, and nothing else.
    await db.sql.query("delete from petitions where id = $1", [gone.id]);
    expect(await rowsOf(gone.id)).toEqual({ signatures: 0, entries: 0 });
    expect(await rowsOf(kept.id)).toEqual({ signatures: 1, entries: 1 });
  });

  it.runIf(backend === "postgres")("holds the rule between two transactions, as a foreign key does", async () => {
    const store = createPetitionStore(db);
    const { rows } = await db.sql.query<{ schema: string }>("select current_schema() as schema");
    const connect = async () => {
      const client = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${rows[0]?.schema}`,
      });
      await client.connect();
      return client;
    };
    const [signing, deleting] = [await connect(), await connect()];
    const deletingPid = (await deleting.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    /** Whether a backend is waiting for a lock another transaction holds. */
    const waitingOnLock = async (pid: number | undefined) =>
      (
        await db.sql.query<{ waiting: boolean }>(
          "select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = $1",
          [pid],
        )
      ).rows[0]?.waiting === true;
    const settled = (promise: Promise<unknown>) => {
      let done = false;
      void promise.then(
        () => (done = true),
        () => (done = true),
      );
      return () => done;
    };
    const signaturesOf = async (id: number) =>
      (
        await db.sql.query<{ n: number }>("select count(*)::int as n from petition_signatures where petition_id = $1", [
          id,
        ])
      ).rows[0]?.n;
    try {
      // A petition being signed cannot be deleted until the signing commits; then its new row goes with it.
      const first = await store.create(petition({ title: "Signed, then deleted" }));
      await signing.query("begin");
      await signing.query("insert into petition_signatures (petition_id, signer_key) values ($1, 'late')", [first.id]);
      const deleted = deleting.query("delete from petitions where id = $1", [first.id]);
      const deletedYet = settled(deleted);
      // The deletion is seen waiting for the signing's lock, rather than given a fixed time to finish.
      await waitFor(() => waitingOnLock(deletingPid), { what: "the deletion waiting for the signing's lock" });
      expect(deletedYet()).toBe(false);
      await signing.query("commit");
      await deleted;
      expect(await signaturesOf(first.id)).toBe(0);

      // A signature for a petition being deleted waits, and is refused once the deletion commits.
      const second = await store.create(petition({ title: "Deleted, then signed" }));
      await deleting.query("begin");
      await deleting.query("delete from petitions where id = $1", [second.id]);
      const signed = signing.query("insert into petition_signatures (petition_id, signer_key) values ($1, 'k')", [
        second.id,
      ]);
      const refused = expect(signed).rejects.toThrow(/foreign key/);
      await deleting.query("commit");
      await refused;
      expect(await signaturesOf(second.id)).toBe(0);
    } finally {
      await Promise.all([signing.end(), deleting.end()]);
    }
  });
});
