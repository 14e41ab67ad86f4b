import { readdirSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PRERENDER_ORIGIN } from "~/pages/addresses";
import { compressed } from "./compress";
import { strongEtag } from "./encoding";

/** Files the server keeps compressed: pages and every text asset. Source maps are for developers only. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/i;

/**
 * Where the build records the public origin its pages were written for, and the ETag of each file it
 * compressed (beside the server's bundle): a file changed after the build is compressed again at start-up.
 */
export const BUILD_ORIGIN_FILE = "public-origin.json";

export type BuildRecord = { origin: string; files: Record<string, string> };

/**
 * The built pages name their own full address (canonical, language
 * alternates, sharing tags) with the origin React Router prerendered them at;
 * this writes `origin` in its place.
 */
export function withOrigin(html: string, from: string, to: string): string {
  return from === to ? html : html.replaceAll(`="${from}/`, `="${to}/`);
}

/** Every file under `dir` that the server serves compressed (not in dot folders such as `.vite`). */
export function compressibleFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

/**
 * The last step of `npm run build`, on a fresh build: writes the public origin
 * into every built page (in place of the origin React Router prerendered them
 * at), then writes each page and text
 * asset compressed beside it (`.br` at brotli's best quality, `.gz` at gzip's),
 * and records the origin in `build/server/public-origin.json` so the server
 * knows whether its PUBLIC_URL matches the files.
 */
export async function precompressBuild(
  clientDir: string,
  serverDir: string,
  origin: string,
): Promise<{ files: number; bytes: number; brotli: number; gzip: number }> {
  const files = compressibleFiles(clientDir);
  const totals = { files: files.length, bytes: 0, brotli: 0, gzip: 0 };
  const record: BuildRecord = { origin, files: {} };
  await eachLimited(files, os.availableParallelism(), async (file) => {
    let bytes = await readFile(file);
    if (file.endsWith(".html")) {
      const html = withOrigin(bytes.toString("utf8"), PRERENDER_ORIGIN, origin);
      bytes = Buffer.from(html);
      await writeFile(file, bytes);
    }
    // At the build's effort (server/http/compress.ts): once per build, not per response.
    const { br, gzip: gz } = await compressed(bytes, "", "build");
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    record.files[path.relative(clientDir, file).split(path.sep).join("/")] = strongEtag(bytes);
    totals.bytes += bytes.length;
    totals.brotli += br.length;
    totals.gzip += gz.length;
  });
  writeFileSync(path.join(serverDir, BUILD_ORIGIN_FILE), `${JSON.stringify(record)}\n`);
  return totals;
}
