import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { MAIL_OFF } from "../mail";
import { createPetitionStore } from "../petitions/store";
import { createSignInLimits } from "./limits";
import { createModeration, LOCK_MS } from "./moderation";
import { createStaffConsole, type Staff } from "./service";

const requester = { ip: "198.51.100.7", userAgent: "test" };
const EMAIL = "petitioner@example.com";

describe.each(TEST_BACKENDS)("the moderation queue and its actions (%s)", (backend) => {
  const db = openTestDatabase(backend);
  let clock = new Date();
  const staffConsole = createStaffConsole({ db, now: () => clock, addressSalt: "salt", limits: createSignInLimits() });
  const petitions = createPetitionStore(db);
  const moderation = createModeration(staffConsole, petitions);
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

  it("previews, then invalidates one address hash's signatures in a window with a published reason, exactly", async () => {
    const source = "a".repeat(32);
    expect(await moderation.removeSignatures(reported, "zz", 24, "automated", ada, requester)).toMatchObject({
      status: "invalid",
    });
    expect(await moderation.removeSignatures(reported, source, 0, "automated", ada, requester)).toMatchObject({
      status: "invalid",
    });
    expect(await moderation.removeSignatures(reported, source, 24, "because", ada, requester)).toMatchObject({
      status: "invalid",
    });
    // The preview says how many it would take away, and changes nothing.
    expect(await moderation.previewInvalidation(reported, source, 24, "automated")).toMatchObject({
      addressHash: source,
      hours: 24,
      reason: "automated",
      signatures: 7,
    });
    expect(await moderation.previewInvalidation(reported, source, 24, "nonsense")).toEqual({
      invalid: "Choose a reason from the published list.",
    });
    expect((await moderation.state(reported))?.signatureCount).toBe(8);
    const result = await moderation.removeSignatures(reported, source, 24, "automated", ada, requester);
    expect(result).toMatchObject({ status: "done", count: 7 });
    expect((await moderation.state(reported))?.signatureCount).toBe(1);
    expect(await petitions.countMismatches()).toEqual([]);
    // Audited with its reason; the log publishes it, and the petition says so.
    const [entry] = await staffConsole.store.auditEntries({ limit: 1 });
    expect(entry).toMatchObject({ action: "signatures-removed", petitionId: reported });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ addressHash: source, reason: "automated", removed: 7 });
    expect((await petitions.log(reported)).filter((text) => text.endsWith(" automated"))).toHaveLength(7);
    expect((await petitions.get(reported))?.petition.invalidated).toEqual([{ reason: "automated", count: 7 }]);
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
    const telling = createModeration(staffConsole, petitions, mail);
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
