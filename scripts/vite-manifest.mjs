// Reading the client build's Vite manifest (build/client/.vite/manifest.json, never served): which
// chunk a source module became, and which chunks a chunk imports before it runs. A static page names
// only the islands' entry script; the chunks it imports load from the entry, so the page-weight
// report and the offline service worker follow the imports here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The islands' script, an entry of the client build (app/islands/client.tsx). */
export const ISLANDS_ENTRY = "app/islands/client.tsx";

export function readViteManifest(clientDir) {
  return JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
}

/** A module's chunk and every chunk it imports (statically), as site paths ("/assets/…"). */
export function chunksOf(manifest, key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
  if (found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) found.add(`/${css}`);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

/**
 * A module's chunk and every chunk it imports, statically or on demand (dynamic imports), as site
 * paths; `except` names chunks (and so what only they import) to leave out.
 */
export function reachableFrom(manifest, key, except = new Set(), found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
  if (found.has(`/${chunk.file}`) || except.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    reachableFrom(manifest, imported, except, found);
  }
  return found;
}

/** Every island module of the app (`*.island.tsx`, app/islands/islands.tsx), as a path from the project's root. */
export function islandModules(folder = path.join(ROOT, "app")) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return islandModules(full);
    return entry.name.endsWith(".island.tsx") ? [path.relative(ROOT, full).split(path.sep).join("/")] : [];
  });
}

/**
 * The chunk of each island by name (its file's name without `.island.tsx`), as a site path: a page
 * that draws such an island loads it as it hydrates. An island that the islands' script carries
 * itself (the shell's, the header and the footer) has no chunk of its own: null.
 */
export function islandChunks(manifest) {
  const script = chunksOf(manifest, ISLANDS_ENTRY);
  const chunks = new Map();
  for (const module of islandModules()) {
    const name = path.basename(module, ".tsx");
    // A module the pages' route chunks share is a chunk named after it ("_search-box.island-….js").
    const chunk =
      manifest[module] ??
      Object.entries(manifest).find(([key, entry]) => key.startsWith(`_${name}-`) && entry.name === name)?.[1];
    // Without a chunk of its own, the island is part of the chunk that imports it: the script's.
    const own = chunk && !script.has(`/${chunk.file}`) ? `/${chunk.file}` : null;
    chunks.set(path.basename(module, ".island.tsx"), own);
  }
  return chunks;
}

/** The given assets and every chunk their scripts import (scripts not in the manifest are kept as they are). */
export function withImports(manifest, assets) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const found = new Set();
  for (const asset of assets) {
    const key = keyOfFile.get(asset);
    if (key) chunksOf(manifest, key, found);
    else found.add(asset);
  }
  return found;
}

/** The site's stylesheet (the root route's CSS). */
export function stylesheetOf(manifest) {
  const root = Object.entries(manifest).find(([key]) => key.startsWith("app/root.tsx"))?.[1];
  const stylesheet = root?.css?.[0];
  if (!stylesheet) throw new Error("The client build has no stylesheet for the root route");
  return `/${stylesheet}`;
}
