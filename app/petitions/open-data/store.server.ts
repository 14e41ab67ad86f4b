import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import type { PublicPetitionColumn, petitionSignatures, petitionSnapshots, petitions } from "../../../server/db/schema";
import { type Columns, statementsOf } from "../../../server/db/statements";
import type { PublishedSnapshot } from "../log/service.server";

export type OpenPetition = {
  id: number;
  title: string;
  description: string;
  category: string;
  /** The name the petitioner chose to publish with the petition (shown on its page), or null. */
  petitioner: string | null;
  /** The language the petitioner wrote the title, description and name in: "en" or "ga". */
  language: "en" | "ga";
  /**
   * The title and description in each language: the original in its own, the translation in the other,
   * null until it is translated. Named as the CSV's columns, in the JSON too.
   */
  title_en: string | null;
  title_ga: string | null;
  description_en: string | null;
  description_ga: string | null;
  signatures: number;
  createdAt: string;
  closedAt: string | null;
  /** Its deadline: PETITION_OPEN_DAYS after publication. */
  closesAt: string | null;
  /** When the count first reached the response and the debate thresholds. */
  responseThresholdAt: string | null;
  debateThresholdAt: string | null;
  /** When the Government's response and the debate's outcome were published (shown on the petition's page), or null. */
  responsePublishedAt: string | null;
  debateOutcomePublishedAt: string | null;
  signaturesPerDay: Array<{ date: string; signatures: number }>;
  /** The signed snapshots of the petition's log, oldest first (docs/reference/api.md): head and signature in base64. */
  snapshots: OpenSnapshot[];
};

/** A signed snapshot of a petition's log, as the log's own addresses publish it. */
export type OpenSnapshot = PublishedSnapshot;

/** The columns open data publishes: never the petitioner's email, nor why a petition was hidden. */
type PetitionRow = Columns<
  typeof petitions,
  PublicPetitionColumn | "response_threshold_at" | "debate_threshold_at" | "translated_title" | "translated_description"
>;

type SnapshotRow = Columns<
  typeof petitionSnapshots,
  "petition_id" | "size" | "head" | "count" | "at" | "signature" | "key_id"
>;

/** Signatures of one petition on one day (UTC); the count is a bigint, which the driver may give as text. */
type DayRow = Columns<typeof petitionSignatures, "petition_id"> & { day: string; signatures: number | string };

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * Every public petition, its signatures per day (UTC) and its log's signed snapshots, from the database;
 * hidden ones are left out.
 */
export async function readOpenData(db: Database): Promise<OpenPetition[]> {
  const { rows } = statementsOf(db);
  const petitionRows = await rows(
    sql<PetitionRow>`select id, title, description, category, submitter_name, language, translated_title, translated_description,
            signature_count, created_at, closed_at,
            closes_at, response_threshold_at, debate_threshold_at, response_published_at, debate_outcome_published_at
       from petitions where hidden_at is null order by id`,
  );
  const days = await rows(
    sql<DayRow>`select s.petition_id, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as signatures
       from petition_signatures s join petitions p on p.id = s.petition_id
      where p.hidden_at is null group by 1, 2 order by 1, 2`,
  );
  const snapshotRows = await rows(
    sql<SnapshotRow>`select s.petition_id, s.size, s.head, s.count, s.at, s.signature, s.key_id
       from petition_snapshots s join petitions p on p.id = s.petition_id
      where p.hidden_at is null order by 1, 2`,
  );
  const snapshots = new Map<number, OpenSnapshot[]>();
  for (const row of snapshotRows) {
    const id = Number(row.petition_id);
    const list = snapshots.get(id) ?? [];
    const { size, head, count, signature } = row;
    const at = new Date(row.at).toISOString();
    list.push({ size: Number(size), head, count: Number(count), at, signature, key: row.key_id });
    snapshots.set(id, list);
  }
  const perDay = new Map<number, OpenPetition["signaturesPerDay"]>();
  for (const row of days) {
    const id = Number(row.petition_id);
    const list = perDay.get(id) ?? [];
    list.push({ date: String(row.day), signatures: Number(row.signatures) });
    perDay.set(id, list);
  }
  return petitionRows.map((row) => {
    const language = row.language === "ga" ? "ga" : "en";
    const inLanguage = (wanted: "en" | "ga", original: string, translated: string | null) =>
      wanted === language ? original : translated;
    return {
      id: Number(row.id),
      title: String(row.title),
      description: String(row.description),
      category: String(row.category),
      petitioner: row.submitter_name ?? null,
      language,
      title_en: inLanguage("en", row.title, row.translated_title),
      title_ga: inLanguage("ga", row.title, row.translated_title),
      description_en: inLanguage("en", row.description, row.translated_description),
      description_ga: inLanguage("ga", row.description, row.translated_description),
      signatures: Number(row.signature_count),
      createdAt: new Date(row.created_at).toISOString(),
      closedAt: iso(row.closed_at),
      closesAt: iso(row.closes_at),
      responseThresholdAt: iso(row.response_threshold_at),
      debateThresholdAt: iso(row.debate_threshold_at),
      responsePublishedAt: iso(row.response_published_at),
      debateOutcomePublishedAt: iso(row.debate_outcome_published_at),
      signaturesPerDay: perDay.get(Number(row.id)) ?? [],
      snapshots: snapshots.get(Number(row.id)) ?? [],
    };
  });
}
