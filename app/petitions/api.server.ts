import type { ErrorRequestHandler, Request, Response } from "express";
import { Router } from "express";
import { petitionsEn } from "~/i18n/messages/petitions.en";
import { petitionsGa } from "~/i18n/messages/petitions.ga";
import { HONEYPOT_FIELD, PETITION_LIMITS, publicPetition } from "~/petitions/fields";
import { COUNT_INTERVALS, type CountInterval, countsBy, type HourCount, type PeriodCount } from "~/petitions/history";
import { ANSWER_STATUS, type Answer } from "~/petitions/outcomes";
import { listSearch, PAGE_SIZE, type PetitionListQuery, pageCount, parseListQuery } from "~/petitions/query";
import { answeredRefusal } from "../../server/http/allowance-refusal";
import { API_BODY_LIMIT, closeAfterAnswer, jsonBody } from "../../server/http/bodies";
import { type Compressed, compressed, sendMadeNow } from "../../server/http/compress";
import { csvLine } from "../../server/http/csv";
import type { EarlyWrite, WriteAnswer } from "../../server/http/early-answers";
import { sendRepresentations } from "../../server/http/encoding";
import { apiLanguage } from "../../server/http/request-language";
import { clientNetwork, requesterOf } from "../../server/http/requester";
import { type LiveCounts, MAX_STREAM_IDS } from "./live.server";
import { refusedFieldWords } from "./refused-fields.server";
import {
  type CommandResult,
  type PetitionResult,
  type PetitionService,
  parsePetitionId,
  type RefusedForLoad,
} from "./service.server";

type Language = "en" | "ga";

const catalogue = (language: Language) => (language === "ga" ? petitionsGa : petitionsEn);

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
 * A page of the list as the API answers it, for the router and the in-memory reads
 * (`apiReadCache` in ./page-cache.ts). The answer's words are in `language`.
 */
export async function listAnswer(
  service: PetitionService,
  params: URLSearchParams,
  language: Language,
  strict: boolean,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const parsed = parseListQuery(params);
  if (!parsed.ok) {
    return {
      status: 400,
      body: { error: catalogue(language).api.badQuery(parsed.problems.join(", ")), invalid: parsed.problems },
    };
  }
  const result = await service.list(parsed.query, { strict });
  if (result.status === "unavailable") return { status: 503, body: { error: catalogue(language).api.unavailable } };
  return {
    status: 200,
    body: {
      petitions: result.petitions.map((petition) => publicPetition(petition, language)),
      total: result.total,
      page: result.query.page,
      pageSize: PAGE_SIZE,
      pages: pageCount(result.total),
      sort: result.query.sort,
      category: result.query.category,
      response: result.query.response,
      state: result.query.state ?? null,
      links: listLinks(result.query, result.total),
    },
  };
}

/** One petition as the API answers it (see `listAnswer`). */
export async function petitionAnswer(
  service: PetitionService,
  id: string,
  language: Language,
  strict: boolean,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return petitionAnswerOf(await service.get(id, { strict }), language);
}

/** A petition read's answer, or why there is none. */
function petitionAnswerOf(
  result: PetitionResult,
  language: Language,
): { status: number; body: Record<string, unknown> } {
  switch (result.status) {
    case "ok":
      return { status: 200, body: { petition: publicPetition(result.petition, language) } };
    case "not-found":
      return { status: 404, body: { error: catalogue(language).api.notFound } };
    case "gone":
      return { status: 410, body: { error: catalogue(language).api.gone } };
    case "unavailable":
      return { status: 503, body: { error: catalogue(language).api.unavailable } };
  }
}

/**
 * A petition's counts as the API answers them: `interval` is `hour` or `day` (the default). A successful
 * answer's body is made only when asked (`body()`), so that a kept form of it costs nothing to find again.
 */
export async function countsAnswer(
  service: PetitionService,
  id: string,
  interval: unknown,
  language: Language,
): Promise<
  | { status: 200; history: readonly HourCount[]; interval: CountInterval; body: () => Record<string, unknown> }
  | { status: number; body: Record<string, unknown>; history?: undefined }
> {
  const chosen = interval === undefined || interval === "" ? "day" : interval;
  if (!(COUNT_INTERVALS as readonly unknown[]).includes(chosen)) {
    return { status: 400, body: { error: catalogue(language).api.badInterval, invalid: ["interval"] } };
  }
  const result = await service.history(id);
  if (result.status !== "ok") return petitionAnswerOf(result, language);
  const { petition, history } = result;
  return {
    status: 200,
    history,
    interval: chosen as CountInterval,
    body: () => ({
      petition: petition.id,
      interval: chosen,
      timeZone: "UTC",
      signatureCount: petition.signatureCount,
      counts: countsBy(history, chosen as CountInterval),
    }),
  };
}

/** The counts in CSV: one line a period in which the count moved. */
export const countsCsv = (counts: readonly PeriodCount[]) =>
  csvLine(["start", "signed", "removed", "total"]) +
  counts.map(({ start, signed, removed, total }) => csvLine([start, signed, removed, total])).join("");

/**
 * Sends a read's answer: a successful one as the in-memory reads send theirs (a strong ETag per
 * coding, 304), an error as JSON.
 */
async function sendRead(req: Request, res: Response, answer: { status: number; body: Record<string, unknown> }) {
  if (answer.status !== 200) {
    res.status(answer.status).json(answer.body);
    return;
  }
  await sendMadeNow(req, res, Buffer.from(JSON.stringify(answer.body)), "application/json; charset=utf-8");
}

/**
 * A client that asks for a fresh answer (`Cache-Control: no-cache`, as the pages do right after
 * the visitor's own change) gets nothing older than the last change this process has seen. It
 * costs at most one read per change, shared by everyone asking (server/http/read-cache.ts).
 */
export const wantsFresh = (cacheControl: string | string[] | undefined) =>
  /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(String(cacheControl ?? ""));

/** Parses `ids=1,2,3` for the list's live counts. */
function parseIds(value: unknown): number[] | null {
  if (typeof value !== "string" || value.length > 600) return null;
  const ids = value.split(",").map(parsePetitionId);
  if (ids.length === 0 || ids.length > MAX_STREAM_IDS || ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])];
}

const JSON_TYPE = "application/json; charset=utf-8";

/** A command's answer: the status of app/petitions/outcomes.ts, with what the answer says in `language`. */
export function commandAnswer(result: CommandResult, language: Language): WriteAnswer {
  const t = catalogue(language);
  const headers: Array<[string, string]> = [];
  for (const cookie of result.setCookie ?? []) headers.push(["Set-Cookie", cookie]);
  if (result.retryAfterSeconds) headers.push(["Retry-After", String(result.retryAfterSeconds)]);
  const bodies: Record<Answer, () => Record<string, unknown>> = {
    created: () => ({ petition: result.petition && publicPetition(result.petition, language) }),
    "created-pending": () => ({
      petition: result.petition && publicPetition(result.petition, language),
      awaitingReview: true,
      message: t.outcome.createdPending.body,
    }),
    signed: () => ({ signatureCount: result.signatureCount, receipt: result.receipt }),
    reported: () => ({ message: t.api.reported }),
    invalid: () => ({
      error: t.api.invalid,
      errors: refusedFieldWords(result, language),
    }),
    "not-found": () => ({ error: t.api.notFound }),
    "already-signed": () => ({ error: t.outcome.alreadySigned, signatureCount: result.signatureCount }),
    closed: () => ({ error: t.outcome.closed, closed: true, signatureCount: result.signatureCount }),
    "create-rate-limited": () => ({ error: t.outcome.rateLimited }),
    "sign-rate-limited": () => ({ error: t.outcome.rateLimited }),
    "report-rate-limited": () => ({ error: t.outcome.rateLimited }),
    "create-unavailable": () => ({ error: t.api.unavailable }),
    "sign-unavailable": () => ({ error: t.api.unavailable }),
    "report-unavailable": () => ({ error: t.api.unavailable }),
    requested: () => ({ message: `${t.byEmail.requested.title}. ${t.byEmail.requested.body}` }),
    "by-email": () => ({ error: t.byEmail.refused, byEmail: true }),
    "request-rate-limited": () => ({ error: t.outcome.rateLimited }),
    "request-unavailable": () => ({ error: t.api.unavailable }),
  };
  return { status: ANSWER_STATUS[result.answer], headers, body: bodies[result.answer]() };
}

/**
 * Signing through the API, for the write step that answers before Express (server/write-step.ts):
 * `POST /api/petitions/:id/signatures` with no body, answered as the router below answers it.
 */
export function signingWrite(service: PetitionService): EarlyWrite {
  return {
    match: (path) => SIGNATURES.exec(path)?.[1] ?? null,
    run: async (id, requester, language) => commandAnswer(await service.run("sign", id, requester), language),
  };
}

const SIGNATURES = /^\/api\/petitions\/([^/]+)\/signatures$/;

/**
 * The JSON API (documented in docs/reference/api.md): the list with paging, one petition,
 * creating, signing, reporting, and live counts as Server-Sent Events.
 */
export function petitionsApi(service: PetitionService, live: LiveCounts): Router {
  const router = Router();
  router.use(jsonBody(API_BODY_LIMIT));

  router.get("/", async (req, res) => {
    const params = new URL(req.originalUrl, "http://localhost").searchParams;
    const answer = await listAnswer(service, params, apiLanguage(req), wantsFresh(req.headers["cache-control"]));
    await sendRead(req, res, answer);
  });

  /** A command's answer, as JSON with its status and headers (no ETag: an answer to a write is never revalidated). */
  const answer = (res: Response, result: CommandResult, language: Language) => {
    const { status, headers, body } = commandAnswer(result, language);
    const text = JSON.stringify(body);
    res.status(status);
    for (const [name, value] of headers) res.append(name, value);
    res.set({ "Content-Type": JSON_TYPE, "Content-Length": String(Buffer.byteLength(text)) }).end(text);
  };

  router.post("/", async (req, res) => {
    // The honeypot belongs to the page's form; the API takes only the documented fields.
    const body =
      typeof req.body === "object" && req.body !== null ? { ...req.body, [HONEYPOT_FIELD]: undefined } : req.body;
    // The petition keeps the requester's language (`?lang=`, as the pages' script sends, or Accept-Language).
    const result = await service.run("create", body, { ...requesterOf(req), language: apiLanguage(req) });
    // Through the API a creation is never discarded: the honeypot is not one of its fields.
    answer(
      res,
      result.answer === "created" && !result.petition ? { ...result, answer: "invalid" } : result,
      apiLanguage(req),
    );
  });

  /** Which of the petitions `ids` names this browser has signed: the per-visitor part of the pages. */
  router.get("/signed", async (req, res) => {
    // The signer cookie's answer: private, whatever spelling of the address reached this route.
    res.locals.perVisitor = true;
    const ids = parseIds(req.query.ids);
    if (!ids) {
      res.status(400).json({ error: catalogue(apiLanguage(req)).api.badIds });
      return;
    }
    const result = await service.signedAmong(ids, requesterOf(req));
    if (result.status === "unavailable") {
      refuse(res, result, apiLanguage(req));
      return;
    }
    res.json({ signed: result.ids });
  });

  router.get("/events", async (req, res) => {
    const ids = parseIds(req.query.ids);
    if (!ids) {
      res.status(400).json({ error: catalogue(apiLanguage(req)).api.badIds });
      return;
    }
    await live.attach(res, ids, clientNetwork(requesterOf(req).ip), catalogue(apiLanguage(req)).api.tooManyStreams);
  });

  // Open petitions like a title being written: counted against the search allowance (app/search/api.server.ts).
  router.get("/similar", async (req, res) => {
    const language = apiLanguage(req);
    const title = req.query.title;
    if (typeof title !== "string" || title.trim() === "" || title.length > PETITION_LIMITS.title) {
      res.status(400).json({ error: catalogue(language).api.badTitle, invalid: ["title"] });
      return;
    }
    // The similar titles are a search of petitions: refused, as a search is, by the search allowance.
    if (answeredRefusal(res, "searchRetryAfter", () => catalogue(language).outcome.rateLimited)) return;
    const result = await service.similar(title);
    if (result.status !== "ok") {
      res.status(503).json({ error: catalogue(language).api.unavailable });
      return;
    }
    await sendRead(req, res, { status: 200, body: { petitions: result.petitions } });
  });

  router.get("/:id", async (req, res) => {
    const answer = await petitionAnswer(
      service,
      req.params.id,
      apiLanguage(req),
      wantsFresh(req.headers["cache-control"]),
    );
    await sendRead(req, res, answer);
  });

  // A petition's signatures by hour or day (UTC), in JSON or CSV. A long petition's answer is thousands of
  // periods: each form is written and compressed once per change of the petition, kept with the hours it
  // was made from (the read cache gives the same hours until the next change).
  const made = new WeakMap<object, Map<string, Promise<Compressed>>>();
  for (const csv of [false, true]) {
    router.get(csv ? "/:id/counts.csv" : "/:id/counts", async (req, res) => {
      const answer = await countsAnswer(service, req.params.id, req.query.interval, apiLanguage(req));
      if (answer.history === undefined) return sendRead(req, res, answer);
      const forms = made.get(answer.history) ?? new Map<string, Promise<Compressed>>();
      made.set(answer.history, forms);
      const key = `${csv ? "csv" : "json"} ${answer.interval}`;
      let body = forms.get(key);
      if (!body) {
        const answered = answer.body() as { counts: PeriodCount[] };
        body = csv
          ? compressed(Buffer.from(countsCsv(answered.counts)), "text/csv; charset=utf-8", "run-time")
          : compressed(Buffer.from(JSON.stringify(answered)), "application/json; charset=utf-8", "run-time");
        forms.set(key, body);
      }
      if (csv) res.set("Content-Disposition", `inline; filename="petition-${req.params.id}-counts.csv"`);
      res.locals.precompressed = true;
      sendRepresentations(req, res, await body);
    });
  }

  router.get("/:id/events", async (req, res) => {
    const id = parsePetitionId(req.params.id);
    if (id === null) {
      res.status(404).json({ error: catalogue(apiLanguage(req)).api.notFound });
      return;
    }
    await live.attach(res, [id], clientNetwork(requesterOf(req).ip), catalogue(apiLanguage(req)).api.tooManyStreams);
  });

  router.post("/:id/signatures", async (req, res) => {
    answer(res, await service.run("sign", req.params.id, requesterOf(req)), apiLanguage(req));
  });

  // PETITION_SIGNING=email: a request to sign, confirmed from the link it emails (no such address otherwise).
  router.post("/:id/signature-requests", async (req, res, next) => {
    if (service.signing !== "email") return next();
    const body = typeof req.body === "object" && req.body !== null ? req.body : {};
    const requester = { ...requesterOf(req), language: apiLanguage(req) };
    answer(res, await service.run("request", { ...body, petitionId: req.params.id }, requester), apiLanguage(req));
  });

  router.post("/:id/reports", async (req, res) => {
    answer(res, await service.run("report", req.params.id, requesterOf(req)), apiLanguage(req));
  });

  router.use((req, res) => {
    res.status(404).json({ error: catalogue(apiLanguage(req)).api.noSuchEndpoint });
  });

  // Malformed or oversized bodies: a client error in JSON, never a 500.
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500 || res.headersSent) return next(error);
    const t = catalogue(apiLanguage(req)).api;
    if (status === 413) closeAfterAnswer(req, res);
    res.status(status).json({ error: status === 413 ? t.tooLarge : t.malformed });
  };
  router.use(onError);
  return router;
}
