import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import type { petitions, signatureRequests } from "../../../server/db/schema";
import { type Columns, statementsOf } from "../../../server/db/statements";
import { WITHDRAWAL_PREFIX } from "../log/entries.server";

/** The key a confirmed request signs with (petition_signatures.signer_key): one per request. */
export const requestSignerKey = (requestId: number) => `email:${requestId}`;

type RequestRow = Columns<
  typeof signatureRequests,
  "id" | "petition_id" | "language" | "expires_at" | "confirmed_at" | "withdrawn_at"
> &
  Columns<typeof petitions, "title"> & { petition_language: string; open: boolean };

/** A request as the confirmation page needs it: never the address or the name. */
export type SignatureRequest = {
  id: number;
  petitionId: number;
  petitionTitle: string;
  petitionLanguage: "en" | "ga";
  /** The signer's language, in which they were written to. */
  language: "en" | "ga";
  expiresAt: Date;
  confirmedAt: Date | null;
  withdrawnAt: Date | null;
  /** The petition is public and takes signatures. */
  open: boolean;
};

/**
 * The statements of signing by email (PETITION_SIGNING=email, ./service.ts): a request, one per petition and
 * normalised address by a unique index, with its confirmation email queued in the same statement; its
 * confirmation and withdrawal; and the erasure of names and addresses when they are no longer needed.
 */
export function createSignatureRequestStore(db: Database) {
  const { rows, run } = statementsOf(db);

  return {
    /**
     * Records a request to sign, or renews an unconfirmed one for the same address (a new link, a new
     * expiry) whose link was sent at least the window ago (its expiry is at or before `renewBefore`), and
     * queues the email with the link; a confirmed or withdrawn signature's address, or one sent a link within
     * the window, gets nothing new. Says whether the petition takes signatures, and whether an email was queued.
     *
     * When a link was sent is read from its expiry (sent = expiry − SIGNATURE_CONFIRM_HOURS), so the window
     * needs no column of its own; after a change of SIGNATURE_CONFIRM_HOURS it is off, once, by the change.
     */
    async request(request: {
      petitionId: number;
      email: string;
      domain: string;
      name: string;
      language: "en" | "ga";
      /** The signer asked to be emailed when the Government responds or the petition is debated. */
      updates: boolean;
      token: string;
      tokenHash: string;
      expiresAt: Date;
      /** A link that expires after this was sent within the window: no new one. */
      renewBefore: Date;
      /** What the email says: how long the link works, and when the address is erased. */
      hours: number;
      days: number;
    }): Promise<{ open: boolean; queued: boolean }> {
      const {
        petitionId,
        email,
        domain,
        name,
        language,
        updates,
        token,
        tokenHash,
        expiresAt,
        renewBefore,
        hours,
        days,
      } = request;
      const found = await rows(
        sql<{ open: number; queued: number }>`with petition as (
           -- Its title in the signer's language where it has one (the email is written in that language).
           select id, case when language = ${language} then title else coalesce(translated_title, title) end as title
             from petitions where id = ${petitionId} and hidden_at is null and closed_at is null
         ), requested as (
           insert into signature_requests (petition_id, email, email_domain, name, language, updates, token_hash, expires_at)
           select id, ${email}, ${domain}, ${name}, ${language}, ${updates}, ${tokenHash}, ${expiresAt} from petition
           on conflict (petition_id, email) do update
              set token_hash = excluded.token_hash, expires_at = excluded.expires_at, name = excluded.name,
                  language = excluded.language, updates = excluded.updates
            where signature_requests.confirmed_at is null and signature_requests.withdrawn_at is null
              and signature_requests.expires_at <= ${renewBefore}
           returning petition_id
         ), mailed as (
           insert into petitioner_mail (petition_id, kind, payload, recipient)
           select p.id, 'signature',
                  json_build_object('title', p.title, 'language', ${language}::text, 'token', ${token}::text,
                                    'name', ${name}::text, 'hours', ${hours}::int, 'days', ${days}::int)::text,
                  ${email}::text
             from requested r join petition p on p.id = r.petition_id
           returning id
         )
         select (select count(*) from petition)::int as open, (select count(*) from mailed)::int as queued`,
      );
      return { open: (found[0]?.open ?? 0) > 0, queued: (found[0]?.queued ?? 0) > 0 };
    },

    /** Whether the petition is public and takes signatures. */
    async open(petitionId: number): Promise<boolean> {
      const found = await rows(
        sql<{ open: number }>`select count(*)::int as open from petitions
          where id = ${petitionId} and hidden_at is null and closed_at is null`,
      );
      return (found[0]?.open ?? 0) > 0;
    },

    /** The address a request is keyed on (null once erased): for the signing rules only, never a page. */
    async emailOf(requestId: number): Promise<string | null> {
      const found = await rows(
        sql<Columns<typeof signatureRequests, "email">>`select email from signature_requests where id = ${requestId}`,
      );
      return found[0]?.email ?? null;
    },

    /**
     * Keys a request on its mailbox's one spelling, unless another request of its petition holds that key:
     * false then (a unique violation from a concurrent request counts as held).
     */
    async rekey(requestId: number, email: string, domain: string): Promise<boolean> {
      try {
        const found = await rows(
          sql<{ id: number }>`update signature_requests r set email = ${email}, email_domain = ${domain}
             where r.id = ${requestId}
               and not exists (select 1 from signature_requests o
                                where o.petition_id = r.petition_id and o.email = ${email} and o.id <> r.id)
            returning r.id`,
        );
        return found.length > 0;
      } catch (error) {
        if ((error as { code?: unknown })?.code === "23505") return false;
        throw error;
      }
    },

    /** Ends an unconfirmed request's link now (its name and address are then erased with the expired ones). */
    async expire(requestId: number, at: Date): Promise<void> {
      await run(sql`update signature_requests set expires_at = ${at} where id = ${requestId} and confirmed_at is null`);
    },

    /** The request a link's token names, with its petition; null for no such token. */
    async byToken(tokenHash: string): Promise<SignatureRequest | null> {
      const found = await rows(
        sql<RequestRow>`select r.id, r.petition_id, r.language, r.expires_at, r.confirmed_at, r.withdrawn_at,
                -- The title in the signer's language where the petition has it, with the language it is in.
                case when p.language = r.language then p.title else coalesce(p.translated_title, p.title) end as title,
                case when p.translated_title is null then p.language else r.language end as petition_language,
                (p.hidden_at is null and p.closed_at is null) as open
           from signature_requests r join petitions p on p.id = r.petition_id
          where r.token_hash = ${tokenHash}`,
      );
      const row = found[0];
      if (!row) return null;
      return {
        id: row.id,
        petitionId: row.petition_id,
        petitionTitle: row.title,
        petitionLanguage: row.petition_language === "ga" ? "ga" : "en",
        language: row.language === "ga" ? "ga" : "en",
        expiresAt: new Date(row.expires_at),
        confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
        withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at) : null,
        open: row.open === true,
      };
    },

    /** Marks a request confirmed by the signature its key made (once: a second call changes nothing). */
    async confirmed(requestId: number): Promise<void> {
      await run(
        sql`update signature_requests r
               set confirmed_at = now(),
                   signature_id = (select s.id from petition_signatures s
                                    where s.petition_id = r.petition_id and s.signer_key = ${requestSignerKey(requestId)})
             where r.id = ${requestId} and r.confirmed_at is null`,
      );
    },

    /**
     * The signer withdraws their signature, in one statement: its row goes, the counter goes down by one, the
     * log gains `withdrawal <position>`, the request is marked, and the audit log records it as the signer's
     * own act. False when there was nothing to withdraw (never confirmed, or withdrawn already).
     */
    async withdraw(requestId: number): Promise<boolean> {
      const found = await rows(
        sql<{ withdrawn: number }>`with request as (
           update signature_requests set withdrawn_at = now()
            where id = ${requestId} and confirmed_at is not null and withdrawn_at is null
           returning id, petition_id
         ), removed as (
           delete from petition_signatures s using request r
            where s.petition_id = r.petition_id and s.signer_key = ${requestSignerKey(requestId)}
           returning s.id, s.petition_id
         ), entry as (
           select l.position from petition_log l join removed r on l.petition_id = r.petition_id and l.signature_id = r.id
         ), updated as (
           update petitions set signature_count = signature_count - 1, log_size = log_size + 1
            where id = (select petition_id from removed) and exists (select 1 from entry)
           returning id, log_size
         ), logged as (
           insert into petition_log (petition_id, position, entry)
           select u.id, u.log_size - 1, ${WITHDRAWAL_PREFIX} || e.position from updated u cross join entry e
         ), unsent as (
           delete from petitioner_mail m using request r
            where m.signature_request_id = r.id and m.kind = 'update' and m.sent_at is null and m.failed_at is null
         ), audited as (
           insert into audit_log (actor, action, petition_id, detail)
           select 'the signer', 'signature-withdrawn', u.id, json_build_object('position', e.position)::text
             from updated u cross join entry e
         )
         select (select count(*) from updated)::int as withdrawn`,
      );
      return (found[0]?.withdrawn ?? 0) > 0;
    },

    /**
     * Erases the names and addresses no longer needed: of petitions closed `days` ago or more, of removed
     * petitions, and of links that expired unconfirmed. Counts, receipts and the log stay. Returns how many.
     */
    async eraseDue(now: Date, days: number): Promise<number> {
      const before = new Date(now.getTime() - days * 86_400_000);
      const found = await rows(
        sql<{ erased: number }>`with erased as (
           update signature_requests r set email = null, email_domain = null, name = null, erased_at = ${now}
            where r.erased_at is null
              and ((r.confirmed_at is null and r.expires_at <= ${now})
                   or exists (select 1 from petitions p where p.id = r.petition_id
                               and (p.hidden_at is not null or p.closed_at <= ${before})))
           returning 1
         )
         select count(*)::int as erased from erased`,
      );
      return found[0]?.erased ?? 0;
    },
  };
}

export type SignatureRequestStore = ReturnType<typeof createSignatureRequestStore>;
