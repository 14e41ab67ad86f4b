import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { ga } from "./i18n/ga";
import { provideIrishMessages } from "./i18n/language";
import { NonceContext } from "./nonce";
import { OriginContext } from "./origin";

// The server renders pages in both languages: the Irish catalogue is at hand from the start.
provideIrishMessages(ga);

export const streamTimeout = 5_000;

/**
 * A 4xx that the router answers by itself (a POST to a page that has no form,
 * a method a route does not take) is the client's mistake: the request log
 * records it, and no stack trace is written. Real failures are.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * Renders the whole document before answering (pages are small), so the status
 * and headers are final and prerendered files are complete.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.nonce ?? "";

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <OriginContext value={new URL(request.url).origin}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
        </OriginContext>
      </NonceContext>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
