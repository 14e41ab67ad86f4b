import express, { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import { petitionsEn } from "../../app/i18n/messages/petitions.en";
import { petitionsGa } from "../../app/i18n/messages/petitions.ga";
import { HONEYPOT_FIELD } from "../../app/petitions/fields";
import { listSearch, PAGE_SIZE, type PetitionListQuery, pageCount, parseListQuery } from "../../app/petitions/query";
import type { PetitionFieldErrors } from "../../app/petitions/schema";
import { type LiveCounts, MAX_STREAM_IDS } from "./live";
import { type PetitionService, parsePetitionId, type RefusedForLoad, type Requester } from "./service";

type Language = "en" | "ga";

/**
 * The requester's language for the API's messages: `?lang=ga`, or Irish
 * preferred over English in Accept-Language; English otherwise.
 */
export function apiLanguage(req: Pick<Request, "query" | "headers">): Language {
  const asked = req.query.lang;
  if (asked === "ga" || asked === "en") return asked;
  let best: { language: Language; quality: number } = { language: "en", quality: 0 };
  for (const part of String(req.headers["accept-language"] ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (primary !== "ga" && primary !== "en") continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > best.quality) best = { language: primary, quality };
  }
  return best.language;
}

const catalogue = (language: Language) => (language === "ga" ? petitionsGa : petitionsEn);

export function requesterOf(req: Request): Requester {
  return { ip: req.ip ?? "unknown", cookieHeader: req.headers.cookie, secure: req.secure };
}

/** The field errors in the requester's language. */
function fieldMessages(errors: PetitionFieldErrors, language: Language): Record<string, string> {
  const messages = catalogue(language).errors;
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, messages[code]]));
}

/** The answers every write shares: too many requests from this address, or the database out of reach. */
function refuse(res: Response, refusal: RefusedForLoad, language: Language) {
  const t = catalogue(language);
  if (refusal.status === "rate-limited") {
    res.set("Retry-After", String(refusal.retryAfterSeconds)).status(429).json({ error: t.outcome.rateLimited });
  } else {
    res.status(503).json({ error: t.api.unavailable });
  }
}

/** Links of a list view, relative to the API (the same query string as the page's). */
function listLinks(query: PetitionListQuery, total: number) {
  const pages = pageCount(total);
  const at = (page: number) => `/api/petitions${listSearch({ ...query, page })}`;
  return {
    self: at(query.page),
    first: at(1),
    last: at(pages),
    next: query.page < pages ? at(query.page + 1) : null,
    previous: query.page > 1 ? at(Math.min(query.page - 1, pages)) : null,
  };
}

/**
 * A client that asks for a fresh answer (`Cache-Control: no-cache`, as the pages do right after
 * the visitor's own change) gets nothing older than the last change this process has seen. It
 * costs at most one read per change, shared by everyone asking (server/petitions/read-cache.ts).
 */
const wantsFresh = (req: Request) => /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(req.get("cache-control") ?? "");

/** Parses `ids=1,2,3` for the list's live counts. */
function parseIds(value: unknown): number[] | null {
  if (typeof value !== "string" || value.length > 600) return null;
  const ids = value.split(",").map(parsePetitionId);
  if (ids.length === 0 || ids.length > MAX_STREAM_IDS || ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])];
}

/**
 * The JSON API (documented in the README): the list with paging, one petition,
 * creating, signing, reporting, and live counts as Server-Sent Events.
 */
export function petitionsApi(service: PetitionService, live: LiveCounts): Router {
  const router = Router();
  router.use((req, res, next) => {
    // Reads may be revalidated (ETag, 304); the `signed` flags depend on the cookie.
    res.set("Cache-Control", req.method === "GET" ? "no-cache" : "no-store");
    res.vary("Cookie");
    res.vary("Accept-Language");
    next();
  });
  router.use(express.json({ limit: "16kb" }));

  router.get("/", async (req, res) => {
    const language = apiLanguage(req);
    const parsed = parseListQuery(new URL(req.originalUrl, "http://localhost").searchParams);
    if (!parsed.ok) {
      res
        .status(400)
        .json({ error: catalogue(language).api.badQuery(parsed.problems.join(", ")), invalid: parsed.problems });
      return;
    }
    const result = await service.list(parsed.query, requesterOf(req), { strict: wantsFresh(req) });
    if (result.status === "unavailable") {
      refuse(res, result, language);
      return;
    }
    res.json({
      petitions: result.petitions,
      total: result.total,
      page: result.query.page,
      pageSize: PAGE_SIZE,
      pages: pageCount(result.total),
      sort: result.query.sort,
      category: result.query.category,
      links: listLinks(result.query, result.total),
    });
  });

  router.post("/", async (req, res) => {
    const language = apiLanguage(req);
    // The honeypot belongs to the page's form; the API takes only the documented fields.
    const body =
      typeof req.body === "object" && req.body !== null ? { ...req.body, [HONEYPOT_FIELD]: undefined } : req.body;
    const result = await service.create(body, requesterOf(req));
    switch (result.status) {
      case "created":
        res.status(201).json(
          result.awaitingReview
            ? {
                petition: result.petition,
                awaitingReview: true,
                message: catalogue(language).outcome.createdPending.body,
              }
            : { petition: result.petition },
        );
        return;
      case "discarded":
      case "invalid":
        res.status(400).json({
          error: catalogue(language).api.invalid,
          errors: result.status === "invalid" ? fieldMessages(result.errors, language) : {},
        });
        return;
      case "rate-limited":
      case "unavailable":
        refuse(res, result, language);
        return;
    }
  });

  router.get("/events", async (req, res) => {
    const ids = parseIds(req.query.ids);
    if (!ids) {
      res.status(400).json({ error: catalogue(apiLanguage(req)).api.badIds });
      return;
    }
    await live.attach(res, ids);
  });

  router.get("/:id", async (req, res) => {
    const language = apiLanguage(req);
    const result = await service.get(req.params.id, requesterOf(req));
    switch (result.status) {
      case "ok":
        res.json({ petition: result.petition });
        return;
      case "not-found":
        res.status(404).json({ error: catalogue(language).api.notFound });
        return;
      case "gone":
        res.status(410).json({ error: catalogue(language).api.gone });
        return;
      case "unavailable":
        refuse(res, result, language);
        return;
    }
  });

  router.get("/:id/events", async (req, res) => {
    const id = parsePetitionId(req.params.id);
    if (id === null) {
      res.status(404).json({ error: catalogue(apiLanguage(req)).api.notFound });
      return;
    }
    await live.attach(res, [id]);
  });

  router.post("/:id/signatures", async (req, res) => {
    const language = apiLanguage(req);
    const t = catalogue(language);
    const result = await service.sign(req.params.id, requesterOf(req));
    if ("setCookie" in result && result.setCookie) res.append("Set-Cookie", result.setCookie);
    switch (result.status) {
      case "signed":
        res.status(201).json({ signatureCount: result.signatureCount });
        return;
      case "already-signed":
        res.status(409).json({ error: t.outcome.alreadySigned, signatureCount: result.signatureCount });
        return;
      case "closed":
        res.status(409).json({ error: t.outcome.closed, closed: true, signatureCount: result.signatureCount });
        return;
      case "not-found":
        res.status(404).json({ error: t.api.notFound });
        return;
      case "rate-limited":
      case "unavailable":
        refuse(res, result, language);
        return;
    }
  });

  router.post("/:id/reports", async (req, res) => {
    const language = apiLanguage(req);
    const result = await service.report(req.params.id, requesterOf(req));
    switch (result.status) {
      case "reported":
        res.status(201).json({ message: catalogue(language).api.reported });
        return;
      case "not-found":
        res.status(404).json({ error: catalogue(language).api.notFound });
        return;
      case "rate-limited":
      case "unavailable":
        refuse(res, result, language);
        return;
    }
  });

  router.use((req, res) => {
    res.status(404).json({ error: catalogue(apiLanguage(req)).api.noSuchEndpoint });
  });

  // Malformed or oversized bodies: a client error in JSON, never a 500.
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500 || res.headersSent) return next(error);
    const t = catalogue(apiLanguage(req)).api;
    res.status(status).json({ error: status === 413 ? t.tooLarge : t.malformed });
  };
  router.use(onError);
  return router;
}
