import type { Request, Response } from "express";
import { Router } from "express";
import { petitionsEn } from "~/i18n/messages/petitions.en";
import { petitionsGa } from "~/i18n/messages/petitions.ga";
import { errorLog, log } from "../../../server/core/logger";
import { sendRepresentations } from "../../../server/http/encoding";
import { apiLanguage } from "../../../server/http/request-language";
import { type PetitionService, parsePetitionId } from "../service.server";
import { refusedRead } from "./allowance.server";
import { logMessages } from "./messages.server";
import { type LogPages, pageAddress, pageStart } from "./pages.server";
import type { PetitionLog } from "./service.server";

/** Where the public key that checks the snapshots is published: a stable address. */
export const SNAPSHOT_KEY_PATH = "/api/petitions/snapshot-key";
/** Every key that has signed snapshots, each after the first announced by the key before it. */
export const SNAPSHOT_KEYS_PATH = "/api/petitions/snapshot-keys";

const messagesOf = (req: Request) => (apiLanguage(req) === "ga" ? petitionsGa : petitionsEn).api;
const logMessagesOf = (req: Request) => logMessages(apiLanguage(req));

/** A whole number from 1 given as a query parameter; undefined when absent, null when malformed. */
function sizeParam(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const size = Number(value);
  return size <= 2_147_483_647 ? size : null;
}

/**
 * The public addresses of the petitions' logs (docs/reference/api.md): the key that checks the
 * snapshots, each petition's signed snapshots, the proof that a receipt is in one, and the proof that
 * a later snapshot only added entries to an earlier one. A petition's log is served while the petition
 * is public or removed (its record stays checkable); an unknown petition is 404.
 */
export function petitionLogApi(
  petitionLog: PetitionLog,
  petitions: Pick<PetitionService, "get">,
  minutes: number,
  pages: LogPages,
) {
  const router = Router();

  router.get("/snapshot-key", async (_req, res) => {
    res.json({
      algorithm: "Ed25519",
      publicKey: await petitionLog.publicKey(),
      signed: "brehon petition snapshot v1\\npetition <id>\\nsize <n>\\nhead <base64>\\ncount <n>\\nat <ISO 8601>\\n",
      keys: SNAPSHOT_KEYS_PATH,
    });
  });

  router.get("/snapshot-keys", async (_req, res) => {
    res.json({
      algorithm: "Ed25519",
      announcement: "brehon petition key change v1\\nold <base64 SPKI DER>\\nnew <base64 SPKI DER>\\nat <ISO 8601>\\n",
      keys: await petitionLog.keys(),
    });
  });

  /** The petition of the address, or null once the answer (404 or 503) has been sent. */
  const petitionOf = async (req: Request, res: Response): Promise<number | null> => {
    const id = parsePetitionId(req.params.id);
    const found = id === null ? null : await petitions.get(String(id));
    if (found?.status === "unavailable") {
      res.status(503).json({ error: messagesOf(req).unavailable });
      return null;
    }
    if (id === null || !found || found.status === "not-found") {
      res.status(404).json({ error: messagesOf(req).notFound });
      return null;
    }
    return id;
  };

  /**
   * Runs a read of the log; a failure of the database is a 503 with a message, never a 500. Reads of the
   * log's pages and proofs are refused (429) once their sender's allowance is used (./allowance.ts).
   */
  const reading =
    (read: (req: Request, res: Response, id: number) => Promise<void>) => async (req: Request, res: Response) => {
      if (refusedRead(res, logMessagesOf(req).rateLimited)) return;
      const id = await petitionOf(req, res);
      if (id === null) return;
      try {
        await read(req, res, id);
      } catch (error) {
        errorLog(() => log.error({ err: error, petitionId: id }, "A petition's log could not be read"));
        res.status(503).json({ error: messagesOf(req).unavailable });
      }
    };

  router.get(
    "/:id/snapshots",
    reading(async (_req, res, id) => {
      res.json({ petition: id, publicKey: SNAPSHOT_KEY_PATH, snapshots: await petitionLog.snapshots(id) });
    }),
  );

  router.get(
    "/:id/log",
    reading(async (req, res, id) => {
      const from = req.query.from === undefined ? 0 : req.query.from === "0" ? 0 : sizeParam(req.query.from);
      if (from === null || from === undefined) {
        res.status(400).json({ error: logMessagesOf(req).badFrom });
        return;
      }
      // Pages have fixed bounds, so that each is built once and kept by every cache: any other position
      // is sent to the page that holds it (docs/decisions/0044-log-pages.md).
      const start = pageStart(from);
      if (start !== from) {
        res.redirect(301, pageAddress(id, start));
        return;
      }
      const page = await pages.get(id, from);
      res.locals.cacheKind = page.cache;
      res.locals.precompressed = true;
      sendRepresentations(req, res, page.kept.body);
    }),
  );

  router.get(
    "/:id/proof",
    reading(async (req, res, id) => {
      const t = logMessagesOf(req);
      const size = sizeParam(req.query.size);
      if (typeof req.query.receipt !== "string" || size === null) {
        res.status(400).json({ error: size === null ? t.badSizes : t.badReceipt });
        return;
      }
      const answer = await petitionLog.inclusion(id, req.query.receipt, size);
      if (answer.status === "invalid") res.status(400).json({ error: t.badReceipt });
      else if (answer.status === "not-found") {
        res.status(404).json({ error: size === undefined ? t.receiptNotFound : t.snapshotNotFound });
      } else if (answer.status === "not-yet") {
        const { position, invalidation } = answer;
        res
          .status(404)
          .json({ error: t.receiptNotYet(minutes), counted: invalidation === null, position, invalidation });
      } else {
        const { status: _status, ...proof } = answer;
        res.json({ petition: id, publicKey: SNAPSHOT_KEY_PATH, ...proof });
      }
    }),
  );

  router.get(
    "/:id/consistency",
    reading(async (req, res, id) => {
      const t = logMessagesOf(req);
      const from = sizeParam(req.query.from);
      const to = sizeParam(req.query.to);
      if (!from || !to || from > to) {
        res.status(400).json({ error: t.badSizes });
        return;
      }
      const answer = await petitionLog.consistency(id, from, to);
      if (answer.status === "not-found") {
        res.status(404).json({ error: t.snapshotNotFound });
        return;
      }
      const { status: _status, ...proof } = answer;
      res.json({ petition: id, publicKey: SNAPSHOT_KEY_PATH, ...proof });
    }),
  );

  return router;
}
