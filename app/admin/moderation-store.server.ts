import { sql } from "drizzle-orm";
import type { AnswerKind } from "~/petitions";
import type { Database } from "../../server/db/client";
import type {
  auditLog,
  petitionLocks,
  petitionNotes,
  petitionResponses,
  petitions,
  staffAccounts,
} from "../../server/db/schema";
import { type Columns, statementsOf } from "../../server/db/statements";

/**
 * The console's store for its work on petitions: the moderation queue and a petition's view
 * (app/admin/moderation.server.ts), moderators' notes, the petitions' locks (./petition-lock.ts), and the
 * Government's responses and debates' outcomes (./responses.ts). The changes a moderator makes to a
 * petition itself go through the petitions' store (app/petitions/store.server.ts), as the operators' do.
 */

/** A petition's state, as its moderation is audited before and after. */
export type PetitionStateRow = Columns<typeof petitions, "id" | "title" | "hidden_reason" | "signature_count"> & {
  hidden: boolean;
  closed: boolean;
};

/**
 * A row of one of the queue's lists. `reports` is a count (a bigint, which the driver may give as
 * text); `newest_report` carries the newest report, or the moment the response threshold was crossed.
 */
export type QueueListRow = Columns<typeof petitions, "id" | "title" | "language" | "created_at" | "signature_count"> & {
  reports: number | string;
  newest_report: Date | null;
  hidden: boolean;
  closed: boolean;
};

/** The petition's column that holds the moment each kind of answer was published: the public truth. */
export const PUBLISHED_COLUMN = {
  response: "response_published_at",
  debate: "debate_outcome_published_at",
} as const satisfies Record<AnswerKind, keyof AnsweredPetitionRow>;

/** What the answers' page reads of a petition. */
export type AnsweredPetitionRow = Columns<
  typeof petitions,
  | "id"
  | "title"
  | "language"
  | "response_threshold_at"
  | "debate_threshold_at"
  | "response_published_at"
  | "debate_outcome_published_at"
> & { hidden: boolean };

/** A written answer (draft or published), with who last changed it (null once their account is gone). */
export type AnswerTextRow = Columns<typeof petitionResponses, "kind" | "text_en" | "text_ga" | "updated_at"> & {
  email: string | null;
};

export function createModerationStore(db: Database) {
  const { rows, run } = statementsOf(db);

  return {
    /** A petition's state, or none. */
    async petitionState(id: number): Promise<PetitionStateRow | undefined> {
      const found = await rows(
        sql<PetitionStateRow>`select id, title, hidden_at is not null as hidden, hidden_reason, closed_at is not null as closed, signature_count
           from petitions where id = ${id}`,
      );
      return found[0];
    },

    // ----- The queue -----

    /** Public petitions with reports, newest report first. */
    reported(): Promise<QueueListRow[]> {
      return rows(
        sql<QueueListRow>`select p.id, p.title, p.language, p.created_at, p.signature_count, count(r.id) as reports, max(r.created_at) as newest_report,
                p.hidden_at is not null as hidden, p.closed_at is not null as closed
           from petitions p join petition_reports r on r.petition_id = p.id
          where p.hidden_at is null
          group by p.id order by max(r.created_at) desc, p.id desc limit 100`,
      );
    },

    /** Public petitions created after `since` that no one has acted on (nothing in the audit log). */
    fresh(since: Date): Promise<QueueListRow[]> {
      return rows(
        sql<QueueListRow>`select p.id, p.title, p.language, p.created_at, p.signature_count, 0 as reports, null as newest_report,
                p.hidden_at is not null as hidden, p.closed_at is not null as closed
           from petitions p
          where p.created_at > ${since} and p.hidden_at is null
            and not exists (select 1 from audit_log a where a.petition_id = p.id)
          order by p.created_at desc, p.id desc limit 100`,
      );
    },

    /** Petitions hidden with `reason` (waiting for review), oldest first. */
    hiddenFor(reason: string): Promise<QueueListRow[]> {
      return rows(
        sql<QueueListRow>`select p.id, p.title, p.language, p.created_at, p.signature_count, 0 as reports, null as newest_report,
                true as hidden, p.closed_at is not null as closed
           from petitions p where p.hidden_reason = ${reason} order by p.created_at, p.id limit 100`,
      );
    },

    /** Public petitions past the response threshold and without a published response; the crossing as `newest_report`. */
    owedResponse(): Promise<QueueListRow[]> {
      return rows(
        sql<QueueListRow>`select p.id, p.title, p.language, p.created_at, p.signature_count, 0 as reports, p.response_threshold_at as newest_report,
                false as hidden, p.closed_at is not null as closed
           from petitions p
          where p.response_threshold_at is not null and p.response_published_at is null and p.hidden_at is null
          order by p.response_threshold_at desc, p.id desc limit 100`,
      );
    },

    // ----- A petition's view -----

    /** What the view shows of the petition, but its petitioner's email (only whether there is one). */
    async details(petitionId: number) {
      const found = await rows(
        sql<
          Columns<typeof petitions, "description" | "category" | "submitter_name" | "created_at" | "language"> & {
            has_email: boolean;
          }
        >`select description, category, submitter_name, created_at, language, submitter_email is not null as has_email
            from petitions where id = ${petitionId}`,
      );
      return found[0];
    },

    /** Its reports: how many (a bigint, maybe as text), and the newest. */
    async reports(petitionId: number) {
      const found = await rows(
        sql<{ reports: number | string; newest: Date | null }>`select count(*) as reports, max(created_at) as newest
            from petition_reports where petition_id = ${petitionId}`,
      );
      return found[0];
    },

    /** Its signatures per hour since `since`, newest hour first. */
    hourly(petitionId: number, since: Date) {
      return rows(
        sql<{
          hour: Date;
          signatures: number | string;
        }>`select date_trunc('hour', created_at) as hour, count(*) as signatures
            from petition_signatures
           where petition_id = ${petitionId} and created_at > ${since} group by 1 order by 1 desc`,
      );
    },

    /** Its notes, newest first, with their authors' addresses (null once an account is gone). */
    notes(petitionId: number) {
      return rows(
        sql<Columns<typeof petitionNotes, "id" | "body" | "created_at"> & { email: string | null }>`
          select n.id, n.body, n.created_at, a.email from petition_notes n left join staff_accounts a on a.id = n.account_id
           where n.petition_id = ${petitionId} order by n.created_at desc, n.id desc`,
      );
    },

    /** Its 50 newest audit entries. */
    history(petitionId: number) {
      return rows(
        sql<Columns<typeof auditLog, "id" | "at" | "actor" | "action" | "detail">>`
          select id, at, actor, action, detail from audit_log where petition_id = ${petitionId} order by id desc limit 50`,
      );
    },

    /** Who holds its lock at `at`, and until when; none when it is free. */
    async currentLock(petitionId: number, at: Date) {
      const found = await rows(
        sql<Columns<typeof staffAccounts, "email"> & Columns<typeof petitionLocks, "expires_at">>`
          select a.email, l.expires_at from petition_locks l join staff_accounts a on a.id = l.account_id
           where l.petition_id = ${petitionId} and l.expires_at > ${at}`,
      );
      return found[0];
    },

    /** Adds a note by an account. */
    async addNote(petitionId: number, accountId: number, body: string): Promise<void> {
      await run(
        sql`insert into petition_notes (petition_id, account_id, body) values (${petitionId}, ${accountId}, ${body})`,
      );
    },

    /** The petitioner's address and name (for the one screen that shows them); none when there is no petition. */
    async contact(petitionId: number) {
      const found = await rows(
        sql<Columns<typeof petitions, "submitter_email" | "submitter_name">>`
          select submitter_email, submitter_name from petitions where id = ${petitionId}`,
      );
      return found[0];
    },

    // ----- Locks (./petition-lock.ts) -----

    /**
     * Takes or renews the lock until `until` for an account, if it is free, the account's own, or ended
     * at `at`; false when someone else holds it.
     */
    async takeLock(petitionId: number, accountId: number, until: Date, at: Date): Promise<boolean> {
      const taken = await rows(
        sql<
          Columns<typeof petitionLocks, "account_id">
        >`insert into petition_locks (petition_id, account_id, expires_at)
           values (${petitionId}, ${accountId}, ${until})
           on conflict (petition_id) do update set account_id = excluded.account_id, expires_at = excluded.expires_at
            where petition_locks.account_id = excluded.account_id or petition_locks.expires_at <= ${at}
           returning account_id`,
      );
      return taken.length > 0;
    },

    /** Who holds the lock, and until when (ended or not); none when there is no lock. */
    async lockHolder(petitionId: number) {
      const found = await rows(
        sql<Columns<typeof staffAccounts, "email"> & Columns<typeof petitionLocks, "expires_at">>`
          select a.email, l.expires_at from petition_locks l join staff_accounts a on a.id = l.account_id
           where l.petition_id = ${petitionId}`,
      );
      return found[0];
    },

    /** Gives the lock back, if the account holds it. */
    async releaseLock(petitionId: number, accountId: number): Promise<void> {
      await run(sql`delete from petition_locks where petition_id = ${petitionId} and account_id = ${accountId}`);
    },

    // ----- Answers (./responses.ts) -----

    /** The petition as the answers' page reads it; none when there is no petition. */
    async answeredPetition(petitionId: number): Promise<AnsweredPetitionRow | undefined> {
      const found = await rows(
        sql<AnsweredPetitionRow>`select id, title, language, hidden_at is not null as hidden, response_threshold_at, debate_threshold_at,
              response_published_at, debate_outcome_published_at
         from petitions where id = ${petitionId}`,
      );
      return found[0];
    },

    /** The petition's written answers, drafts and published. */
    answerTexts(petitionId: number): Promise<AnswerTextRow[]> {
      return rows(
        sql<AnswerTextRow>`select r.kind, r.text_en, r.text_ga, r.updated_at, a.email
           from petition_responses r left join staff_accounts a on a.id = r.updated_by
          where r.petition_id = ${petitionId}`,
      );
    },

    /**
     * Writes an answer's texts by an account and, in the same statement, sets the petition's publication
     * moment (`now`), keeps it (`keep`: its row is still touched), or leaves the petition alone (`draft`).
     */
    async saveAnswer(
      petitionId: number,
      kind: AnswerKind,
      texts: { en: string | null; ga: string | null },
      /** The staff account that wrote it; null for the operators' command line. */
      accountId: number | null,
      published: "keep" | "now" | "draft",
    ): Promise<void> {
      const upsert = sql`insert into petition_responses (petition_id, kind, text_en, text_ga, updated_at, updated_by)
      values (${petitionId}, ${kind}, ${texts.en}, ${texts.ga}, now(), ${accountId})
      on conflict (petition_id, kind) do update
        set text_en = excluded.text_en, text_ga = excluded.text_ga, updated_at = now(), updated_by = excluded.updated_by
      returning petition_id`;
      if (published === "draft") {
        await run(upsert);
        return;
      }
      // Touching the petition's row, even to keep its value, announces the change to every process.
      const column = sql.raw(PUBLISHED_COLUMN[kind]);
      const value = published === "now" ? sql`date_trunc('second', now())` : column;
      await run(
        sql`with saved as (${upsert})
       update petitions set ${column} = ${value} where id = (select petition_id from saved) returning ${column}`,
      );
    },

    /** Takes an answer off the public pages (its texts stay, as a draft). */
    async unpublishAnswer(petitionId: number, kind: AnswerKind): Promise<void> {
      await run(sql`update petitions set ${sql.raw(PUBLISHED_COLUMN[kind])} = null where id = ${petitionId}`);
    },

    /** The language a petition was written in (its petitioner's emails are in it); none when there is no petition. */
    async petitionLanguage(petitionId: number): Promise<string | undefined> {
      const found = await rows(
        sql<Columns<typeof petitions, "language">>`select language from petitions where id = ${petitionId}`,
      );
      return found[0]?.language;
    },
  };
}

export type ModerationStore = ReturnType<typeof createModerationStore>;
