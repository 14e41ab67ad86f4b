/**
 * The offline service worker, bundled by scripts/build-service-worker.js into
 * build/client/sw.js with the list of files it keeps (the precache).
 *
 * It keeps only what the build lists: the preparedness guide, the pages with
 * the emergency numbers, the scripts and styles they need (the Irish catalogue
 * included) and the app icons. Nothing is written to a cache at run time, so
 * petitions, /api/* and anything else that depends on the visitor never are.
 * The kept pages are stored without the site banner: a banner is news of the
 * moment, shown online (pages come from the network first), and must not live
 * on in an offline copy after it is switched off.
 */
import { clientsClaim } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { CONSOLE_ADDRESS } from "~/pages/console-address";
import { withoutBanner } from "./banner-marker";
import { offlineLanguage, renderOfflinePage } from "./offline-page";

// The worker's own global scope; the project's TypeScript setup knows the page's DOM, not the worker's.
declare const self: { skipWaiting(): Promise<void> };
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __OFFLINE_STYLESHEET__: string;

/** How long a kept page waits for the network before the kept copy is shown. */
const KEPT_PAGE_TIMEOUT_SECONDS = 4;

// A new build's worker takes over at once: its install step has already
// fetched the new files, and the activate step below drops the old ones.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** A server error counts as a failure, so a kept page is shown instead. */
const serverErrorIsFailure = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.status >= 500) throw new Error(`Server answered ${response.status}`);
    return response;
  },
};

/** The offline page in the language of the address asked for. */
const offlinePage = (url: URL) =>
  new Response(renderOfflinePage(__OFFLINE_STYLESHEET__, offlineLanguage(url.pathname)), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });

/** The operators' console is never answered by the worker: the browser asks the server directly. */
const CONSOLE_NOT_HANDLED = { denylist: [CONSOLE_ADDRESS] };

const keptPage = new NetworkOnly({
  networkTimeoutSeconds: KEPT_PAGE_TIMEOUT_SECONDS,
  plugins: [serverErrorIsFailure],
});
const otherPage = new NetworkOnly();

// Page loads: always the network first, so a visitor online reads the
// current build. When it fails, a kept page comes from the precache and any
// other address gets the offline page.
registerRoute(
  new NavigationRoute(async (options) => {
    const path = options.url.pathname.replace(/(.)\/+$/, "$1");
    if (getCacheKeyForURL(path)) {
      try {
        return await keptPage.handle(options);
      } catch {
        return (await matchPrecache(path)) ?? offlinePage(options.url);
      }
    }
    try {
      return await otherPage.handle(options);
    } catch {
      return offlinePage(options.url);
    }
  }, CONSOLE_NOT_HANDLED),
);

// React Router asks /__manifest which routes exist before it moves to an
// address inside the page. When that cannot be answered, its own "load this
// address as a document" reply hands the move to the page loads above.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === "/__manifest",
  new NetworkOnly({
    networkTimeoutSeconds: KEPT_PAGE_TIMEOUT_SECONDS,
    plugins: [
      {
        handlerDidError: async () =>
          new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } }),
      },
    ],
  }),
);

// A kept page is stored without the site banner it had when it was fetched (./banner-marker.ts).
addPlugins([
  {
    cacheWillUpdate: async ({ response }) => {
      if (!response || response.status >= 400) return null;
      if (!/^text\/html/i.test(response.headers.get("content-type") ?? "")) return response;
      const html = await response.text();
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response(withoutBanner(html), { status: response.status, statusText: response.statusText, headers });
    },
  },
]);

// The kept scripts, styles and icons: from the precache, whatever the network.
precacheAndRoute(__PRECACHE_MANIFEST__);
