import type { Database, Sql } from "../db/client";
import type { MailKind, MailPayload, PetitionerMessage } from "./templates";

/**
 * The queue of emails to petitioners (table `petitioner_mail`, migration 0007), in plain SQL.
 *
 * A message is queued by the statement that makes the change it reports (a moderator's action),
 * so both are one transaction: either the petition changed and its message waits, or neither.
 * Each server process's worker (./worker.ts) claims due messages with `FOR UPDATE SKIP LOCKED`,
 * moving their next attempt past a lease before sending, so several processes never send one
 * message at once; a process that dies mid-send leaves it to be retried when the lease ends.
 * The recipient is set to null once a message is sent or given up.
 */

/**
 * An `insert` for a data-modifying `with` clause: queues a `kind` message for each row of
 * `source` whose petitioner gave an address. `source` names a clause returning the petition's
 * `id, title, language, hidden_reason, submitter_email`.
 */
export function queueFrom(source: string, kind: MailKind): string {
  if (!/^[a-z_]+$/.test(source)) throw new Error(`Not a clause name: ${source}`);
  return `insert into petitioner_mail (petition_id, kind, payload, recipient)
          select id, '${kind}', json_build_object('title', title, 'language', language, 'reason', hidden_reason)::text,
                 submitter_email
            from ${source} where submitter_email is not null
          returning id`;
}

/**
 * Queues a message to a petition's petitioner, if they gave an address: true when queued. Give
 * the client of the transaction that makes the change (the response's publication, say) so that
 * both commit together. With `response`, the message quotes it (in the petition's language).
 */
export async function queuePetitionerMail(
  sql: Sql,
  petitionId: number,
  message: { kind: MailKind; response?: string | null },
): Promise<boolean> {
  const { rows } = await sql.query<{ id: number }>(
    `insert into petitioner_mail (petition_id, kind, payload, recipient)
     select id, $2, json_build_object('title', title, 'language', language, 'reason', hidden_reason, 'response', $3::text)::text,
            submitter_email
       from petitions where id = $1 and submitter_email is not null
     returning id`,
    [petitionId, message.kind, message.response ?? null],
  );
  return rows.length > 0;
}

/** A message a worker has claimed: it sends it, then says how it went. */
export type ClaimedMail = PetitionerMessage & {
  id: number;
  recipient: string;
  /** Attempts so far, this one included. */
  attempts: number;
};

type ClaimedRow = {
  id: number;
  petition_id: number;
  kind: MailKind;
  payload: string;
  recipient: string;
  attempts: number;
};

export function createMailQueue(db: Database) {
  const query = async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) => {
    await db.ready();
    return (await db.sql.query<Row>(text, params)).rows;
  };

  return {
    /**
     * Claims up to `limit` messages due at `now`, oldest first, skipping those another process
     * holds, and counts the attempt; none is due again before `leaseUntil`.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      const rows = await query<ClaimedRow>(
        `update petitioner_mail m set attempts = m.attempts + 1, next_attempt_at = $2
          where m.id in (
            select id from petitioner_mail
             where sent_at is null and failed_at is null and recipient is not null and next_attempt_at <= $1
             order by next_attempt_at, id
             limit $3
             for update skip locked)
         returning m.id, m.petition_id, m.kind, m.payload, m.recipient, m.attempts`,
        [now, leaseUntil, limit],
      );
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          petitionId: row.petition_id,
          kind: row.kind,
          payload: JSON.parse(row.payload) as MailPayload,
          recipient: row.recipient,
          attempts: row.attempts,
        }));
    },

    /**
     * Gives back claimed messages this process did not finish (it is stopping): due again at `at`,
     * their attempt not counted, so the next worker to run sends them without waiting for the lease.
     */
    async release(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await query(
        `update petitioner_mail set next_attempt_at = $2, attempts = greatest(attempts - 1, 0)
          where id = any($1::integer[]) and sent_at is null and failed_at is null`,
        [ids, at],
      );
    },

    /** Sent: the address is forgotten. */
    async sent(id: number, at: Date): Promise<void> {
      await query("update petitioner_mail set sent_at = $2, recipient = null, last_error = null where id = $1", [
        id,
        at,
      ]);
    },

    /** Not sent: tried again at `retryAt`, or given up (and the address forgotten) when it is null. */
    async failed(id: number, error: string, retryAt: Date | null, at: Date): Promise<void> {
      if (retryAt) {
        await query("update petitioner_mail set next_attempt_at = $2, last_error = $3 where id = $1", [
          id,
          retryAt,
          error.slice(0, 500),
        ]);
      } else {
        await query("update petitioner_mail set failed_at = $2, recipient = null, last_error = $3 where id = $1", [
          id,
          at,
          error.slice(0, 500),
        ]);
      }
    },

    /** How many messages wait, how many were sent and how many were given up (for operators and tests). */
    async counts(): Promise<{ waiting: number; sent: number; failed: number }> {
      const rows = await query<{ waiting: number; sent: number; failed: number }>(
        `select count(*) filter (where sent_at is null and failed_at is null)::int as waiting,
                count(sent_at)::int as sent, count(failed_at)::int as failed
           from petitioner_mail`,
      );
      return rows[0] ?? { waiting: 0, sent: 0, failed: 0 };
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
