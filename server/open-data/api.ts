import { type Request, type Response, Router } from "express";
import { csvLine } from "../admin/csv";
import type { Database } from "../db/client";
import { log } from "../logger";

/** How long one export is served before it is read again from the database. */
const FRESH_MS = 60_000;

type Row = Record<string, unknown>;

export type OpenPetition = {
  id: number;
  title: string;
  description: string;
  category: string;
  /** The name the petitioner chose to publish with the petition (shown on its page), or null. */
  petitioner: string | null;
  /** The language the petitioner wrote the title, description and name in: "en" or "ga". */
  language: "en" | "ga";
  signatures: number;
  createdAt: string;
  closedAt: string | null;
  /** When the count first reached the response and the debate thresholds. */
  responseThresholdAt: string | null;
  debateThresholdAt: string | null;
  /** When the Government's response and the debate's outcome were published (shown on the petition's page), or null. */
  responsePublishedAt: string | null;
  debateOutcomePublishedAt: string | null;
  signaturesPerDay: Array<{ date: string; signatures: number }>;
};

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** Every public petition and its signatures per day (UTC), from the database; hidden ones are left out. */
export async function readOpenData(db: Database): Promise<OpenPetition[]> {
  await db.ready();
  const { rows: petitions } = await db.sql.query<Row>(
    `select id, title, description, category, submitter_name, language, signature_count, created_at, closed_at,
            response_threshold_at, debate_threshold_at, response_published_at, debate_outcome_published_at
       from petitions where hidden_at is null order by id`,
  );
  const { rows: days } = await db.sql.query<Row>(
    `select s.petition_id, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as signatures
       from petition_signatures s join petitions p on p.id = s.petition_id
      where p.hidden_at is null group by 1, 2 order by 1, 2`,
  );
  const perDay = new Map<number, OpenPetition["signaturesPerDay"]>();
  for (const row of days) {
    const id = Number(row.petition_id);
    const list = perDay.get(id) ?? [];
    list.push({ date: String(row.day), signatures: Number(row.signatures) });
    perDay.set(id, list);
  }
  return petitions.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    description: String(row.description),
    category: String(row.category),
    petitioner: (row.submitter_name as string | null) ?? null,
    language: row.language === "ga" ? "ga" : "en",
    signatures: Number(row.signature_count),
    createdAt: iso(row.created_at) as string,
    closedAt: iso(row.closed_at),
    responseThresholdAt: iso(row.response_threshold_at),
    debateThresholdAt: iso(row.debate_threshold_at),
    responsePublishedAt: iso(row.response_published_at),
    debateOutcomePublishedAt: iso(row.debate_outcome_published_at),
    signaturesPerDay: perDay.get(Number(row.id)) ?? [],
  }));
}

export const PETITIONS_CSV_HEADER = [
  "id",
  "title",
  "description",
  "category",
  "petitioner",
  "signatures",
  "created_at",
  "closed_at",
  "response_threshold_at",
  "debate_threshold_at",
  "response_published_at",
  "debate_outcome_published_at",
];

export function petitionsCsv(petitions: OpenPetition[]): string {
  return (
    csvLine(PETITIONS_CSV_HEADER) +
    petitions
      .map((p) =>
        csvLine([
          p.id,
          p.title,
          p.description,
          p.category,
          p.petitioner,
          p.signatures,
          p.createdAt,
          p.closedAt,
          p.responseThresholdAt,
          p.debateThresholdAt,
          p.responsePublishedAt,
          p.debateOutcomePublishedAt,
        ]),
      )
      .join("")
  );
}

export function signaturesPerDayCsv(petitions: OpenPetition[]): string {
  return (
    csvLine(["petition_id", "date", "signatures"]) +
    petitions.flatMap((p) => p.signaturesPerDay.map((day) => csvLine([p.id, day.date, day.signatures]))).join("")
  );
}

/**
 * Open data: `GET /api/petitions.csv`, `/api/petitions.json` and
 * `/api/petitions-per-day.csv`. Anonymous and the same for everyone, so
 * cacheable: read at most once a minute per process, revalidated by ETag.
 */
export function openDataApi(db: Database): Router {
  const router = Router();
  let cached: { at: number; data: Promise<OpenPetition[]> } | undefined;
  const data = () => {
    if (!cached || Date.now() - cached.at > FRESH_MS) {
      const pending = readOpenData(db);
      cached = { at: Date.now(), data: pending };
      pending.catch(() => {
        if (cached?.data === pending) cached = undefined;
      });
    }
    return cached.data;
  };
  const serve =
    (type: string, render: (petitions: OpenPetition[], generatedAt: Date) => string, filename?: string) =>
    async (_req: Request, res: Response) => {
      let petitions: OpenPetition[];
      let generatedAt: Date;
      try {
        petitions = await data();
        generatedAt = new Date(cached?.at ?? Date.now());
      } catch (error) {
        log.error({ err: error }, "Open data: the petitions could not be read");
        res
          .status(503)
          .set("Cache-Control", "no-store")
          .json({ error: "The petitions are out of reach. Try again in a minute." });
        return;
      }
      res.set("Cache-Control", "public, max-age=60");
      res.type(type);
      if (filename) res.set("Content-Disposition", `inline; filename="${filename}"`);
      res.send(render(petitions, generatedAt));
    };
  router.get("/api/petitions.csv", serve("text/csv; charset=utf-8", petitionsCsv, "petitions.csv"));
  router.get(
    "/api/petitions-per-day.csv",
    serve("text/csv; charset=utf-8", signaturesPerDayCsv, "petitions-per-day.csv"),
  );
  router.get(
    "/api/petitions.json",
    serve("application/json; charset=utf-8", (petitions, generatedAt) =>
      JSON.stringify({ generatedAt: generatedAt.toISOString(), petitions }),
    ),
  );
  return router;
}
