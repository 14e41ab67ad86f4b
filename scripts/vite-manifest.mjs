// Reading the client build's Vite manifest (build/client/.vite/manifest.json, never served): which
// chunk a source module became, and which chunks a chunk imports before it runs. A static page names
// only the islands' entry script; the chunks it imports load from the entry, so the page-weight
// report and the offline service worker follow the imports here.
import { readFileSync } from "node:fs";
import path from "node:path";

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

/** A module's chunk and every chunk it imports, statically or on demand (dynamic imports), as site paths. */
export function reachableFrom(manifest, key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
  if (found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    reachableFrom(manifest, imported, found);
  }
  return found;
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
