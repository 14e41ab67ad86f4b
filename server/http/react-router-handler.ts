import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { HttpError, readBody, validFormText } from "./bodies";
import { type CacheKind, cacheKindOf } from "./cache-policy";
import { sendMadeNow } from "./compress";

/** The bodies' limits and readers, where the server's composition has always found them (server/http/bodies.ts). */
export {
  API_BODY_LIMIT,
  announcedTooLarge,
  bodyLimitOf,
  closeAfterAnswer,
  HttpError,
  httpErrorText,
  jsonBody,
  PAGE_BODY_LIMIT,
  readBody,
  strictUtf8,
  tooLargeText,
  validFormText,
} from "./bodies";

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
      if (body && !validFormText(body, req.get("content-type") ?? "")) {
        throw new HttpError(400, "formNotUtf8");
      }
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
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body && shareable(req, res, response)) {
    // The same for everyone (a page rendered at run time, its data): whole, with a strong ETag, and
    // compressed as the stores compress (server/http/compress.ts).
    const type = response.headers.get("content-type") ?? "text/html; charset=utf-8";
    res.removeHeader("Content-Length");
    await sendMadeNow(req, res, Buffer.from(await response.arrayBuffer()), type);
    return;
  }
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

/** Whether a rendered response may be kept by shared caches: it then gets a strong ETag. */
function shareable(req: ExpressRequest, res: ExpressResponse, response: Response): boolean {
  const contentType = response.headers.get("content-type") ?? "";
  const kind = cacheKindOf({
    method: req.method,
    path: req.path,
    status: response.status,
    setsCookie: res.hasHeader("set-cookie"),
    contentType,
  });
  return !UNSHARED.has(kind);
}

/** Kinds never kept by a shared cache, and streams, which are never buffered. */
const UNSHARED = new Set<CacheKind>(["noStore", "private", "console", "stream"]);
