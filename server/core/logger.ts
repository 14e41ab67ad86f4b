import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import pino from "pino";

/**
 * The server's log: one JSON object per line on stdout (pino), so a log
 * collector can read it without parsing prose. What never goes in: request
 * bodies, cookies, header values, query strings, email addresses.
 */
const options: pino.LoggerOptions = {
  // LOG_LEVEL is applied by main.ts once server/core/env.ts has checked it.
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
};

export const log = pino(options);

/**
 * The request lines (one per request, thousands a second under load): the
 * same format on the same stdout, but written in batches of about 4 kB, at
 * the latest 50 ms after they happen, off the main thread, and flushed when
 * the process exits. Each write is a whole number of lines of at most 4 kB,
 * which a pipe takes at once, so lines of the two loggers never mix. Written
 * one by one, they cost more than answering a prerendered page. They follow
 * the level of `log`.
 */
const requestLines = pino(
  options,
  pino.destination({ dest: 1, sync: false, minLength: 4000, maxWrite: 4096, periodicFlush: 50 }),
);
const logRequestLine = (line: object) => {
  if (log.isLevelEnabled("info")) requestLines.info(line, "request");
};

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
 * A console set-up link's secret (app/admin/gate.server.ts): the route is logged, never the token. Every
 * segment after a `setup` segment is masked (a `.data` ending kept), whatever the spelling around it:
 * `/admin/setup/x/../<token>` or `/%61dmin/setup/<token>` hide the token as `/admin/setup/<token>` does.
 */
function withoutSetupTokens(path: string): string {
  const segments = path.split("/");
  const setup = segments.findIndex((segment) => segment.toLowerCase() === "setup");
  if (setup === -1) return path;
  return segments
    .map((segment, index) =>
      index <= setup || segment === "" || segment === "." || segment === ".."
        ? segment
        : segment.replace(/^[^.]*/, "[token]"),
    )
    .join("/");
}

/**
 * The path as logged: no query string, no email address, no set-up link's
 * token, at most 200 characters. Escapes are decoded before the address is
 * looked for (twice, for `%2540`), so `/alice%40example.org` is masked like
 * `/alice@example.org`; a path that names a set-up link in any spelling is
 * logged decoded, its token masked.
 */
export function loggablePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  const decoded = decodeEscapes(decodeEscapes(path));
  if (decoded.split("/").some((segment) => segment.toLowerCase() === "setup")) {
    return withoutSetupTokens(decoded).replace(EMAIL, "[email]").slice(0, 200);
  }
  const masked =
    decoded === path || !new RegExp(EMAIL.source).test(decoded)
      ? path.replace(EMAIL, "[email]")
      : decoded.replace(EMAIL, "[email]");
  return masked.slice(0, 200);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A request's id: the client's `X-Request-Id` when it looks like one, otherwise a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Writes a request's line once its response is finished or its client has
 * gone away: the response's `close` event comes in both cases, after `finish`
 * when it finished. `rateLimited` sends the line through a rate limit instead
 * (requests the guard refused as malformed).
 */
export function logWhenDone(
  res: ServerResponse,
  fields: { reqId: string; method: string | undefined; path: string },
  started: bigint,
  rateLimited?: () => ((write: () => void) => void) | undefined,
): void {
  res.once("close", () => {
    const finished = res.writableFinished;
    const line = {
      ...fields,
      status: finished || res.headersSent ? res.statusCode : 0,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(finished ? {} : { aborted: true }),
    };
    const budget = rateLimited?.();
    if (budget) budget(() => logRequestLine(line));
    else logRequestLine(line);
  });
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
