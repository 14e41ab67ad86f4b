import { type SQL, sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { type GovernmentAnswer, type PetitionCategory, type PetitionRecord, petitionTextIn } from "~/petitions/fields";
import type { HourCount } from "~/petitions/history";
import type { PetitionListQuery } from "~/petitions/query";
import { INVALIDATION_REASONS } from "~/petitions/receipt-code";
import { AWAITING_REVIEW } from "~/petitions/removal-reasons";
import type { NewPetition } from "~/petitions/schema.server";
import { timelineOf } from "~/petitions/timeline";
import type { Database } from "../../server/db/client";
import type {
  PublicPetitionColumn,
  petitionCounts,
  petitionLog,
  petitionSignatures,
  petitions,
} from "../../server/db/schema";
import { readAddressSalt } from "../../server/db/secrets-store";
import { type Columns, statementsOf } from "../../server/db/statements";
import { INVALIDATION_PREFIX, type InvalidationReason, signatureEntry } from "./log/entries.server";
import { newReceipt } from "./log/receipts.server";
import { changeTellingPetitioner, type MailKind } from "./mail/index.server";

/**
 * The petitions' store: the statements of the public pages, the signing and the
 * operators' commands on the petition tables. Every statement names its columns;
 * `submitter_email` is written here and never read back.
 */

type PetitionRow = Columns<
  typeof petitions,
  Exclude<PublicPetitionColumn, "published_at"> | "translated_title" | "translated_description" | "translated_at"
> & {
  closed: boolean;
  /** Signatures in the last hour, read for "popular now" only. */
  recent_signatures?: number | null;
  response_due: boolean;
  debate_due: boolean;
};

/** The published texts, read with one petition only. */
type AnswerTexts = {
  response_en?: string | null;
  response_ga?: string | null;
  debate_en?: string | null;
  debate_ga?: string | null;
};

/** The columns that may leave the server: never submitter_email. */
const PUBLIC_COLUMNS = sql.raw(
  "id, title, description, category, submitter_name, language, translated_title, translated_description, translated_at, " +
    "signature_count, created_at, closed_at is not null as closed, " +
    "closes_at, closed_at, " +
    "response_published_at, debate_outcome_published_at, " +
    "response_threshold_at is not null as response_due, debate_threshold_at is not null as debate_due",
);

/** The published texts of one petition (a draft is never read here). */
const ANSWER_TEXTS = sql.raw(
  (["response", "debate"] as const)
    .flatMap((kind) =>
      (["en", "ga"] as const).map(
        (language) =>
          `(select r.text_${language} from petition_responses r where r.petition_id = petitions.id and r.kind = '${kind}'
           and petitions.${kind === "response" ? "response_published_at" : "debate_outcome_published_at"} is not null) as ${kind}_${language}`,
      ),
    )
    .join(", "),
);

function answerOf(
  publishedAt: Date | string | null,
  due: boolean | null,
  en: string | null | undefined,
  ga: string | null | undefined,
): GovernmentAnswer {
  if (publishedAt === null || publishedAt === undefined) {
    return { state: due === true ? "awaiting" : "none", publishedAt: null };
  }
  const answer: GovernmentAnswer = { state: "published", publishedAt: new Date(publishedAt).toISOString() };
  return typeof en === "string" && typeof ga === "string" ? { ...answer, text: { en, ga } } : answer;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toPublic = (row: PetitionRow & AnswerTexts): PetitionRecord => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category as PetitionCategory,
  submitterName: row.submitter_name,
  language: row.language === "ga" ? "ga" : "en",
  translation:
    row.translated_title !== null && row.translated_description !== null && row.translated_at !== null
      ? {
          title: row.translated_title,
          description: row.translated_description,
          translatedAt: new Date(row.translated_at).toISOString(),
        }
      : null,
  signatureCount: row.signature_count,
  createdAt: new Date(row.created_at).toISOString(),
  closed: row.closed === true,
  closesAt: iso(row.closes_at),
  closedAt: iso(row.closed_at),
  ...(row.recent_signatures === undefined || row.recent_signatures === null
    ? {}
    : { recentSignatures: Number(row.recent_signatures) }),
  response: answerOf(row.response_published_at, row.response_due, row.response_en, row.response_ga),
  debateOutcome: answerOf(row.debate_outcome_published_at, row.debate_due, row.debate_en, row.debate_ga),
});

type Invalidated = NonNullable<PetitionRecord["invalidated"]>[number];

/** Where signatures came from, for the moderators' tools: a network's salted hash, or an email domain. */
export type SignatureSource = { kind: "network" | "domain"; value: string };

/**
 * The signatures of one source to one petition, as a condition on petition_signatures: what the fraud tools
 * count (app/petitions/fraud/store.server.ts) and `removeSignatures` removes are chosen by this one condition.
 */
export const signaturesOf = (petitionId: number, source: SignatureSource): SQL =>
  source.kind === "network"
    ? sql`address_hash = ${source.value}`
    : sql`signer_key in (select 'email:' || r.id from signature_requests r
                          where r.petition_id = ${petitionId} and r.email_domain = ${source.value})`;

const ORDER_BY: Record<PetitionListQuery["sort"], SQL> = {
  signatures: sql.raw("signature_count desc, created_at desc, id desc"),
  newest: sql.raw("created_at desc, id desc"),
  popular: sql.raw("coalesce(recent.signatures, 0) desc, signature_count desc, created_at desc, id desc"),
};

/**
 * Signatures in the last hour, per petition, from the hourly buckets: this hour's so far, and the share
 * of the last hour's that falls within sixty minutes of now (a sliding window over two buckets).
 */
const RECENT_SIGNATURES = sql.raw(`(select petition_id,
    sum(case when hour = date_trunc('hour', now()) then signed
             else signed * (1 - extract(epoch from now() - date_trunc('hour', now())) / 3600) end) as signatures
    from petition_counts where hour >= date_trunc('hour', now()) - interval '1 hour' group by petition_id) recent`);

export type PetitionPage = { petitions: PetitionRecord[]; total: number };

/** A petition the site search found. */
export type FoundPetition = Pick<PetitionRecord, "id" | "title" | "description" | "language">;

/**
 * The database's full-text query for some folded words (app/lib/normalize.ts),
 * each matched as a word or the beginning of one. The words hold only letters and
 * digits, so nothing in them is query syntax.
 */
export function prefixQuery(terms: readonly string[]): string | null {
  const words = terms.filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** A petition by id, with what the page needs to know about moderation. */
export type StoredPetition = {
  petition: PetitionRecord;
  hidden: boolean;
  /** Why moderators removed it: a published reason's code (app/petitions/removal-reasons.ts) or an operator's text. */
  hiddenReason?: string | null;
};

/** One signature waiting in a batch. */
export type SignRequest = { petitionId: number; signerKey: string; addressHash: string | null };

export type SignOutcome =
  /** `receipt`: the new signature's receipt code, to show its signer once. */
  | { status: "signed"; signatureCount: number; receipt: string }
  | { status: "already-signed"; signatureCount: number }
  | { status: "closed"; signatureCount: number }
  | { status: "not-found" };

/**
 * A committed change to petitions, as the database trigger announces it (migrations 0002 and 0006: the
 * response and the debate's outcome as codes, see `answerOfCode`).
 */
export type PetitionChange =
  | { all: true }
  | {
      op: "insert" | "update";
      rows: Array<
        [
          id: number,
          signatureCount: number,
          hidden: boolean,
          closed: boolean,
          response?: number,
          debate?: number,
          /** When its translation was last written, in milliseconds (migration 0019), 0 for none. */
          translated?: number,
        ]
      >;
    };

export function createPetitionStore(db: Database) {
  const { rows: query } = statementsOf(db);

  return {
    /** One page of the visible petitions, with the total of the filter. */
    async listPage({
      sort,
      category,
      response,
      state,
      page,
      pageSize,
    }: PetitionListQuery & { pageSize: number }): Promise<PetitionPage> {
      const conditions = [sql`hidden_at is null`];
      if (category) conditions.push(sql`category = ${category}`);
      if (response === "published") conditions.push(sql`response_published_at is not null`);
      if (response === "awaiting")
        conditions.push(sql`response_threshold_at is not null and response_published_at is null`);
      if (state === "open") conditions.push(sql`closed_at is null`);
      if (state === "closed") conditions.push(sql`closed_at is not null`);
      const where = sql.join(conditions, sql` and `);
      const offset = (page - 1) * pageSize;
      const popular = sort === "popular";
      const recent = popular ? sql`left join ${RECENT_SIGNATURES} on recent.petition_id = petitions.id` : sql``;
      const recentColumn = popular ? sql`, round(coalesce(recent.signatures, 0))::int as recent_signatures` : sql``;
      const [rows, counts] = await Promise.all([
        query(
          sql<PetitionRow>`select ${PUBLIC_COLUMNS}${recentColumn} from petitions ${recent} where ${where}
            order by ${ORDER_BY[sort]} limit ${sql.raw(String(pageSize))} offset ${sql.raw(String(offset))}`,
        ),
        query(sql<{ total: number | string }>`select count(*) as total from petitions where ${where}`),
      ]);
      return { petitions: rows.map(toPublic), total: Number(counts[0]?.total ?? 0) };
    },

    /**
     * Open, visible petitions whose title holds any of these folded words (by its beginning), most
     * relevant first, at most `limit`: the candidates the similarity of titles then judges (app/petitions/similar.ts).
     */
    async titleCandidates(terms: readonly string[], limit: number): Promise<PetitionRecord[]> {
      const words = terms.filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
      if (words.length === 0) return [];
      const tsquery = words.map((word) => `${word}:*A`).join(" | ");
      const rows = await query(
        sql<PetitionRow>`select ${PUBLIC_COLUMNS} from petitions, to_tsquery('simple', ${tsquery}) as q
          where hidden_at is null and closed_at is null and search @@ q
          order by ts_rank(search, q) desc, signature_count desc, id desc limit ${limit}`,
      );
      return rows.map(toPublic);
    },

    /** The visible petitions with a published response, the latest response first, with its texts. */
    async recentResponses(limit: number): Promise<PetitionRecord[]> {
      const rows = await query(
        sql<PetitionRow & AnswerTexts>`select ${PUBLIC_COLUMNS}, ${ANSWER_TEXTS} from petitions
          where hidden_at is null and response_published_at is not null
          order by response_published_at desc, id desc limit ${limit}`,
      );
      return rows.map(toPublic);
    },

    /**
     * The visible petitions whose title or description holds every word (by its
     * beginning), most relevant first (title words weigh more), at most `limit`,
     * with how many match in all.
     */
    async search(
      terms: readonly string[],
      limit: number,
      language: Language = "en",
    ): Promise<{ petitions: FoundPetition[]; total: number }> {
      const tsquery = prefixQuery(terms);
      if (!tsquery) return { petitions: [], total: 0 };
      // Each language's index holds the words of the petition's text in that language (migration 0019).
      const words = sql.raw(language === "ga" ? "search_ga" : "search");
      const rows = await query(
        sql<
          Columns<
            typeof petitions,
            | "id"
            | "title"
            | "description"
            | "language"
            | "translated_title"
            | "translated_description"
            | "translated_at"
          > & { total: number | string }
        >`
          select id, title, description, language, translated_title, translated_description, translated_at,
                 count(*) over () as total
            from petitions, to_tsquery('simple', ${tsquery}) as q
           where hidden_at is null and ${words} @@ q
           order by ts_rank(${words}, q) desc, signature_count desc, id desc
           limit ${limit}`,
      );
      return {
        petitions: rows.map((row) => {
          const text = petitionTextIn(
            {
              title: row.title,
              description: row.description,
              language: row.language === "ga" ? "ga" : "en",
              translation:
                row.translated_title !== null && row.translated_description !== null
                  ? { title: row.translated_title, description: row.translated_description, translatedAt: "" }
                  : null,
            },
            language,
          );
          return { id: row.id, title: text.title, description: text.description, language: text.language };
        }),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    async get(id: number): Promise<StoredPetition | null> {
      // The log's invalidations are its entries with no signature row (the (petition, signature) index finds
      // them), grouped by the statement that wrote them (one moment) and their reason.
      const rows = await query(
        sql<
          PetitionRow &
            AnswerTexts &
            Columns<
              typeof petitions,
              "hidden_reason" | "hidden_at" | "published_at" | "response_threshold_at" | "debate_threshold_at"
            > & {
              hidden: boolean;
              invalidations: string | Array<{ at: string; reason: string; count: number }>;
              response_threshold: number | null;
              debate_threshold: number | null;
            }
        >`
          select ${PUBLIC_COLUMNS}, ${ANSWER_TEXTS}, hidden_at is not null as hidden, hidden_reason, hidden_at,
                 published_at, response_threshold_at, debate_threshold_at,
                 (select value from petition_thresholds where name = 'response') as response_threshold,
                 (select value from petition_thresholds where name = 'debate') as debate_threshold,
                 (select coalesce(json_agg(json_build_object('at', at, 'reason', reason, 'count', n) order by at, reason), '[]')::text
                    from (select created_at as at, split_part(entry, ' ', 3) as reason, count(*)::int as n from petition_log l
                           where l.petition_id = petitions.id and l.signature_id is null group by 1, 2) i) as invalidations
            from petitions where id = ${id}`,
      );
      const row = rows[0];
      if (!row) return null;
      const groups = (
        typeof row.invalidations === "string" ? JSON.parse(row.invalidations) : row.invalidations
      ) as Array<{ at: string; reason: string; count: number }>;
      const totals = new Map<string, number>();
      for (const { reason, count } of groups) totals.set(reason, (totals.get(reason) ?? 0) + count);
      const invalidated = [...totals]
        .filter((each): each is [Invalidated["reason"], number] => INVALIDATION_REASONS.includes(each[0] as never))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([reason, count]) => ({ reason, count }));
      const petition = toPublic(row);
      const awaitingReview = row.hidden_reason === AWAITING_REVIEW;
      const timeline = timelineOf({
        createdAt: petition.createdAt,
        publishedAt: iso(row.published_at),
        responseThresholdAt: iso(row.response_threshold_at),
        debateThresholdAt: iso(row.debate_threshold_at),
        responsePublishedAt: petition.response.publishedAt,
        debateOutcomePublishedAt: petition.debateOutcome.publishedAt,
        closedAt: petition.closedAt ?? null,
        closesAt: petition.closesAt ?? null,
        removedAt: row.hidden && !awaitingReview ? iso(row.hidden_at) : null,
        removedReason: row.hidden_reason,
        thresholds: { response: row.response_threshold ?? 10_000, debate: row.debate_threshold ?? 100_000 },
        invalidations: groups.map((group) => ({ ...group, at: new Date(group.at).toISOString() })),
      });
      return {
        petition: { ...petition, invalidated, timeline },
        hidden: row.hidden === true,
        hiddenReason: row.hidden_reason,
      };
    },

    /**
     * A petition's signatures hour by hour (UTC), oldest first: the hours in which its count moved, with
     * what was counted and taken off in each (the buckets of migration 0014).
     */
    async history(id: number): Promise<HourCount[]> {
      const rows = await query(
        sql<Columns<typeof petitionCounts, "hour" | "signed" | "removed">>`select hour, signed, removed
          from petition_counts where petition_id = ${id} order by hour`,
      );
      return rows.map((row) => ({ hour: new Date(row.hour).toISOString(), signed: row.signed, removed: row.removed }));
    },

    /** The current counts of some petitions (for live updates after a reset). */
    async counts(
      ids: number[],
    ): Promise<Array<[id: number, signatureCount: number, hidden: boolean, closed: boolean]>> {
      if (ids.length === 0) return [];
      const rows = await query(
        sql<Columns<typeof petitions, "id" | "signature_count"> & { hidden: boolean; closed: boolean }>`
          select id, signature_count, hidden_at is not null as hidden, closed_at is not null as closed
            from petitions where id = any(${sql.param(ids)}::int[])`,
      );
      return rows.map((row) => [row.id, row.signature_count, row.hidden, row.closed]);
    },

    /** Which of these petitions one browser has signed. */
    async signedAmong(signerKey: string, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await query(
        sql<Columns<typeof petitionSignatures, "petition_id">>`
          select petition_id from petition_signatures
           where signer_key = ${signerKey} and petition_id = any(${sql.param(ids)}::int[])`,
      );
      return new Set(rows.map((row) => row.petition_id));
    },

    /**
     * A new petition; `awaitingReview` keeps it hidden until a moderator publishes it (pre-moderation);
     * `language` is the page's it was created on, in which its petitioner is written to.
     */
    async create(
      petition: NewPetition,
      { awaitingReview = false, language = "en" }: { awaitingReview?: boolean; language?: Language } = {},
    ): Promise<PetitionRecord> {
      const original: Language = language === "ga" ? "ga" : "en";
      const translation = petition.translation ?? null;
      // The petitioner's own translation, if any, is the first version in the history (petition_translations).
      const rows = await query(
        sql<PetitionRow>`with created as (
           insert into petitions (title, description, category, submitter_name, submitter_email, language,
                                  translated_title, translated_description, translated_at, signature_count, hidden_at, hidden_reason)
           values (${petition.title}, ${petition.description}, ${petition.category}, ${petition.submitterName},
                   ${petition.submitterEmail}, ${original}, ${translation?.title ?? null}, ${translation?.description ?? null},
                   ${translation ? sql`now()` : sql`null`}, 0,
                   ${awaitingReview ? sql`now(), ${AWAITING_REVIEW}` : sql`null, null`})
           returning ${PUBLIC_COLUMNS}
         ), kept as (
           insert into petition_translations (petition_id, language, title, description, source)
           select id, ${original === "en" ? "ga" : "en"}, translated_title, translated_description, 'petitioner'
             from created where translated_title is not null
         )
         select * from created`,
      );
      const row = rows[0];
      if (!row) throw new Error("The new petition was not returned");
      return toPublic(row);
    },

    /**
     * Records a batch of signatures in one statement, so one transaction: the
     * rows first (at most one per petition and signer, the first in the batch
     * wins), each row's entry in its petition's log (the hash of a new receipt,
     * at the log's next positions), then one counter update per petition
     * touched. Hidden and closed petitions take no rows. Outcomes come back in
     * the order of `requests`; a new signature's carries its receipt, which is
     * kept nowhere else.
     */
    async signBatch(requests: SignRequest[]): Promise<SignOutcome[]> {
      if (requests.length === 0) return [];
      const receipts = requests.map(() => newReceipt());
      const petitionIds = requests.map((request) => request.petitionId);
      const signerKeys = requests.map((request) => request.signerKey);
      const addressHashes = requests.map((request) => request.addressHash);
      const entries = receipts.map((receipt) => signatureEntry(receipt.hash));
      // The group commit's statement, written by hand: each array is one parameter.
      const rows = await query(
        sql<{
          kind: "i" | "p";
          id: number;
          signer_key: string | null;
          ord: number | string | null;
          count: number | null;
          hidden: boolean | null;
          closed: boolean | null;
        }>`with input as (
           select t.petition_id, t.signer_key, t.address_hash, t.entry, t.ord
             from unnest(${sql.param(petitionIds)}::int[], ${sql.param(signerKeys)}::text[], ${sql.param(addressHashes)}::text[],
                         ${sql.param(entries)}::text[])
                  with ordinality as t(petition_id, signer_key, address_hash, entry, ord)
         ), firsts as (
           select distinct on (i.petition_id, i.signer_key) i.petition_id, i.signer_key, i.address_hash, i.entry, i.ord
             from input i
             join petitions p on p.id = i.petition_id and p.hidden_at is null and p.closed_at is null
            order by i.petition_id, i.signer_key, i.ord
         ), inserted as (
           insert into petition_signatures (petition_id, signer_key, address_hash)
           select petition_id, signer_key, address_hash from firsts order by petition_id, signer_key
           on conflict (petition_id, signer_key) do nothing
           returning id, petition_id, signer_key
         ), added as (
           select petition_id, count(*)::int as n from inserted group by petition_id
         ), updated as (
           update petitions p set signature_count = p.signature_count + a.n, log_size = p.log_size + a.n
             from added a where p.id = a.petition_id
           returning p.id, p.signature_count, p.log_size
         ), logged as (
           insert into petition_log (petition_id, position, entry, signature_id)
           select i.petition_id, u.log_size - a.n + (row_number() over (partition by i.petition_id order by i.id))::int - 1,
                  f.entry, i.id
             from inserted i
             join firsts f on f.petition_id = i.petition_id and f.signer_key = i.signer_key
             join added a on a.petition_id = i.petition_id
             join updated u on u.id = i.petition_id
         )
         select 'i' as kind, i.petition_id as id, i.signer_key, f.ord, null::int as count, null::boolean as hidden,
                null::boolean as closed
           from inserted i join firsts f on f.petition_id = i.petition_id and f.signer_key = i.signer_key
         union all
         select 'p', p.id, null, null, coalesce(u.signature_count, p.signature_count), p.hidden_at is not null,
                p.closed_at is not null
           from petitions p left join updated u on u.id = p.id
          where p.id in (select petition_id from input)`,
        { name: "sign-batch" },
      );
      /** The requests (by their place in the batch, from 0) whose signature was recorded. */
      const recorded = new Set<number>();
      const petitions = new Map<number, { count: number; hidden: boolean; closed: boolean }>();
      for (const row of rows) {
        if (row.kind === "i") recorded.add(Number(row.ord) - 1);
        else petitions.set(row.id, { count: row.count ?? 0, hidden: row.hidden === true, closed: row.closed === true });
      }
      return requests.map(({ petitionId }, index): SignOutcome => {
        const petition = petitions.get(petitionId);
        if (!petition || petition.hidden) return { status: "not-found" };
        if (petition.closed) return { status: "closed", signatureCount: petition.count };
        // The first request of a signer in the batch took the row; a repeat is "already signed".
        const receipt = receipts[index];
        if (recorded.has(index) && receipt) {
          return { status: "signed", signatureCount: petition.count, receipt: receipt.code };
        }
        return { status: "already-signed", signatureCount: petition.count };
      });
    },

    /** Records one report per petition and reporter; false when the petition is not visible. */
    async report(petitionId: number, reporterHash: string): Promise<boolean> {
      const rows = await query(
        sql<{
          visible: boolean;
        }>`with target as (select id from petitions where id = ${petitionId} and hidden_at is null),
              recorded as (
                insert into petition_reports (petition_id, reporter_hash)
                select id, ${reporterHash} from target
                on conflict (petition_id, reporter_hash) do nothing
              )
         select exists (select 1 from target) as visible`,
      );
      return rows[0]?.visible === true;
    },

    /** The salt of the address hashes, made once per database (server/db/secrets-store.ts). */
    addressSalt: () => readAddressSalt(db),

    // ----- Operators (npm run petitions) -----

    /** Hides or shows a petition; false if there is none with that id. */
    async setHidden(id: number, reason: string | null): Promise<boolean> {
      return (await this.moderate(id, reason, null)).found;
    },

    /**
     * Hides (with a reason) or shows a petition and, in the same statement and so the same
     * transaction, queues `mail` to its petitioner when they gave an address (app/petitions/mail/).
     */
    async moderate(
      id: number,
      reason: string | null,
      mail: MailKind | null,
    ): Promise<{ found: boolean; mailQueued: boolean }> {
      const change =
        reason === null
          ? sql`update petitions set hidden_at = null, hidden_reason = null where id = ${id}`
          : sql`update petitions set hidden_at = now(), hidden_reason = ${reason} where id = ${id}`;
      const rows = await query(
        changeTellingPetitioner(sql`${change} returning id, title, language, hidden_reason, submitter_email`, mail),
      );
      return { found: (rows[0]?.found ?? 0) > 0, mailQueued: (rows[0]?.queued ?? 0) > 0 };
    },

    /**
     * Closes a petition to new signatures, or opens it again. Opened again after its deadline, it gets a
     * new one, PETITION_OPEN_DAYS from `at` (the server's clock), or the closing job would close it again.
     */
    async setClosed(id: number, closed: boolean, at: Date = new Date()): Promise<boolean> {
      const reopen = sql`closed_at = null, closes_at = case when closes_at <= ${at}
        then ${at}::timestamptz + make_interval(days => coalesce((select value from petition_thresholds where name = 'open-days'), 180))
        else closes_at end`;
      const rows = await query(
        sql<
          Columns<typeof petitions, "id">
        >`update petitions set ${closed ? sql`closed_at = coalesce(closed_at, now())` : reopen}
          where id = ${id} returning id`,
      );
      return rows.length > 0;
    },

    /** Petitions with reports, most reported first. */
    async mostReported(limit: number) {
      const rows = await query(
        sql<
          Columns<typeof petitions, "id" | "title" | "hidden_reason"> & {
            reports: number | string;
            hidden: boolean;
            closed: boolean;
          }
        >`select p.id, p.title, count(r.id) as reports, p.hidden_at is not null as hidden,
                p.closed_at is not null as closed, p.hidden_reason
           from petitions p join petition_reports r on r.petition_id = p.id
          group by p.id order by count(r.id) desc, p.id limit ${limit}`,
      );
      return rows.map((row) => ({ ...row, reports: Number(row.reports) }));
    },

    /** The address hashes that signed one petition most since a time. */
    async topSigners(petitionId: number, since: Date, limit: number) {
      const rows = await query(
        sql<Columns<typeof petitionSignatures, "address_hash"> & { signatures: number | string }>`
          select address_hash, count(*) as signatures from petition_signatures
           where petition_id = ${petitionId} and created_at >= ${since}
           group by address_hash order by count(*) desc limit ${limit}`,
      );
      return rows.map((row) => ({ addressHash: row.address_hash, signatures: Number(row.signatures) }));
    },

    /**
     * Removes the signatures one source gave a petition in a window (a network's address hash, or, when
     * signatures are confirmed by email, an address's domain), and takes them off the counter in the same
     * statement. The log keeps each one's entry and gains an invalidation of it, with the reason.
     *
     * The window is `since` (inclusive) to `until` (exclusive; open when not given), on each signature's
     * `created_at`. With `expected`, nothing is removed unless the window holds exactly that many of the
     * source's signatures (what a preview showed): the answer then says how many it found instead.
     */
    async removeSignatures(
      petitionId: number,
      source: string | SignatureSource,
      since: Date,
      reason: InvalidationReason = "rate-abuse",
      { until, expected }: { until?: Date; expected?: number } = {},
    ): Promise<{ removed: number; found?: number }> {
      const from: SignatureSource = typeof source === "string" ? { kind: "network", value: source } : source;
      const window = sql`created_at >= ${since} ${until ? sql`and created_at < ${until}` : sql``}`;
      // One statement reads the window and removes from it, so what is counted is what is removed.
      const agreed = expected === undefined ? sql`true` : sql`(select count(*) from chosen) = ${expected}`;
      // Each invalidation's text is invalidationEntry's (app/petitions/log/entries.server.ts), written in SQL.
      const rows = await query(
        sql<{ removed: number; found: number }>`with chosen as (
           select id from petition_signatures
            where petition_id = ${petitionId} and ${signaturesOf(petitionId, from)} and ${window}
         ), removed as (
           delete from petition_signatures where id in (select id from chosen) and ${agreed}
           returning id
         ), entries as (
           select l.position from petition_log l join removed r on l.signature_id = r.id
            where l.petition_id = ${petitionId}
         ), updated as (
           update petitions set signature_count = signature_count - (select count(*) from removed),
                                log_size = log_size + (select count(*) from entries)
            where id = ${petitionId} and (select count(*) from removed) > 0
           returning signature_count, log_size
         ), logged as (
           insert into petition_log (petition_id, position, entry)
           select ${petitionId}, u.log_size - (select count(*) from entries)::int
                    + (row_number() over (order by e.position))::int - 1,
                  ${INVALIDATION_PREFIX} || e.position || ${` ${reason}`}
             from entries e cross join updated u
         )
         select (select count(*) from removed)::int as removed, (select count(*) from chosen)::int as found`,
      );
      const removed = rows[0]?.removed ?? 0;
      const found = rows[0]?.found ?? 0;
      return expected !== undefined && found !== expected ? { removed, found } : { removed };
    },

    /** A petition's log (app/petitions/log/entries.server.ts), in order: entry i is at position i. */
    async log(petitionId: number): Promise<string[]> {
      const rows = await query(
        sql<Columns<typeof petitionLog, "position" | "entry">>`select position, entry from petition_log
          where petition_id = ${petitionId} order by position`,
      );
      return rows.map((row) => row.entry);
    },

    /** Petitions whose stored count differs from their signature rows (should be none). */
    async countMismatches(): Promise<Array<{ id: number; signatureCount: number; rows: number }>> {
      const rows = await query(
        sql<Columns<typeof petitions, "id" | "signature_count"> & { rows: number | string }>`
         select p.id, p.signature_count, count(s.id) as rows
           from petitions p left join petition_signatures s on s.petition_id = p.id
          group by p.id, p.signature_count
         having p.signature_count <> count(s.id)
          order by p.id`,
      );
      return rows.map((row) => ({ id: row.id, signatureCount: row.signature_count, rows: Number(row.rows) }));
    },

    /** Sets every differing counter to its number of rows; returns the ids repaired. */
    async repairCounts(): Promise<number[]> {
      const rows = await query(
        sql<Columns<typeof petitions, "id">>`update petitions p set signature_count = c.rows
           from (select p2.id, count(s.id)::int as rows
                   from petitions p2 left join petition_signatures s on s.petition_id = p2.id
                  group by p2.id) c
          where p.id = c.id and p.signature_count <> c.rows
         returning p.id`,
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
  };
}

export type PetitionStore = ReturnType<typeof createPetitionStore>;
