import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import pino from "pino";

/**
 * The server's log: one JSON object per line on stdout (pino), so a log
 * collector can read it without parsing prose. What never goes in: request
 * bodies, cookies, header values, query strings, email addresses.
 */
export const log = pino({
  // LOG_LEVEL is applied by main.ts once server/env.ts has checked it.
  level: "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // Errors keep their type, message, code and stack; PostgreSQL's `detail`
  // and `where` can quote a row (and the row holds the submitter's email).
  serializers: {
    err: (error: unknown) => {
      if (!(error instanceof Error)) return { message: String(error) };
      const code = (error as { code?: unknown }).code;
      return {
        type: error.name,
        message: error.message,
        ...(typeof code === "string" ? { code } : {}),
        stack: error.stack,
      };
    },
  },
});

const EMAIL = /[^\s/@]+@[^\s/@]+\.[^\s/@]+/g;

/** Text as logged: every email address in it replaced. */
export const withoutEmails = (text: string) => text.replace(EMAIL, "[email]");

/** Runs of valid escapes decoded (`%40` is `@`); malformed ones are left as they are. */
const decodeEscapes = (path: string) =>
  path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/**
 * The path as logged: no query string, no email address, at most 200
 * characters. Escapes are decoded before the address is looked for (twice, for
 * `%2540`), so `/alice%40example.org` is masked like `/alice@example.org`.
 */
export function loggablePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  const decoded = decodeEscapes(decodeEscapes(path));
  if (decoded === path || !new RegExp(EMAIL.source).test(decoded)) return path.replace(EMAIL, "[email]").slice(0, 200);
  return decoded.replace(EMAIL, "[email]").slice(0, 200);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One line per request, written when the response is finished or the client
 * goes away: method, path, status, duration and a request id (the client's
 * `X-Request-Id` when it looks like one, otherwise a new one; echoed back).
 * Requests the guard refused as malformed are logged through a rate limit.
 */
export function requestLog(): RequestHandler {
  const malformedBudget = rateLimitedLog(10, 1_000);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.get("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.set("X-Request-Id", id);
    // Taken now: later middleware may rewrite req.url to its normal form.
    const path = loggablePath(req.originalUrl ?? req.url ?? "");
    let logged = false;
    const write = () => {
      if (logged) return;
      logged = true;
      const line = {
        reqId: id,
        method: req.method,
        path,
        status: res.writableFinished ? res.statusCode : res.headersSent ? res.statusCode : 0,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.locals.malformed === true) {
        malformedBudget(() => log.info(line, "request"));
      } else {
        log.info(line, "request");
      }
    };
    res.once("finish", write);
    res.once("close", write);
    next();
  };
}

/**
 * Runs `write` at most `limit` times per `windowMs`; when a window had more,
 * one line says how many were left out (written when the window ends).
 */
export function rateLimitedLog(
  limit: number,
  windowMs: number,
  droppedMessage = "malformed requests not logged in the last window",
  now: () => number = Date.now,
): (write: () => void) => void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const report = () => {
    clearTimeout(timer);
    timer = undefined;
    if (dropped > 0) log.warn({ dropped }, droppedMessage);
    dropped = 0;
  };
  return (write) => {
    const time = now();
    if (time - windowStart >= windowMs) {
      report();
      windowStart = time;
      written = 0;
    }
    if (written < limit) {
      written += 1;
      write();
      return;
    }
    dropped += 1;
    timer ??= setTimeout(report, Math.max(0, windowStart + windowMs - time)).unref();
  };
}

/**
 * Error lines while something is down (the database, the disk): every failed
 * request would write one. At most 10 a second are written; one line a second
 * counts those left out.
 */
export const errorLog = rateLimitedLog(10, 1_000, "error lines not written in the last second (the same failures)");
