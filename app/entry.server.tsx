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
import { SiteBannerContext } from "./banner/site-banner";
import { en } from "./i18n/en";
import { ga } from "./i18n/ga";
import { languageOfPath, provideMessages } from "./i18n/language";
import {
  type IslandScripts,
  IslandScriptsContext,
  type IslandServer,
  IslandServerContext,
  islandsByName,
} from "./islands/islands";
import { OriginContext } from "./origin";
import { refusedPostOf, refusedPostPage } from "./petitions/refused-post";

// The server renders pages in both languages: both catalogues are at hand from the start.
provideMessages("en", en);
provideMessages("ga", ga);

export const streamTimeout = 5_000;

type ViteManifest = Record<string, { file: string; css?: string[] }>;

/** The islands' script as the build names it, and as Vite's dev server serves it. */
const ISLANDS_ENTRY = "app/islands/client.tsx";
const DEVELOPMENT_ENTRY = "/app/islands/development.ts";

/**
 * The islands' script and the site's stylesheet. In the build, from Vite's manifest of the
 * client build (build/client/.vite, beside the server build's folder): the entry's chunk, and the
 * stylesheet's text, which every built page carries in its head. In development, Vite's dev
 * server serves the same script from its source (with hot reload) and the stylesheet.
 */
function islandScripts(): IslandScripts | null {
  if (import.meta.env.DEV) return { entry: DEVELOPMENT_ENTRY, css: null, stylesheet: "/app/app.css" };
  // The build's folder is above this module's chunk, one or two levels up.
  const folder = ["../client/", "../../client/"]
    .map((candidate) => new URL(candidate, import.meta.url))
    .find((candidate) => existsSync(new URL(".vite/manifest.json", candidate)));
  if (!folder) return null;
  const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", folder), "utf8")) as ViteManifest;
  const entry = manifest[ISLANDS_ENTRY];
  const root = Object.entries(manifest).find(([key]) => key.startsWith("app/root.tsx"))?.[1];
  if (!entry || !root) return null;
  const css = (root.css ?? []).map((file) => readFileSync(new URL(file, folder), "utf8")).join("\n");
  return { entry: `/${entry.file}`, css, stylesheet: null };
}

const ISLAND_SCRIPTS = islandScripts();

/** Every island module, by its component: the server names each island it draws (app/islands). */
const ISLAND_NAMES = new Map(
  [
    ...islandsByName(import.meta.glob<{ default: React.ComponentType<never> }>("./**/*.island.tsx", { eager: true })),
  ].map(([name, module]) => [module.default, name]),
);

const ISLAND_SERVER: IslandServer = {
  render: renderToString,
  nameOf: (component) => ISLAND_NAMES.get(component),
};

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
  loadContext?: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A form post refused for its sender's allowance: a short page of its own, nothing of the page drawn.
  const refused = refusedPostOf(routerContext.staticHandlerContext.errors);
  if (refused) {
    const language = languageOfPath(new URL(request.url).pathname);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Retry-After", String(refused.retryAfterSeconds));
    return new Response(refusedPostPage(language, refused), { status: 429, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Stops a render that never finishes; cleared once it has, so that no finished page's render is kept
    // alive by its timer (1,000 searches in a few seconds held some 150 MB for the timers' 6 seconds).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <OriginContext value={new URL(request.url).origin}>
        <SiteBannerContext value={loadContext?.banner ?? null}>
          <IslandScriptsContext value={ISLAND_SCRIPTS}>
            <IslandServerContext value={ISLAND_SERVER}>
              <ServerRouter context={routerContext} url={request.url} />
            </IslandServerContext>
          </IslandScriptsContext>
        </SiteBannerContext>
      </OriginContext>,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          body.once("finish", () => clearTimeout(timer));
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
    timer.unref();
  });
}
