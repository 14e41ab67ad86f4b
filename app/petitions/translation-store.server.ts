import { sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { AWAITING_REVIEW } from "~/petitions/removal-reasons";
import type { TranslationText } from "~/petitions/schema.server";
import type { Database } from "../../server/db/client";
import type { petitions, petitionTranslations } from "../../server/db/schema";
import { type Columns, statementsOf } from "../../server/db/statements";

/** Who wrote a translation: the petitioner (with the petition), a member of staff, or the command line. */
export type TranslationSource = "petitioner" | "staff" | "command";

/** A petition as the translation queue and form read it. */
export type TranslatablePetition = {
  id: number;
  title: string;
  description: string;
  /** The language it was written in; a translation is into the other one. */
  language: Language;
  signatureCount: number;
  createdAt: Date;
  /** Waiting for a moderator to publish it (pre-moderation), rather than public. */
  awaitingReview: boolean;
  /** Removed by the moderators. */
  removed: boolean;
  translation: { title: string; description: string; translatedAt: Date } | null;
};

/** One version of a petition's translation, as the history keeps it. */
export type TranslationVersion = {
  id: number;
  language: Language;
  title: string;
  description: string;
  source: TranslationSource;
  /** The staff account's address (null when not staff, or the account is gone). */
  by: string | null;
  at: Date;
};

type Row = Columns<
  typeof petitions,
  | "id"
  | "title"
  | "description"
  | "language"
  | "signature_count"
  | "created_at"
  | "hidden_reason"
  | "translated_title"
  | "translated_description"
  | "translated_at"
> & { hidden: boolean };

const language = (value: string): Language => (value === "ga" ? "ga" : "en");

const petitionOf = (row: Row): TranslatablePetition => ({
  id: row.id,
  title: row.title,
  description: row.description,
  language: language(row.language),
  signatureCount: row.signature_count,
  createdAt: new Date(row.created_at),
  awaitingReview: row.hidden && row.hidden_reason === AWAITING_REVIEW,
  removed: row.hidden && row.hidden_reason !== AWAITING_REVIEW,
  translation:
    row.translated_title !== null && row.translated_description !== null && row.translated_at !== null
      ? {
          title: row.translated_title,
          description: row.translated_description,
          translatedAt: new Date(row.translated_at),
        }
      : null,
});

const COLUMNS = sql.raw(
  "id, title, description, language, signature_count, created_at, hidden_at is not null as hidden, hidden_reason, " +
    "translated_title, translated_description, translated_at",
);

/**
 * The statements of petitions' translations (app/petitions/translations.server.ts): the queue of petitions
 * in one language only, one petition's texts and history, and the writing of a translation, which sets
 * the petition's `translated_*` (so the database announces the change and every cache of the petition
 * is dropped) and keeps the version in `petition_translations`, in one statement.
 */
export function createTranslationStore(db: Database) {
  const { rows: query } = statementsOf(db);
  return {
    /**
     * Petitions not yet in both languages, public or waiting for review (not removed): oldest first, then
     * the most signed; `limit` of them from `offset`, with how many wait in all.
     */
    async queue(limit: number, offset = 0): Promise<{ petitions: TranslatablePetition[]; total: number }> {
      const waiting = sql`translated_at is null and (hidden_at is null or hidden_reason = ${AWAITING_REVIEW})`;
      const [rows, counts] = await Promise.all([
        query(
          sql<Row>`select ${COLUMNS} from petitions where ${waiting}
            order by created_at, signature_count desc, id limit ${limit} offset ${offset}`,
        ),
        query(sql<{ total: number | string }>`select count(*) as total from petitions where ${waiting}`),
      ]);
      return { petitions: rows.map(petitionOf), total: Number(counts[0]?.total ?? 0) };
    },

    /** One petition with its current translation, or null. */
    async petition(id: number): Promise<TranslatablePetition | null> {
      const rows = await query(sql<Row>`select ${COLUMNS} from petitions where id = ${id}`);
      const row = rows[0];
      return row ? petitionOf(row) : null;
    },

    /** Every version of a petition's translation, newest first. */
    async history(id: number): Promise<TranslationVersion[]> {
      const rows = await query(
        sql<
          Columns<
            typeof petitionTranslations,
            "id" | "language" | "title" | "description" | "source" | "created_at"
          > & {
            email: string | null;
          }
        >`select t.id, t.language, t.title, t.description, t.source, t.created_at, a.email
            from petition_translations t left join staff_accounts a on a.id = t.account_id
           where t.petition_id = ${id} order by t.id desc`,
      );
      return rows.map((row) => ({
        id: row.id,
        language: language(row.language),
        title: row.title,
        description: row.description,
        source: row.source as TranslationSource,
        by: row.email,
        at: new Date(row.created_at),
      }));
    },

    /**
     * Writes a petition's text in the language it was not written in, and keeps the version. Returns the
     * petition as it was before (its earlier translation, if any), or null when there is no petition.
     */
    async write(
      id: number,
      text: TranslationText,
      by: { source: TranslationSource; accountId: number | null },
    ): Promise<TranslatablePetition | null> {
      const rows = await query(
        sql<Row>`with target as (
           select ${COLUMNS} from petitions where id = ${id} for update
         ), updated as (
           update petitions p set translated_title = ${text.title}, translated_description = ${text.description},
                                  translated_at = now()
             from target where p.id = target.id
           returning p.id, p.language
         ), kept as (
           insert into petition_translations (petition_id, language, title, description, source, account_id)
           select id, case when language = 'en' then 'ga' else 'en' end, ${text.title}, ${text.description},
                  ${by.source}, ${by.accountId}
             from updated
         )
         select * from target`,
      );
      const row = rows[0];
      return row ? petitionOf(row) : null;
    },
  };
}

export type TranslationStore = ReturnType<typeof createTranslationStore>;
