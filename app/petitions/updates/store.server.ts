import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import type { petitionUpdateSends } from "../../../server/db/schema";
import { type Columns, statementsOf } from "../../../server/db/statements";

/** What happened to a petition, as its signers are told (petition_update_sends.kind). */
export const UPDATE_KINDS = ["response", "debate-scheduled", "debate-outcome", "closed"] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** A send still being queued: the batches from `nextRequestId` on are not written yet. */
export type UnfinishedSend = {
  id: number;
  petitionId: number;
  event: string;
  kind: UpdateKind;
  happenedAt: Date;
  detail: string;
};

/** One send's progress, for the console. */
export type SendProgress = {
  event: string;
  kind: UpdateKind;
  createdAt: Date;
  /** All its messages are written to the queue. */
  queuedAll: boolean;
  recipients: number;
  waiting: number;
  sent: number;
  failed: number;
  bounced: number;
};

/** A confirmed, not withdrawn signer who still wants updates and whose address is kept. */
const WANTING = sql.raw(
  `r.updates and r.updates_stopped_at is null and r.confirmed_at is not null and r.withdrawn_at is null and r.email is not null`,
);

/**
 * The statements of the signers' updates (./service.ts): finding what happened to petitions whose signers
 * want updates, writing each send's messages into the mail queue a batch of signers at a time with one
 * `insert … select` per batch, the one-click unsubscribe, and the console's figures.
 */
export function createUpdateStore(db: Database) {
  const { rows } = statementsOf(db);

  return {
    /**
     * Records a send for each event that happened to a public petition after one of its signers who want
     * updates had confirmed, once per petition and event (a unique key), with an audit entry for each new
     * send. Returns the sends it recorded.
     */
    async recordDue(): Promise<Array<{ id: number; petitionId: number; event: string }>> {
      return rows(
        sql<{ id: number; petitionId: number; event: string }>`with events as (
           select p.id as petition_id, e.event, e.kind, e.happened_at, e.detail
             from petitions p
             cross join lateral (values
               ('response', 'response', p.response_published_at, '{}'),
               ('debate-scheduled:' || coalesce(p.debate_date::text, ''), 'debate-scheduled',
                case when p.debate_outcome_published_at is null then p.debate_scheduled_at end,
                json_build_object('date', p.debate_date)::text),
               ('debate-outcome', 'debate-outcome', p.debate_outcome_published_at, '{}'),
               ('closed', 'closed', p.closed_at, json_build_object('signatures', p.signature_count)::text)
             ) as e(event, kind, happened_at, detail)
            where p.hidden_at is null and e.happened_at is not null
              and not exists (select 1 from petition_update_sends s where s.petition_id = p.id and s.event = e.event)
         ), due as (
           select e.* from events e
            where exists (select 1 from signature_requests r
                           where r.petition_id = e.petition_id and ${WANTING} and r.confirmed_at <= e.happened_at)
         ), recorded as (
           insert into petition_update_sends (petition_id, event, kind, happened_at, detail)
           select petition_id, event, kind, happened_at, detail from due
           on conflict (petition_id, event) do nothing
           returning id, petition_id, event, kind
         ), audited as (
           insert into audit_log (actor, action, petition_id, detail)
           select 'portal', 'signer-updates-sent', petition_id, json_build_object('event', event, 'send', id)::text
             from recorded
         )
         select id, petition_id as "petitionId", event from recorded order by id`,
      );
    },

    /** Sends whose messages are not all queued yet (new ones, or one a restart cut off). */
    async unfinished(): Promise<UnfinishedSend[]> {
      const found = await rows(
        sql<
          Columns<typeof petitionUpdateSends, "id" | "petition_id" | "event" | "kind" | "happened_at" | "detail">
        >`select id, petition_id, event, kind, happened_at, detail from petition_update_sends
           where queued_at is null order by id`,
      );
      return found.map((row) => ({
        id: row.id,
        petitionId: row.petition_id,
        event: row.event,
        kind: row.kind as UpdateKind,
        happenedAt: new Date(row.happened_at),
        detail: row.detail,
      }));
    },

    /**
     * Queues the next batch of a send: one message per signer (the next `limit` signers by id who want
     * updates and had confirmed when it happened), in one `insert … select`; the unique key per signer and
     * event makes a batch written twice (two processes, a restart) add nothing. Moves the send's place on,
     * and marks it queued after its last batch. Returns how many signers the batch read and how many
     * messages it queued.
     */
    async queueBatch(send: UnfinishedSend, limit: number): Promise<{ read: number; queued: number }> {
      const found = await rows(
        sql<{ read: number; queued: number }>`with send as (
           select s.id, s.petition_id, s.event, s.kind, s.detail, s.next_request_id, p.title
             from petition_update_sends s join petitions p on p.id = s.petition_id
            where s.id = ${send.id} and s.queued_at is null
         ), batch as (
           select r.id, r.email, r.language from signature_requests r join send s on r.petition_id = s.petition_id
            where ${WANTING} and r.id > s.next_request_id and r.confirmed_at <= ${send.happenedAt}
            order by r.id limit ${limit}
         ), queued as (
           insert into petitioner_mail (petition_id, kind, payload, recipient, signature_request_id, update_event)
           select s.petition_id, 'update',
                  json_build_object('title', s.title, 'language', b.language, 'update', s.kind, 'detail', s.detail::json)::text,
                  b.email, b.id, s.event
             from batch b cross join send s
           on conflict (signature_request_id, update_event) do nothing
           returning 1
         ), moved as (
           update petition_update_sends u
              set next_request_id = greatest(u.next_request_id, coalesce((select max(id) from batch), 0)),
                  recipients = u.recipients + (select count(*) from queued),
                  queued_at = case when (select count(*) from batch) < ${limit} then now() end
            where u.id = (select id from send)
         )
         select (select count(*) from batch)::int as read, (select count(*) from queued)::int as queued`,
      );
      return found[0] ?? { read: 0, queued: 0 };
    },

    /** The signer's request, for the unsubscribe page: never the address. */
    async request(requestId: number) {
      const found = await rows(
        sql<{
          id: number;
          petitionId: number;
          title: string;
          petitionLanguage: string;
          wanted: boolean;
        }>`select r.id, r.petition_id as "petitionId", p.title, p.language as "petitionLanguage",
                (r.updates and r.updates_stopped_at is null and r.withdrawn_at is null and r.email is not null) as wanted
           from signature_requests r join petitions p on p.id = r.petition_id
          where r.id = ${requestId}`,
      );
      return found[0] ?? null;
    },

    /**
     * Ends a signer's updates for their petition, with the messages still waiting for them. The signature
     * stays. True when they were on.
     */
    async stop(requestId: number): Promise<boolean> {
      const found = await rows(
        sql<{ stopped: number }>`with stopped as (
           update signature_requests set updates_stopped_at = now()
            where id = ${requestId} and updates and updates_stopped_at is null
           returning id
         ), dropped as (
           delete from petitioner_mail m using stopped s
            where m.signature_request_id = s.id and m.sent_at is null and m.failed_at is null
         )
         select (select count(*) from stopped)::int as stopped`,
      );
      return (found[0]?.stopped ?? 0) > 0;
    },

    /** Drops the updates still waiting for signers who withdrew or whose address was erased. */
    async dropUnwanted(): Promise<number> {
      const found = await rows(
        sql<{ dropped: number }>`with dropped as (
           delete from petitioner_mail m using signature_requests r
            where m.kind = 'update' and m.sent_at is null and m.failed_at is null
              and r.id = m.signature_request_id and (r.withdrawn_at is not null or r.email is null)
           returning 1
         )
         select count(*)::int as dropped from dropped`,
      );
      return found[0]?.dropped ?? 0;
    },

    /** How many signers of a petition want updates now. */
    async wanting(petitionId: number): Promise<number> {
      const found = await rows(
        sql<{ wanting: number }>`select count(*)::int as wanting from signature_requests r
          where r.petition_id = ${petitionId} and ${WANTING}`,
      );
      return found[0]?.wanting ?? 0;
    },

    /**
     * Each send of a petition, newest first, with its messages: waiting, sent, given up (failed), and
     * refused for good by the mail server (bounced: a 5xx reply to the recipient or the message).
     */
    async progress(petitionId: number): Promise<SendProgress[]> {
      const found = await rows(
        sql<{
          event: string;
          kind: string;
          created_at: string;
          queued_at: string | null;
          recipients: number;
          waiting: number;
          sent: number;
          failed: number;
          bounced: number;
        }>`select s.event, s.kind, s.created_at, s.queued_at, s.recipients,
                coalesce(m.waiting, 0)::int as waiting, coalesce(m.sent, 0)::int as sent,
                coalesce(m.failed, 0)::int as failed, coalesce(m.bounced, 0)::int as bounced
           from petition_update_sends s
           left join (
             select update_event,
                    count(*) filter (where sent_at is null and failed_at is null) as waiting,
                    count(sent_at) as sent,
                    count(failed_at) filter (where last_error not like 'bounced:%') as failed,
                    count(failed_at) filter (where last_error like 'bounced:%') as bounced
               from petitioner_mail where petition_id = ${petitionId} and update_event is not null
              group by update_event
           ) m on m.update_event = s.event
          where s.petition_id = ${petitionId}
          order by s.id desc`,
      );
      return found.map((row) => ({
        event: row.event,
        kind: row.kind as UpdateKind,
        createdAt: new Date(row.created_at),
        queuedAll: row.queued_at !== null,
        recipients: row.recipients,
        waiting: row.waiting,
        sent: row.sent,
        failed: row.failed,
        bounced: row.bounced,
      }));
    },

    /** Sets the day of a petition's debate (the operators' command): false for no such petition. */
    async scheduleDebate(petitionId: number, day: string): Promise<boolean> {
      const found = await rows(
        sql<{ id: number }>`update petitions
            set debate_date = ${day}::date,
                debate_scheduled_at = case when debate_date is distinct from ${day}::date then now() else debate_scheduled_at end
          where id = ${petitionId} returning id`,
      );
      return found.length > 0;
    },

    /** The key that signs the unsubscribe links (migration 0020). */
    async linkKey(): Promise<string> {
      const found = await rows(
        sql<{ value: string }>`select value from server_secrets where name = 'updates-link-key'`,
      );
      const key = found[0]?.value;
      if (!key) throw new Error("The updates-link key is missing from server_secrets");
      return key;
    },
  };
}

export type UpdateStore = ReturnType<typeof createUpdateStore>;
