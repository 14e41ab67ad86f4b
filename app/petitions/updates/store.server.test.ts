import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BACKENDS } from "#test/support/database";
import { openMailDatabase } from "#test/support/mail";
import { renderPetitionerMail } from "../mail/templates.server";
import { isUnsubscribeKey, unsubscribeAddress, unsubscribeKey } from "./links.server";
import { createSignerUpdates } from "./service.server";
import { createUpdateStore } from "./store.server";

describe.each(TEST_BACKENDS)("updates to signers (%s)", (backend) => {
  const { db, petitions } = openMailDatabase(backend);
  const store = createUpdateStore(db);
  let id: number;
  const ids: Record<string, number> = {};

  /** A signer's request: confirmed an hour ago unless said otherwise. */
  async function signer(name: string, fields: { updates: boolean; withdrawn?: boolean; confirmedLater?: boolean }) {
    const { rows } = await db.sql.query<{ id: number }>(
      `insert into signature_requests (petition_id, email, email_domain, name, language, token_hash, expires_at,
                                       confirmed_at, withdrawn_at, updates)
       values ($1, $2, 'example.net', 'Signer', $3, $4, now() + interval '1 day',
               case when $5 then now() + interval '1 hour' else now() - interval '1 hour' end,
               case when $6 then now() end, $7)
       returning id`,
      [
        id,
        `${name}@example.net`,
        name === "irish" ? "ga" : "en",
        `hash-${name}`,
        fields.confirmedLater === true,
        fields.withdrawn === true,
        fields.updates,
      ],
    );
    ids[name] = rows[0]?.id as number;
  }

  const queued = async (event: string) =>
    (
      await db.sql.query<{ recipient: string; payload: string }>(
        "select recipient, payload from petitioner_mail where kind = 'update' and update_event = $1 order by id",
        [event],
      )
    ).rows;

  beforeAll(async () => {
    await db.ready();
    id = (
      await petitions.create(
        {
          title: "Ferry on Sundays",
          description: "Words.",
          category: "other",
          submitterName: null,
          submitterEmail: null,
        },
        { awaitingReview: false, language: "en" },
      )
    ).id;
    for (const name of ["a", "b", "c", "irish"]) await signer(name, { updates: true });
    await signer("plain", { updates: false });
    await signer("gone", { updates: true, withdrawn: true });
    await signer("late", { updates: true, confirmedLater: true });
  });
  afterAll(() => db.close());

  it("records an event once, and queues one message per signer who asked, a batch at a time", async () => {
    await db.sql.query("update petitions set response_published_at = now() where id = $1", [id]);
    const updates = createSignerUpdates({ db, batch: 2 });
    expect(await updates.scan()).toBe(4);
    const rows = await queued("response");
    // Those who asked and had confirmed by then; not the one who did not tick the box, withdrew, or confirmed after.
    expect(rows.map((row) => row.recipient).sort()).toEqual(["a", "b", "c", "irish"].map((n) => `${n}@example.net`));
    const irish = rows.find((row) => row.recipient === "irish@example.net");
    expect(JSON.parse(irish?.payload ?? "{}")).toMatchObject({
      title: "Ferry on Sundays",
      language: "ga",
      update: "response",
    });
    // Again: nothing new (one send per event, one message per signer and event).
    expect(await updates.scan()).toBe(0);
    expect(await queued("response")).toHaveLength(4);
    const audit = await db.sql.query(
      "select actor from audit_log where action = 'signer-updates-sent' and petition_id = $1",
      [id],
    );
    expect(audit.rows).toEqual([{ actor: "portal" }]);
    const progress = await updates.progress(id);
    expect(progress.wanting).toBe(5);
    expect(progress.sends).toEqual([
      expect.objectContaining({
        kind: "response",
        queuedAll: true,
        recipients: 4,
        waiting: 4,
        sent: 0,
        failed: 0,
        bounced: 0,
      }),
    ]);
  });

  it("a batch written twice adds nothing: the unique key per signer and event", async () => {
    await db.sql.query(
      "update petition_update_sends set queued_at = null, next_request_id = 0 where petition_id = $1",
      [id],
    );
    const [send] = await store.unfinished();
    expect(await store.queueBatch(send as NonNullable<typeof send>, 100)).toEqual({ read: 4, queued: 0 });
    expect(await queued("response")).toHaveLength(4);
  });

  it("stops a signer's updates with their waiting messages; their signature's request stays", async () => {
    expect(await store.stop(ids.a as number)).toBe(true);
    expect(await store.stop(ids.a as number)).toBe(false);
    expect((await queued("response")).map((row) => row.recipient)).not.toContain("a@example.net");
    await db.sql.query("update petitions set closed_at = now() where id = $1", [id]);
    await createSignerUpdates({ db }).scan();
    const closed = await queued("closed");
    expect(closed.map((row) => row.recipient).sort()).toEqual(["b", "c", "irish"].map((n) => `${n}@example.net`));
    expect(JSON.parse(closed[0]?.payload ?? "{}").detail).toEqual({ signatures: 0 });
  });

  it("signs its unsubscribe links with the database's key, and refuses another", async () => {
    const key = await store.linkKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(isUnsubscribeKey(key, 7, unsubscribeKey(key, 7))).toBe(true);
    expect(isUnsubscribeKey(key, 8, unsubscribeKey(key, 7))).toBe(false);
    expect(isUnsubscribeKey(key, 7, "A".repeat(43))).toBe(false);
    expect(unsubscribeAddress(key, 7, "ga", "https://www.gov.brehon.example")).toMatch(
      /^https:\/\/www\.gov\.brehon\.example\/ga\/petitions\/updates\?request=7&key=[A-Za-z0-9_-]{43}$/,
    );
  });
});

describe("an update's email", () => {
  const render = (language: "en" | "ga", update: "debate-scheduled" | "closed", detail: object) =>
    renderPetitionerMail(
      { petitionId: 9, kind: "update", payload: { title: "Ferry on Sundays", language, update, detail } },
      "https://www.gov.brehon.example",
      { unsubscribe: "https://www.gov.brehon.example/ga/petitions/updates?request=1&key=k" },
    );

  it("in Irish: A chara, the debate's day after 'ar an', the petition, the check page and the unsubscribe link", () => {
    const mail = render("ga", "debate-scheduled", { date: "2026-05-16" });
    expect(mail.subject).toBe("Tá díospóireacht socraithe ar achainí a shínigh tú: Ferry on Sundays");
    expect(mail.text).toMatch(/^A chara,\n\nPléifear an achainí a shínigh tú ar an 16 Bealtaine 2026\./);
    expect(mail.text).toContain("An achainí:\nhttps://www.gov.brehon.example/ga/petitions/9\n");
    expect(mail.text).toContain("leis an admháil a tugadh duit");
    expect(mail.text).toContain("https://www.gov.brehon.example/ga/petitions/9/check");
    expect(mail.text).toContain("https://www.gov.brehon.example/ga/petitions/updates?request=1&key=k");
    expect(mail.html).toContain('href="https://www.gov.brehon.example/ga/petitions/9/check"');
  });

  it("when it closes: its final count, in each language's counting form", () => {
    expect(render("en", "closed", { signatures: 1234 }).text).toContain("It gathered 1,234 signatures in all.");
    expect(render("ga", "closed", { signatures: 3 }).text).toContain("Bailíodh 3 shíniú san iomlán.");
  });
});
