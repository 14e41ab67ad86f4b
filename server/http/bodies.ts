import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { isApiTarget } from "./classify";
import { REFUSAL_WORDS, type RefusalKind, refusalWords } from "./refusals";

/*
 * Request bodies, as every router of the server reads them: their limits, reading them within those limits,
 * the API's JSON, and the connection closed after a refused one.
 */

/**
 * The largest body a page accepts (form posts to /petitions and its `.data`
 * twin, urlencoded or multipart). The petition form at its limits, written in
 * 4-byte characters and percent-encoded, is about 16 kB; twice that leaves
 * room for new fields without letting a post grow into megabytes.
 */
export const PAGE_BODY_LIMIT = 32 * 1024;

/** The largest JSON body the API accepts. */
export const API_BODY_LIMIT = 16 * 1024;

/**
 * An error the Express error handler answers with its status and the words of its `refusal`, in the
 * request's language (server/http/refusals.ts); its message is the English, for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: RefusalKind | "pageTooLarge",
  ) {
    super(
      refusal === "pageTooLarge" ? REFUSAL_WORDS.en.pageTooLarge(PAGE_BODY_LIMIT / 1024) : REFUSAL_WORDS.en[refusal],
    );
  }
}

/** The words of an HttpError for this request, in its language; a page's 413 names the page limit. */
export function httpErrorText(
  error: HttpError,
  req: Parameters<typeof refusalWords>[0],
  pageLimit = PAGE_BODY_LIMIT,
): string {
  if (error.refusal !== "pageTooLarge") return refusalWords(req)[error.refusal];
  return tooLargeText(req, pageLimit);
}

/** How long a connection stays half-open after a refused body, so the client can read the answer. */
const CLOSE_DELAY_MS = 2_000;

/**
 * Marks the answer as the connection's last and stops reading: once it is sent
 * the server ends its side (the client reads the answer, then the end), reads
 * nothing more of the body, and closes the socket shortly after. Closing at once
 * would reset the connection under a client still sending, which then loses
 * the answer.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Connection", "close");
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.pause();
    setTimeout(() => socket.destroy(), CLOSE_DELAY_MS).unref();
  };
}

/** The body limit of a path: JSON to the API, or a page's form. */
export const bodyLimitOf = (path: string, pageLimit: number) => (isApiTarget(path) ? API_BODY_LIMIT : pageLimit);

/**
 * The body limit's check: a body announced as larger than the limit of its path (`pageLimit` for
 * pages, API_BODY_LIMIT for the API) is refused with 413 by the request pipeline
 * (server/http/pipeline.ts) before any of it is read, and the connection closes: the rest of the body
 * is never read. Bodies without a length (chunked) are counted as they are read (`readBody`).
 */
export function announcedTooLarge(req: IncomingMessage, path: string, pageLimit = PAGE_BODY_LIMIT): boolean {
  const length = Number(req.headers["content-length"] ?? 0);
  return length > bodyLimitOf(path, pageLimit);
}

/** The words of the body limit's 413: the API's, or the page's naming its limit. */
export function tooLargeText(req: Parameters<typeof refusalWords>[0], pageLimit = PAGE_BODY_LIMIT): string {
  const words = refusalWords(req);
  return isApiTarget(req.originalUrl ?? req.url) ? words.tooLarge : words.pageTooLarge(pageLimit / 1024);
}

/**
 * Reads a request body into memory, failing with 413 as soon as it passes
 * `limit` bytes: reading stops there, and the answer closes the connection.
 */
export function readBody(req: ExpressRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  // A body read once (by the API's reader, before a later step) is given again, not waited for.
  const known = bodiesRead.get(req);
  if (known) return known;
  const reading = readOnce(req, limit);
  bodiesRead.set(req, reading);
  return reading;
}

/** The bodies read so far, per request. */
const bodiesRead = new WeakMap<ExpressRequest, Promise<Uint8Array<ArrayBuffer>>>();

function readOnce(req: ExpressRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanUp();
        req.unpipe();
        req.pause();
        reject(new HttpError(413, "pageTooLarge"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(body);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(Object.assign(new HttpError(400, "unreadableBody"), { cause: error }));
    };
    const cleanUp = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** Decodes UTF-8, or null when the bytes are not valid UTF-8 (never a silent U+FFFD). */
export function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The API's JSON bodies: read within `limit` (413 as soon as it is passed, and
 * the connection closed), refused with 400 when they are not valid UTF-8 or not
 * JSON. Any body is read within the limit, JSON or not, so none is read past
 * it; only a JSON one becomes `req.body`.
 */
export function jsonBody(limit: number): RequestHandler {
  return async (req, _res, next) => {
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (!hasBody) return next();
    try {
      const bytes = await readBody(req, limit);
      if (!req.is("application/json")) return next();
      const text = strictUtf8(bytes);
      if (text === null) throw new HttpError(400, "bodyNotUtf8");
      try {
        req.body = JSON.parse(text);
      } catch {
        throw new HttpError(400, "bodyNotJson");
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

const isHexDigit = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));

/**
 * Whether a form body's text is UTF-8, escapes included: the form parser would
 * otherwise store U+FFFD in place of invalid bytes or of an escaped lone
 * surrogate (`%ED%A0%80`). A malformed escape (`%zz`) stays text, as the
 * parser keeps it.
 */
export function validFormText(body: Uint8Array, contentType: string): boolean {
  if (strictUtf8(body) === null) return false;
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType.trim())) return true;
  const unescaped = new Uint8Array(body.length);
  let length = 0;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index] as number;
    if (byte === 0x25 && isHexDigit(body[index + 1]) && isHexDigit(body[index + 2])) {
      unescaped[length++] = Number.parseInt(
        String.fromCharCode(body[index + 1] as number, body[index + 2] as number),
        16,
      );
      index += 2;
    } else {
      unescaped[length++] = byte;
    }
  }
  return strictUtf8(unescaped.subarray(0, length)) !== null;
}
