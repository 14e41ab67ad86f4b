import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

/**
 * The largest body a page accepts (form posts to /petitions and its `.data`
 * twin, urlencoded or multipart). The petition form at its limits, written in
 * 4-byte characters and percent-encoded, is about 16 kB; twice that leaves
 * room for new fields without letting a post grow into megabytes.
 */
export const PAGE_BODY_LIMIT = 32 * 1024;

export const TOO_LARGE_MESSAGE = `The request body is too large: a page accepts at most ${PAGE_BODY_LIMIT / 1024} kB.`;

/** Up to this size, a refused body is read and thrown away rather than the connection closed. */
const DISCARD_LIMIT = 10 * 1024 * 1024;

/** An error the Express error handler answers with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Refuses a body announced as larger than `limit` with 413 before reading any
 * of it. Bodies without a length (chunked) are counted as they are read.
 */
export function refuseLargeBodies(limit: number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    if (!(length > limit)) return next();
    res.locals.malformed = true;
    // Node reads the unread body and throws it away, so a client still sending
    // gets this answer instead of a broken pipe. A body announced as huge is
    // not worth reading: that connection is closed.
    if (length > DISCARD_LIMIT) res.set("Connection", "close");
    res.status(413).set("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ error: "The request body is too large." });
    else res.type("text/plain").send(TOO_LARGE_MESSAGE);
  };
}

/** Reads a request body into memory, failing with 413 as soon as it passes `limit` bytes. */
export function readBody(req: ExpressRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanUp();
        req.unpipe();
        req.resume(); // discard the rest without keeping it
        reject(new HttpError(413, TOO_LARGE_MESSAGE));
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
      reject(new HttpError(400, `The request body could not be read: ${error.message}`));
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

export type ReactRouterHandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  bodyLimit: number;
  /**
   * The origin pages are drawn at (PUBLIC_URL): the URL React Router sees for a GET or HEAD, so no
   * header of the request can change a page. Posts keep the request's own origin, which React Router
   * compares with their Origin header.
   */
  publicOrigin?: string;
};

/**
 * Hands a request to React Router. It replaces `@react-router/express`'s
 * adapter for two reasons: the body is read here, within `bodyLimit`, before
 * any route sees it (the adapter streams it without a limit), and the URL is
 * built from the Host and path that `requestGuard` has already checked and
 * normalised (the adapter throws on a Host such as `[` and answers 500).
 */
export function reactRouterHandler({
  build,
  mode,
  getLoadContext,
  bodyLimit,
  publicOrigin,
}: ReactRouterHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const body = hasBody ? await readBody(req, bodyLimit) : undefined;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        if (Array.isArray(value)) for (const item of value) headers.append(name, item);
        else headers.set(name, value);
      }
      // req.protocol and req.host honour X-Forwarded-Proto/-Host only when TRUST_PROXY says to.
      const host = req.host || "localhost";
      const origin = publicOrigin && !hasBody ? publicOrigin : `${req.protocol}://${host}`;
      const url = new URL(`${origin}${req.url}`);
      const request = new Request(url, { method: req.method, headers, body, signal: controller.signal });
      const response = await handle(request, getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // Server-Sent Events: send the headers at once, before the first event.
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
