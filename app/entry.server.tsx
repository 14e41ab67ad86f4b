import { existsSync, readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { en } from "./i18n/en";
import { ga } from "./i18n/ga";
import { provideMessages } from "./i18n/language";
import { IslandRendererContext, type IslandScripts, IslandScriptsContext } from "./islands/islands";
import { NonceContext } from "./nonce";
import { OriginContext } from "./origin";

// The server renders pages in both languages: both catalogues are at hand from the start.
provideMessages("en", en);
provideMessages("ga", ga);

export const streamTimeout = 5_000;

type ViteManifest = Record<string, { file: string; css?: string[] }>;

/**
 * From Vite's manifest of the client build (build/client/.vite, beside the server build's folder):
 * the islands' script, which static pages name (app/islands), and the text of the site's
 * stylesheet, which every built page carries in its head. None in development, where every page
 * hydrates whole and links the stylesheet (Vite's development modules expect the app's own entry).
 */
function islandScripts(): IslandScripts | null {
  const ENTRY = "app/islands/client.tsx";
  if (import.meta.env.DEV) return null;
  // The build's folder is above this module's chunk, one or two levels up.
  const folder = ["../client/", "../../client/"]
    .map((candidate) => new URL(candidate, import.meta.url))
    .find((candidate) => existsSync(new URL(".vite/manifest.json", candidate)));
  if (!folder) return null;
  const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", folder), "utf8")) as ViteManifest;
  const entry = manifest[ENTRY];
  const root = Object.entries(manifest).find(([key]) => key.startsWith("app/root.tsx"))?.[1];
  if (!entry || !root) return null;
  const css = (root.css ?? []).map((file) => readFileSync(new URL(file, folder), "utf8")).join("\n");
  return { entry: `/${entry.file}`, css };
}

const ISLAND_SCRIPTS = islandScripts();

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
          <IslandScriptsContext value={ISLAND_SCRIPTS}>
            <IslandRendererContext value={renderToString}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
            </IslandRendererContext>
          </IslandScriptsContext>
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
