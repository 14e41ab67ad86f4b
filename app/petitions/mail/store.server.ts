import { type SQL, sql } from "drizzle-orm";
import type { Database, Sql } from "../../../server/db/client";
import type { petitionerMail } from "../../../server/db/schema";
import { type Columns, rowsOn, statementsOf } from "../../../server/db/statements";
import type { MailKind, MailPayload, PetitionerMessage } from "./templates.server";

/**
 * The store of emails to petitioners: their queue (table `petitioner_mail`, migration 0007).
 *
 * A message is queued by the statement that makes the change it reports (a moderator's action),
 * so both are one transaction: either the petition changed and its message waits, or neither.
 * Each server process's worker (./worker.ts) claims due messages with `FOR UPDATE SKIP LOCKED`,
 * moving their next attempt past a lease before sending, so several processes never send one
 * message at once; a process that dies mid-send leaves it to be retried when the lease ends.
 * The recipient is set to null once a message is sent or given up.
 */

/**
 * A change to one petition and, in the same statement (so the same transaction), a `kind` message
 * queued to its petitioner when there is one and they gave an address. `change` is an `update` of
 * `petitions` returning `id, title, language, hidden_reason, submitter_email`; without a `kind`
 * nothing is queued. The statement's row says whether the petition was found and a message queued.
 */
export function changeTellingPetitioner(change: SQL, kind: MailKind | null): SQL<{ found: number; queued: number }> {
  if (kind !== null && !/^[a-z]+$/.test(kind)) throw new Error(`Not a kind of message: ${kind}`);
  const queued = kind
    ? sql`, queued as (
           insert into petitioner_mail (petition_id, kind, payload, recipient)
           select id, ${sql.raw(`'${kind}'`)}, json_build_object('title', title, 'language', language, 'reason', hidden_reason)::text,
                  submitter_email
             from changed where submitter_email is not null
           returning id)`
    : sql.empty();
  return sql<{ found: number; queued: number }>`with changed as (${change})
         ${queued}
         select (select count(*) from changed)::int as found,
                ${kind ? sql`(select count(*) from queued)::int` : sql`0`} as queued`;
}

/**
 * Queues a message to a petition's petitioner, if they gave an address: true when queued. Give
 * the client of the transaction that makes the change (the response's publication, say) so that
 * both commit together. With `response`, the message quotes it (in the petition's language).
 */
export async function queuePetitionerMail(
  client: Sql,
  petitionId: number,
  message: { kind: MailKind; response?: string | null },
): Promise<boolean> {
  const rows = await rowsOn(
    client,
    sql<Columns<typeof petitionerMail, "id">>`insert into petitioner_mail (petition_id, kind, payload, recipient)
     select id, ${message.kind}, json_build_object('title', title, 'language', language, 'reason', hidden_reason, 'response', ${message.response ?? null}::text)::text,
            submitter_email
       from petitions where id = ${petitionId} and submitter_email is not null
     returning id`,
  );
  return rows.length > 0;
}

/** A signer's message keeps its link (a token) and name only until it is sent or given up. */
const FORGET_SIGNER = sql.raw(
  `payload = case when kind = 'signature' then '{"title":"","language":"en"}' else payload end`,
);

/** A message a worker has claimed: it sends it, then says how it went. */
export type ClaimedMail = PetitionerMessage & {
  id: number;
  recipient: string;
  /** Attempts so far, this one included. */
  attempts: number;
  /** An update's signer (their request), for its unsubscribe link; null for other messages. */
  requestId: number | null;
};

/** A claimed row: its recipient is set (the claim takes only those). */
type ClaimedRow = Columns<
  typeof petitionerMail,
  "id" | "petition_id" | "kind" | "payload" | "attempts" | "signature_request_id"
> & {
  recipient: string;
};

export function createMailQueue(db: Database) {
  const { rows: query, run } = statementsOf(db);

  return {
    /**
     * Claims up to `limit` messages due at `now`, oldest first, skipping those another process
     * holds, and counts the attempt; none is due again before `leaseUntil`.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      const rows = await query(
        sql<ClaimedRow>`update petitioner_mail m set attempts = m.attempts + 1, next_attempt_at = ${leaseUntil}
          where m.id in (
            select id from petitioner_mail
             where sent_at is null and failed_at is null and recipient is not null and next_attempt_at <= ${now}
             order by next_attempt_at, id
             limit ${limit}
             for update skip locked)
         returning m.id, m.petition_id, m.kind, m.payload, m.recipient, m.attempts, m.signature_request_id`,
      );
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          petitionId: row.petition_id,
          kind: row.kind as MailKind,
          payload: JSON.parse(row.payload) as MailPayload,
          recipient: row.recipient,
          attempts: row.attempts,
          requestId: row.signature_request_id ?? null,
        }));
    },

    /**
     * Gives back claimed messages this process did not finish (it is stopping): due again at `at`,
     * their attempt not counted, so the next worker to run sends them without waiting for the lease.
     */
    async release(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await run(
        sql`update petitioner_mail set next_attempt_at = ${at}, attempts = greatest(attempts - 1, 0)
          where id = any(${sql.param(ids)}::integer[]) and sent_at is null and failed_at is null`,
      );
    },

    /** Sent: the address is forgotten, and a signer's link and name with it. */
    async sent(id: number, at: Date): Promise<void> {
      await run(
        sql`update petitioner_mail set sent_at = ${at}, recipient = null, last_error = null, ${FORGET_SIGNER} where id = ${id}`,
      );
    },

    /** Not sent: tried again at `retryAt`, or given up (and the address forgotten) when it is null. */
    async failed(id: number, error: string, retryAt: Date | null, at: Date): Promise<void> {
      if (retryAt) {
        await run(
          sql`update petitioner_mail set next_attempt_at = ${retryAt}, last_error = ${error.slice(0, 500)} where id = ${id}`,
        );
      } else {
        await run(
          sql`update petitioner_mail set failed_at = ${at}, recipient = null, last_error = ${error.slice(0, 500)},
                 ${FORGET_SIGNER} where id = ${id}`,
        );
      }
    },

    /** How many messages wait, how many were sent and how many were given up (for operators and tests). */
    async counts(): Promise<{ waiting: number; sent: number; failed: number }> {
      const rows = await query(
        sql<{
          waiting: number;
          sent: number;
          failed: number;
        }>`select count(*) filter (where sent_at is null and failed_at is null)::int as waiting,
                count(sent_at)::int as sent, count(failed_at)::int as failed
           from petitioner_mail`,
      );
      return rows[0] ?? { waiting: 0, sent: 0, failed: 0 };
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
