import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BACKENDS } from "#test/support/database";
import { openMailDatabase } from "#test/support/mail";
import { waitUntil } from "#test/support/wait";
import { queuePetitionerMail } from "./store.server";
import { createMailWorker, type MailTransport } from "./worker.server";

/** Issue 33, item 6: messages a stopping process claimed are due again at once, not when their lease ends. */
describe.each(TEST_BACKENDS)("a mail worker that stops mid-send (%s)", (backend) => {
  const { db, queue, createPetition } = openMailDatabase(backend);
  // Messages are queued at the database's time: the workers' clock starts a second past it.
  let clock = new Date();
  const now = () => clock;
  const settings = { from: "petitions@gov.brehon.example", publicUrl: "https://www.gov.brehon.example" };

  beforeAll(() => db.ready());
  afterAll(() => db.drop());

  it("gives back what it held, and the next worker sends it at once", async () => {
    const petition = await createPetition("Held", "nora@example.com");
    for (let index = 0; index < 3; index++) await queuePetitionerMail(db.sql, petition.id, { kind: "published" });
    clock = new Date(Date.now() + 1000);
    // A mail server that takes the first message and never answers, until the connection is closed.
    let started = 0;
    let cut: (error: Error) => void = () => {};
    const stuck: MailTransport = {
      sendMail: () => {
        started += 1;
        return new Promise((_, reject) => {
          cut = reject;
        });
      },
      close: () => cut(new Error("Connection closed")),
    };
    const first = createMailWorker({ queue, transport: stuck, retrySeconds: 60, maxAttempts: 5, now, ...settings });
    const running = first.run();
    await waitUntil(() => started > 0, "the worker to start sending", 2_000);
    expect(started).toBe(1);
    await first.close();
    await running;

    const rows = (
      await db.sql.query<{ attempts: number; next_attempt_at: Date; sent_at: Date | null }>(
        "select attempts, next_attempt_at, sent_at from petitioner_mail order by id",
      )
    ).rows;
    expect(rows.map((row) => [row.attempts, new Date(row.next_attempt_at).getTime() <= clock.getTime()])).toEqual([
      [0, true],
      [0, true],
      [0, true],
    ]);

    const sent: string[] = [];
    const working: MailTransport = {
      sendMail: async (message) => {
        sent.push(message.subject);
        return {};
      },
      close: () => {},
    };
    const second = createMailWorker({ queue, transport: working, retrySeconds: 60, maxAttempts: 5, now, ...settings });
    await second.run();
    await second.close();
    expect(sent).toHaveLength(3);
    expect(await queue.counts()).toMatchObject({ waiting: 0, sent: 3 });
  });
});
