// After `react-router build`: writes build/client/sw.js, the offline service
// worker (app/offline/service-worker.ts), with the list of files it keeps.
//
//   node scripts/build-service-worker.js [client folder]   (default build/client)
//
// The list is read from the build itself: each kept page's prerendered HTML
// names the scripts and styles it loads, and Vite's manifest names the Irish
// catalogue chunk, which the page loads only when a visitor chooses Gaeilge.
// Each file is listed with a revision (a hash of its content; hashed asset
// names need none), so a new build gives a new worker that fetches what
// changed and drops what is gone.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import {
  chunksOf,
  ISLANDS_ENTRY,
  islandChunks,
  reachableFrom,
  readViteManifest,
  stylesheetOf,
  withImports,
} from "./vite-manifest.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Pages kept for reading offline, at their English and Irish addresses: the guide
 * and the two pages with emergency numbers. Each must be prerendered (per-request
 * pages hold the visitor's data and are never kept).
 */
const KEPT_PAGES = ["/ready-brehon", "/services/foreign-affairs", "/services/social"];
export const OFFLINE_PAGES = KEPT_PAGES.flatMap((page) => [page, `/ga${page}`]);

/**
 * Modules the kept pages load on demand: the two catalogues, and whatever the islands' script may
 * load (the guide's island, the desktop menus), found by following its imports in the manifest.
 */
const LAZY_MODULES = ["app/i18n/en.ts", "app/i18n/ga.ts"];

/** The app's icons and manifest, so the guide opens from a home screen without a network. */
const SHELL_FILES = [
  "favicon.svg",
  "manifest.webmanifest",
  "icons/icon.svg",
  "icons/icon-192.png",
  "icons/icon-512.png",
  "icons/icon-maskable-512.png",
  "icons/apple-touch-icon.png",
];

const md5 = (file) => createHash("md5").update(readFileSync(file)).digest("hex");

/** Every /assets/ file a prerendered page links, preloads or imports. */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"|from "(\/assets\/[^"]+)"/g)) {
    found.add(match[1] ?? match[2]);
  }
  return found;
}

/** The precache list: `{ url, revision }` for each kept file. */
export function precacheEntries(clientDir) {
  const entries = new Map();
  const assets = new Set();
  const drawn = new Set();
  for (const page of OFFLINE_PAGES) {
    const file = path.join(clientDir, page, "index.html");
    if (!existsSync(file))
      throw new Error(`${page} has no prerendered page (${file}); only prerendered pages are kept`);
    entries.set(page, md5(file));
    const html = readFileSync(file, "utf8");
    for (const asset of assetsOf(html)) assets.add(asset);
    for (const [, island] of html.matchAll(/data-island="([\w-]+)"/g)) drawn.add(island);
  }
  const viteManifest = readViteManifest(clientDir);
  for (const key of LAZY_MODULES) for (const chunk of chunksOf(viteManifest, key)) assets.add(chunk);
  // What the islands' script may load, but the islands the kept pages never draw (a form, the petitions).
  const undrawn = new Set(
    [...islandChunks(viteManifest)].flatMap(([island, chunk]) => (chunk && !drawn.has(island) ? [chunk] : [])),
  );
  for (const chunk of reachableFrom(viteManifest, ISLANDS_ENTRY, undrawn)) assets.add(chunk);
  // A static page names only the islands' entry (and has its stylesheet inline): add what the
  // entry imports, and the stylesheet, which the offline page uses too.
  const kept = withImports(viteManifest, assets);
  kept.add(stylesheetOf(viteManifest));
  for (const asset of [...kept].sort()) {
    if (!existsSync(path.join(clientDir, asset))) throw new Error(`${asset} is named by a kept page but was not built`);
    entries.set(asset, null); // the hash in the name is the revision
  }
  for (const file of SHELL_FILES) entries.set(`/${file}`, md5(path.join(clientDir, file)));
  return [...entries].map(([url, revision]) => ({ url, revision }));
}

export async function buildServiceWorker(clientDir) {
  const entries = precacheEntries(clientDir);
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    publicDir: false,
    resolve: { tsconfigPaths: true },
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(entries),
      __OFFLINE_STYLESHEET__: JSON.stringify(stylesheetOf(readViteManifest(clientDir))),
      // Workbox leaves its development logging out of production bundles.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: "es2020",
      rollupOptions: {
        input: path.join(ROOT, "app/offline/service-worker.ts"),
        output: { format: "iife", entryFileNames: "sw.js" },
      },
    },
  });
  const size = readFileSync(path.join(clientDir, "sw.js")).length;
  console.log(`Wrote sw.js (${(size / 1024).toFixed(1)} kB) keeping ${entries.length} files`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServiceWorker(path.resolve(process.argv[2] ?? path.join(ROOT, "build/client")));
}
