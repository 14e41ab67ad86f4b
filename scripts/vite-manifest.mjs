// Reading the client build's Vite manifest (build/client/.vite/manifest.json, never served): which
// chunk a source module became, and which chunks a chunk imports before it runs. A static page names
// only the islands' entry script; the chunks it imports load from the entry, so the page-weight
// report and the offline service worker follow the imports here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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

/**
 * The chunk of each island the islands' script loads on demand (app/islands/registry.ts), by name,
 * as a site path: a page that draws such an island loads it as it hydrates. The shell's islands
 * (the header and the footer) are part of the script itself: null.
 */
export function islandChunks(manifest) {
  const chunks = new Map();
  const registry = readFileSync(path.join(ROOT, "app/islands/registry.ts"), "utf8");
  for (const [, island, module] of registry.matchAll(/^\s*([\w-]+): \(\) => import\("~\/([^"]+)"\)/gm)) {
    const source = `app/${module}.tsx`;
    const base = path.basename(module);
    const entry = Object.entries(manifest).find(
      ([key, chunk]) => chunk.src === source || (key.startsWith(`_${base}-`) && chunk.name === base),
    );
    if (!entry) throw new Error(`The island ${island} (${source}) has no chunk in the client build`);
    chunks.set(island, `/${entry[1].file}`);
  }
  for (const [, island] of registry.matchAll(/^\s*([\w-]+): async \(\) =>/gm)) chunks.set(island, null);
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
