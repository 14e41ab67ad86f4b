import { type Request, type Response, Router } from "express";
import { log } from "../../../server/core/logger";
import type { Database } from "../../../server/db/client";
import { csvLine } from "../../../server/http/csv";
import type { PetitionService } from "../service.server";
import { transparencyCsv } from "../transparency/service.server";
import { type OpenPetition, readOpenData } from "./store.server";

/** How long one export is served before it is read again from the database. */
const FRESH_MS = 60_000;

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
  "closes_at",
  // A petition in both languages (migration 0019): each text in each language, and the original's language.
  "title_en",
  "title_ga",
  "description_en",
  "description_ga",
  "language",
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
          p.closesAt,
          p.title_en,
          p.title_ga,
          p.description_en,
          p.description_ga,
          p.language,
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
 * The signed snapshots of every public petition's log. The head and signature are written in hex here
 * (base64 in the JSON and the API): base64 may begin with `+`, which the CSV writer would guard against
 * spreadsheets with an apostrophe, and a guarded value no longer verifies.
 */
export function snapshotsCsv(petitions: OpenPetition[]): string {
  const hex = (base64: string) => Buffer.from(base64, "base64").toString("hex");
  return (
    csvLine(["petition_id", "size", "head_hex", "count", "at", "signature_hex", "key"]) +
    petitions
      .flatMap((p) =>
        p.snapshots.map((s) => csvLine([p.id, s.size, hex(s.head), s.count, s.at, hex(s.signature), s.key])),
      )
      .join("")
  );
}

/**
 * Open data: `GET /api/petitions.csv`, `/api/petitions.json`,
 * `/api/petitions-per-day.csv`, `/api/petitions-snapshots.csv` and `/api/petitions-transparency.csv`. Anonymous and the same for everyone, so
 * cacheable: read at most once a minute per process, revalidated by ETag.
 */
export function openDataApi(db: Database, petitions?: Pick<PetitionService, "transparency">): Router {
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
        res.status(503).json({ error: "The petitions are out of reach. Try again in a minute." });
        return;
      }
      res.type(type);
      if (filename) res.set("Content-Disposition", `inline; filename="${filename}"`);
      res.send(render(petitions, generatedAt));
    };
  router.get("/api/petitions.csv", serve("text/csv; charset=utf-8", petitionsCsv, "petitions.csv"));
  router.get(
    "/api/petitions-per-day.csv",
    serve("text/csv; charset=utf-8", signaturesPerDayCsv, "petitions-per-day.csv"),
  );
  router.get("/api/petitions-snapshots.csv", serve("text/csv; charset=utf-8", snapshotsCsv, "petitions-snapshots.csv"));
  // The transparency page's figures (/petitions/transparency), month by month.
  router.get("/api/petitions-transparency.csv", async (_req, res) => {
    const result = (await petitions?.transparency()) ?? { status: "unavailable" as const };
    if (result.status !== "ok") {
      res.status(503).json({ error: "The petitions are out of reach. Try again in a minute." });
      return;
    }
    res.type("text/csv; charset=utf-8").set("Content-Disposition", 'inline; filename="petitions-transparency.csv"');
    res.send(transparencyCsv(result.figures));
  });
  router.get(
    "/api/petitions.json",
    serve("application/json; charset=utf-8", (petitions, generatedAt) =>
      JSON.stringify({ generatedAt: generatedAt.toISOString(), petitions }),
    ),
  );
  return router;
}
