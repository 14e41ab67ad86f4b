import { parsePetitionId } from "~/petitions/fields";
import { errorLog, log } from "../../../server/core/logger";
import { minuteJob, oneAtATime } from "../../../server/core/minute-job";
import type { Database } from "../../../server/db/client";
import { isUnsubscribeKey } from "./links.server";
import { createUpdateStore, type SendProgress } from "./store.server";

/** Signers read and queued per statement: one `insert … select` each. */
export const QUEUE_BATCH = 5_000;

/** What the unsubscribe page shows: never the address or the name. */
export type UpdatesLink =
  | { state: "unknown" }
  | { state: "on" | "off"; petition: { id: number; title: string; language: "en" | "ga" } }
  | { state: "unavailable" };

/**
 * Updates to the signers who asked for them (PETITION_SIGNING=email, the form's "Email me when …" box): when
 * the Government's response or a debate's outcome is published, a debate is set, or the petition closes,
 * each of them gets one email in the language they signed in, through the mail queue (app/petitions/mail/).
 *
 * What happened is read from the petitions' rows, so every way of making it happen (the console, the
 * operators' commands, the closing job) is covered by one `scan`: run each minute by every process, at once
 * after a change this process makes, and by the operators' commands after theirs. A scan records each new
 * event once (a unique key per petition and event), then writes each unfinished send's messages a batch of
 * signers at a time; one message per signer and event (a unique key), so a send resumed after a restart, or
 * run by two processes at once, queues nothing twice.
 */
export function createSignerUpdates({
  db,
  mailQueued = () => {},
  batch = QUEUE_BATCH,
}: {
  db: Database;
  /** Wakes this process's mail worker once messages are queued. */
  mailQueued?: () => void;
  batch?: number;
}) {
  const store = createUpdateStore(db);

  /** Records what happened, and queues every unfinished send. Returns how many messages it queued. */
  const scan = oneAtATime(async (): Promise<number> => {
    await db.ready();
    const recorded = await store.recordDue();
    for (const send of recorded) log.info({ petitionId: send.petitionId, event: send.event }, "Signers' update begun");
    let total = 0;
    for (const send of await store.unfinished()) {
      let queued = 0;
      for (;;) {
        const result = await store.queueBatch(send, batch);
        queued += result.queued;
        if (result.queued > 0) mailQueued();
        if (result.read < batch) break;
      }
      total += queued;
      log.info({ petitionId: send.petitionId, event: send.event, queued }, "Signers' update queued");
    }
    // Signers who withdrew, or whose address was erased, since their messages were queued.
    const dropped = await store.dropUnwanted();
    if (dropped > 0) log.info({ dropped }, "Updates to signers who withdrew or were erased dropped");
    return total;
  });

  const job = minuteJob(scan, "The signers' updates could not be queued");

  async function requestOf(requestId: unknown, key: unknown) {
    const id = parsePetitionId(requestId);
    if (id === null || id > 2_147_483_647) return null;
    if (!isUnsubscribeKey(await store.linkKey(), id, key)) return null;
    return store.request(id);
  }

  const shown = (request: NonNullable<Awaited<ReturnType<typeof store.request>>>, on: boolean): UpdatesLink => ({
    state: on ? "on" : "off",
    petition: {
      id: request.petitionId,
      title: request.title,
      language: request.petitionLanguage === "ga" ? "ga" : "en",
    },
  });

  return {
    scan,
    start: job.start,
    close: job.close,

    /** The unsubscribe link's state (its page, before the button). */
    async link(requestId: unknown, key: unknown): Promise<UpdatesLink> {
      try {
        const request = await requestOf(requestId, key);
        return request ? shown(request, request.wanted) : { state: "unknown" };
      } catch (error) {
        errorLog(() => log.error({ err: error }, "An updates link could not be read"));
        return { state: "unavailable" };
      }
    },

    /** The one-click POST (RFC 8058) or the page's button: ends the updates for that petition; the signature stays. */
    async stop(requestId: unknown, key: unknown): Promise<UpdatesLink> {
      try {
        const request = await requestOf(requestId, key);
        if (!request) return { state: "unknown" };
        if (await store.stop(request.id))
          log.info({ petitionId: request.petitionId }, "A signer stopped their updates");
        return shown(request, false);
      } catch (error) {
        errorLog(() => log.error({ err: error }, "Updates could not be stopped"));
        return { state: "unavailable" };
      }
    },

    /** For the console: how many signers want updates, and each send's progress. */
    async progress(petitionId: number): Promise<{ wanting: number; sends: SendProgress[] }> {
      return { wanting: await store.wanting(petitionId), sends: await store.progress(petitionId) };
    },

    /** Sets a petition's debate day (the operators' command); false for no such petition. */
    scheduleDebate: (petitionId: number, day: string) => store.scheduleDebate(petitionId, day),
  };
}

export type SignerUpdates = ReturnType<typeof createSignerUpdates>;
