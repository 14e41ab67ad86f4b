import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createFraudStore } from "~/petitions/fraud/store.server";
import { petitionModeration } from "~/petitions/index.server";
import { MAIL_OFF } from "~/petitions/mail/index.server";
import { createPetitionStore } from "~/petitions/store.server";
import { createSignInLimits } from "./limits.server";
import { createModeration, LOCK_MS } from "./moderation.server";
import { createStaffConsole, type Staff } from "./service.server";

const requester = { ip: "198.51.100.7", userAgent: "test" };
const EMAIL = "petitioner@example.com";

describe.each(TEST_BACKENDS)("the moderation queue and its actions (%s)", (backend) => {
  const db = openTestDatabase(backend);
  let clock = new Date();
  const staffConsole = createStaffConsole({ db, now: () => clock, addressSalt: "salt", limits: createSignInLimits() });
  const petitions = createPetitionStore(db);
  const moderating = petitionModeration(petitions, createFraudStore(db));
  const moderation = createModeration(staffConsole, moderating);
  let ada: Staff;
  let brian: Staff;
  let reported = 0;
  let quiet = 0;

  beforeAll(async () => {
    await db.ready();
    const staffOf = async (email: string): Promise<Staff> => {
      const account = await staffConsole.store.addAccount(email, "moderator");
      return { sessionId: "s", accountId: account?.id ?? 0, email, role: "moderator" };
    };
    ada = await staffOf("ada@example.ie");
    brian = await staffOf("brian@example.ie");
    const create = (title: string) =>
      petitions.create({
        title,
        description: "Words.",
        category: "infrastructure",
        submitterName: "Nóra",
        submitterEmail: EMAIL,
      });
    reported = (await create("Reported")).id;
    quiet = (await create("Quiet")).id;
    await petitions.report(reported, "reporter-a");
    await petitions.report(reported, "reporter-b");
    await petitions.signBatch(
      Array.from({ length: 7 }, (_, index) => ({
        petitionId: reported,
        signerKey: `k${index}`,
        addressHash: "a".repeat(32),
      })),
    );
    await petitions.signBatch([{ petitionId: reported, signerKey: "other", addressHash: "b".repeat(32) }]);
  });
  afterAll(async () => {
    await staffConsole.close();
    await db.drop();
  });

  it("lists reported petitions with their count, and new petitions nobody has acted on", async () => {
    const queue = await moderation.queue();
    expect(queue.reported).toEqual([expect.objectContaining({ id: reported, reports: 2, title: "Reported" })]);
    expect(queue.fresh.map((row) => row.id)).toEqual([quiet, reported]);
    expect(JSON.stringify(queue)).not.toContain(EMAIL);
  });

  it("shows a petition's reports, rate and heaviest signers, never its petitioner's email", async () => {
    const view = await moderation.view(reported);
    expect(view).toMatchObject({ reports: 2, signatureCount: 8, hasEmail: true, submitterName: "Nóra" });
    expect(view?.topSigners[0]).toEqual({ addressHash: "a".repeat(32), signatures: 7 });
    expect(view?.hourly.reduce((sum, row) => sum + row.signatures, 0)).toBe(8);
    expect(JSON.stringify(view)).not.toContain(EMAIL);
  });

  it("lets one moderator act at a time, until the lock expires", async () => {
    expect(await moderation.lock(reported, ada)).toEqual({ held: true });
    const refused = await moderation.setClosed(reported, true, brian, requester);
    expect(refused).toMatchObject({ status: "locked" });
    if (refused.status === "locked") expect(refused.message).toContain("ada@example.ie is working on this petition");
    expect((await moderation.state(reported))?.closed).toBe(false);
    clock = new Date(clock.getTime() + LOCK_MS + 1_000);
    expect(await moderation.setClosed(reported, true, brian, requester)).toMatchObject({ status: "done" });
    expect((await moderation.state(reported))?.closed).toBe(true);
    expect(await moderation.setClosed(reported, false, brian, requester)).toMatchObject({ status: "done" });
    await moderation.release(reported, brian);
  });

  it("hides only with a published reason, shows again, and audits each with before and after", async () => {
    expect(await moderation.hide(reported, "because I said so", ada, requester)).toMatchObject({ status: "invalid" });
    expect(await moderation.hide(reported, "misleading", ada, requester)).toMatchObject({ status: "done" });
    expect(await petitions.get(reported)).toMatchObject({ hidden: true, hiddenReason: "misleading" });
    const [entry] = await staffConsole.store.auditEntries({ limit: 1 });
    expect(entry).toMatchObject({ action: "petition-hidden", actor: "ada@example.ie", petitionId: reported });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({
      before: { hidden: false, hiddenReason: null },
      after: { hidden: true, hiddenReason: "misleading" },
    });
    expect(await moderation.show(reported, ada, requester)).toMatchObject({ status: "done" });
    expect(await petitions.get(reported)).toMatchObject({ hidden: false, hiddenReason: null });
    // Acted on: no longer new.
    expect((await moderation.queue()).fresh.map((row) => row.id)).toEqual([quiet]);
  });

  /** The confirmation a preview's button sends: its window, count and reason, as form fields. */
  const confirmationOf = (preview: Awaited<ReturnType<typeof moderation.previewInvalidation>>) => {
    if ("invalid" in preview) throw new Error(preview.invalid);
    return {
      source: preview.kind === "domain" ? { kind: "domain", value: preview.addressHash } : preview.addressHash,
      since: preview.since.toISOString(),
      until: preview.until.toISOString(),
      expected: String(preview.signatures),
      reason: preview.reason,
      window: preview.window,
    };
  };

  it("previews, then invalidates one address hash's signatures in a window with a published reason, exactly", async () => {
    const source = "a".repeat(32);
    clock = new Date();
    const asked = { source, hours: "24", reason: "automated" };
    expect(await moderation.previewInvalidation(reported, { ...asked, source: "zz" })).toMatchObject({
      invalid: expect.stringContaining("Give an address hash"),
    });
    expect(await moderation.previewInvalidation(reported, { ...asked, hours: "0" })).toMatchObject({
      invalid: "Give a window of whole hours, from 1 to 8760.",
    });
    expect(await moderation.previewInvalidation(reported, { ...asked, hours: "" })).toMatchObject({
      invalid: "Give a window of whole hours, from 1 to 8760.",
    });
    expect(await moderation.previewInvalidation(reported, { ...asked, reason: "nonsense" })).toEqual({
      invalid: "Choose a reason from the published list.",
    });
    // The preview says how many it would take away, in which window, and changes nothing.
    const preview = await moderation.previewInvalidation(reported, asked);
    expect(preview).toEqual({
      kind: "network",
      addressHash: source,
      window: "hours",
      hours: 24,
      reason: "automated",
      since: new Date(clock.getTime() - 24 * 3_600_000),
      until: clock,
      signatures: 7,
    });
    expect((await moderation.state(reported))?.signatureCount).toBe(8);
    const confirmed = confirmationOf(preview);
    for (const [name, value] of Object.entries({
      source: "zz",
      reason: "because",
      since: "yesterday",
      until: confirmed.since,
      expected: "0",
    })) {
      expect(
        await moderation.removeSignatures(reported, { ...confirmed, [name]: value }, ada, requester),
        name,
      ).toMatchObject({ status: "invalid" });
    }
    expect((await moderation.state(reported))?.signatureCount).toBe(8);
    // Confirmed ten minutes later: the window is the preview's, not counted back from the click.
    clock = new Date(clock.getTime() + 10 * 60_000);
    const result = await moderation.removeSignatures(reported, confirmed, ada, requester);
    expect(result).toMatchObject({ status: "done", count: 7 });
    expect((await moderation.state(reported))?.signatureCount).toBe(1);
    expect(await petitions.countMismatches()).toEqual([]);
    // Audited with its reason and both ends of its window; the log publishes it, and the petition says so.
    const [entry] = await staffConsole.store.auditEntries({ limit: 1 });
    expect(entry).toMatchObject({ action: "signatures-removed", petitionId: reported });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({
      addressHash: source,
      reason: "automated",
      window: "hours",
      since: confirmed.since,
      until: confirmed.until,
      expected: 7,
      removed: 7,
    });
    expect((await petitions.log(reported)).filter((text) => text.endsWith(" automated"))).toHaveLength(7);
    expect((await petitions.get(reported))?.petition.invalidated).toEqual([{ reason: "automated", count: 7 }]);
  });

  it("acts only within the previewed window, and refuses, changing nothing, when its count changed after the preview", async () => {
    const HOUR = 3_600_000;
    const heavy = "c".repeat(32);
    const { id } = await petitions.create({
      title: "Signed in bursts",
      description: "Words.",
      category: "other",
      submitterName: null,
      submitterEmail: null,
    });
    const sign = (keys: string[]) =>
      petitions.signBatch(keys.map((signerKey) => ({ petitionId: id, signerKey, addressHash: heavy })));
    /** Moves signatures' time, as if they had been given (or committed) then. */
    const givenAt = (keys: string[], at: Date) =>
      db.sql.query(
        `update petition_signatures set created_at = $1 where petition_id = $2 and signer_key in (${keys.map((_, index) => `$${index + 3}`).join(", ")})`,
        [at.toISOString(), id, ...keys],
      );
    const count = async () => (await moderation.state(id))?.signatureCount;
    const removals = async () =>
      (await staffConsole.store.auditEntries({ limit: 100 })).filter(
        (entry) => entry.action === "signatures-removed" && entry.petitionId === id,
      );

    // Five signatures in an hour that has ended: the flagged hour.
    const hour = new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR);
    const burst = ["b1", "b2", "b3", "b4", "b5"];
    await sign(burst);
    await givenAt(burst, new Date(hour.getTime() + 10 * 60_000));
    clock = new Date();
    expect(
      await moderation.previewInvalidation(id, {
        source: heavy,
        hour: new Date(hour.getTime() + 1).toISOString(),
        reason: "duplicate",
      }),
    ).toMatchObject({ invalid: expect.stringContaining("on the hour") });
    const flagged = await moderation.previewInvalidation(id, {
      source: heavy,
      hour: hour.toISOString(),
      reason: "duplicate",
    });
    expect(flagged).toMatchObject({
      window: "hour",
      since: hour,
      until: new Date(hour.getTime() + HOUR),
      signatures: 5,
    });
    // The same network signs twice more between the preview and the click: after the window, so not taken.
    await sign(["later1", "later2"]);
    clock = new Date(Date.now() + 5 * 60_000);
    expect(await moderation.removeSignatures(id, confirmationOf(flagged), ada, requester)).toMatchObject({
      status: "done",
      count: 5,
    });
    expect(await count()).toBe(2);
    const [first] = await removals();
    expect(JSON.parse(first?.detail ?? "{}")).toMatchObject({
      window: "hour",
      since: hour.toISOString(),
      until: new Date(hour.getTime() + HOUR).toISOString(),
      expected: 5,
      removed: 5,
    });

    // The last 24 hours hold the two; one more lands in that window after the preview (a commit that was
    // under way when the preview counted): the click is refused and nothing changes.
    clock = new Date();
    const recent = await moderation.previewInvalidation(id, { source: heavy, hours: "24", reason: "duplicate" });
    expect(recent).toMatchObject({ window: "hours", until: clock, signatures: 2 });
    await sign(["late"]);
    await givenAt(["late"], new Date(clock.getTime() - 1_000));
    const log = await petitions.log(id);
    expect(await moderation.removeSignatures(id, confirmationOf(recent), ada, requester)).toEqual({
      status: "conflict",
      message:
        "Nothing was invalidated: the window now holds 3 signatures from this source, not the 2 the preview showed. " +
        "Preview it again to see what it would take away.",
    });
    expect(await count()).toBe(3);
    expect(await petitions.log(id)).toEqual(log);
    expect(await removals()).toHaveLength(1);
    expect(await petitions.countMismatches()).toEqual([]);

    // Previewed again, the window's three go.
    clock = new Date();
    const again = await moderation.previewInvalidation(id, { source: heavy, hours: "24", reason: "duplicate" });
    expect(again).toMatchObject({ signatures: 3 });
    expect(await moderation.removeSignatures(id, confirmationOf(again), ada, requester)).toMatchObject({
      status: "done",
      count: 3,
    });
    expect(await count()).toBe(0);
    expect(await petitions.countMismatches()).toEqual([]);
    await moderation.release(id, ada);
  });

  it("keeps internal notes, and logs each viewing of the petitioner's contact details", async () => {
    expect(await moderation.addNote(reported, "   ", ada, requester)).toMatchObject({ status: "invalid" });
    expect(await moderation.addNote(reported, "Asked the petitioner for a source.", ada, requester)).toMatchObject({
      status: "done",
    });
    expect((await moderation.view(reported))?.notes).toEqual([
      expect.objectContaining({ body: "Asked the petitioner for a source.", by: "ada@example.ie" }),
    ]);
    expect(await moderation.contact(reported, ada, requester)).toEqual({ email: EMAIL, name: "Nóra" });
    const [entry] = await staffConsole.store.auditEntries({ limit: 1 });
    expect(entry).toMatchObject({ action: "petitioner-contact-viewed", petitionId: reported });
    expect(JSON.stringify(await staffConsole.store.auditEntries({ limit: 100 }))).not.toContain(EMAIL);
  });

  it("with email updates on, tells the petitioner of a publication or removal in the same statement, once per reason", async () => {
    const queued = vi.fn();
    const mail = { ...MAIL_OFF, enabled: true, queued };
    const telling = createModeration(staffConsole, moderating, mail);
    const waiting = await petitions.create(
      { title: "Waiting", description: "Words.", category: "other", submitterName: null, submitterEmail: EMAIL },
      { awaitingReview: true, language: "ga" },
    );
    const published = await telling.publish(waiting.id, ada, requester);
    expect(published).toMatchObject({ status: "done" });
    if (published.status === "done") expect(published.message).toContain("The petitioner will be told by email.");
    const [entry] = await staffConsole.store.auditEntries({ limit: 1 });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ petitionerEmailed: true });
    expect(await telling.hide(waiting.id, "duplicate", ada, requester)).toMatchObject({ status: "done" });
    // The same reason again says nothing new to the petitioner.
    expect(await telling.hide(waiting.id, "duplicate", ada, requester)).toMatchObject({ status: "done" });
    const rows = await db.sql.query<{ kind: string; payload: string }>(
      "select kind, payload from petitioner_mail where petition_id = $1 order by id",
      [waiting.id],
    );
    expect(
      rows.rows.map((row) => [row.kind, JSON.parse(row.payload).language, JSON.parse(row.payload).reason]),
    ).toEqual([
      ["published", "ga", null],
      ["hidden", "ga", "duplicate"],
    ]);
    expect(queued).toHaveBeenCalledTimes(2);
    // Off (the default), nothing is queued.
    await moderation.show(waiting.id, ada, requester);
    await moderation.hide(waiting.id, "offensive", ada, requester);
    expect(
      (await db.sql.query("select id from petitioner_mail where petition_id = $1", [waiting.id])).rows,
    ).toHaveLength(2);
    await moderation.release(waiting.id, ada);
  });

  it("answers not-found for a petition that does not exist", async () => {
    expect(await moderation.show(999_999, ada, requester)).toEqual({ status: "not-found" });
    expect(await moderation.view(999_999)).toBeNull();
  });
});
