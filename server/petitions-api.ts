import express, { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import type { PetitionFieldErrors } from "../app/components/petitions/petition-schema";
import { petitionsEn } from "../app/i18n/messages/petitions.en";
import type { PetitionService, Requester } from "./petitions";

/** The API speaks English; the page translates the same outcomes. */
const messages = {
  invalid: "The petition was not accepted: see errors for a message per field.",
  unavailable: "The petitions service is unavailable. Please try again later.",
  rateLimited: petitionsEn.outcome.rateLimited,
  alreadySigned: petitionsEn.outcome.alreadySigned,
  notFound: "Petition not found.",
  noSuchEndpoint: "No such endpoint.",
  malformed: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
};

export function requesterOf(req: Request): Requester {
  return { ip: req.ip ?? "unknown", cookieHeader: req.headers.cookie, secure: req.secure };
}

/** The field errors in English, for the JSON API. */
function fieldMessages(errors: PetitionFieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, petitionsEn.errors[code as keyof typeof petitionsEn.errors]]),
  );
}

type Refusal = { status: "rate-limited"; retryAfterSeconds: number } | { status: "unavailable" };

/** The answers both writes share: too many requests from this address, or the database out of reach. */
function refuse(res: Response, refusal: Refusal) {
  if (refusal.status === "rate-limited") {
    res.set("Retry-After", String(refusal.retryAfterSeconds)).status(429).json({ error: messages.rateLimited });
  } else {
    res.status(503).json({ error: messages.unavailable });
  }
}

/**
 * The JSON API: GET /api/petitions, POST /api/petitions and
 * POST /api/petitions/:id/signatures (documented in the README).
 */
export function petitionsApi(service: PetitionService): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "16kb" }));

  router.get("/", async (req, res) => {
    const result = await service.list(requesterOf(req));
    if (result.status === "unavailable") {
      res.status(503).json({ error: messages.unavailable });
      return;
    }
    res.json({ petitions: result.petitions });
  });

  router.post("/", async (req, res) => {
    const result = await service.create(req.body, requesterOf(req));
    switch (result.status) {
      case "created":
        res.status(201).json({ petition: result.petition });
        return;
      case "invalid":
        res.status(400).json({ error: messages.invalid, errors: fieldMessages(result.errors) });
        return;
      case "rate-limited":
      case "unavailable":
        refuse(res, result);
        return;
    }
  });

  router.post("/:id/signatures", async (req, res) => {
    const result = await service.sign(req.params.id, requesterOf(req));
    if ("setCookie" in result && result.setCookie) res.append("Set-Cookie", result.setCookie);
    switch (result.status) {
      case "signed":
        res.status(201).json({ signatureCount: result.signatureCount });
        return;
      case "already-signed":
        res.status(409).json({ error: messages.alreadySigned, signatureCount: result.signatureCount });
        return;
      case "invalid":
      case "not-found":
        res.status(404).json({ error: messages.notFound });
        return;
      case "rate-limited":
      case "unavailable":
        refuse(res, result);
        return;
    }
  });

  router.use((_req, res) => {
    res.status(404).json({ error: messages.noSuchEndpoint });
  });

  // Malformed or oversized bodies: a client error in JSON, never a 500.
  const onError: ErrorRequestHandler = (error, _req, res, next) => {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500 || res.headersSent) return next(error);
    res.status(status).json({ error: status === 413 ? messages.tooLarge : messages.malformed });
  };
  router.use(onError);
  return router;
}
