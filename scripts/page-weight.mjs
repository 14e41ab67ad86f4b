// What a first visit to a page downloads, gzip-compressed as the server sends it: the HTML, and the
// scripts and stylesheets the HTML names (React Router lists every module a route needs, so the list is
// complete; modules loaded later on demand are not, but for the catalogue of the page's language, which
// a page loads before it hydrates).
// Used by the size test (test/server/page-weight.test.ts) and by `npm run size`, which prints the
// weight of every route in both languages:
//
//   npm run build && npm run size             every route: HTML, JS and CSS in KiB
//   npm run size -- --modules /services        the heaviest modules of one route's scripts
//
// The build writes hidden source maps (vite.config.ts), which tell which module each byte of a
// script comes from.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { islandChunks, readViteManifest, withImports } from "./vite-manifest.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLIENT_DIR = path.join(ROOT, "build/client");

const gzipped = (bytes) => gzipSync(bytes, { level: 6 }).length;
const sizes = new Map();
const read = (asset) => readFileSync(path.join(CLIENT_DIR, asset));
const gzippedAsset = (asset) => {
  if (!sizes.has(asset)) sizes.set(asset, gzipped(read(asset)));
  return sizes.get(asset);
};

/**
 * The scripts and stylesheets a page loads, as paths under the site ("/assets/…"): its stylesheet
 * and module-preload links, script sources and the entry its inline script imports. (The route
 * manifest in the page also names other routes' modules; those load only on a move to them.)
 */
export function assetsOf(html) {
  const pattern = /(?:(?:href|src)="|import\(")(\/assets\/[\w.-]+\.(?:js|css))"/g;
  const found = new Set([...html.matchAll(pattern)].map((match) => match[1]));
  return [...found].sort();
}

let manifest;
const viteManifest = () => {
  manifest ??= readViteManifest(CLIENT_DIR);
  return manifest;
};

/** The script of a language's catalogue, which a page in that language loads before it hydrates (app/i18n/language.tsx). */
export function catalogueOf(language) {
  return `/${viteManifest()[`app/i18n/${language}.ts`].file}`;
}

/** The chunk a page loads for an island it draws (null for the shell's, part of the islands' script). */
let islands;
function islandChunk(name) {
  islands ??= islandChunks(viteManifest());
  if (!islands.has(name))
    throw new Error(`A page draws the island ${name}, but no app/**/${name}.island.tsx module exists`);
  return islands.get(name);
}

/**
 * A page's weight in bytes (gzip): its HTML, the scripts and stylesheets it names, and on an Irish page the Irish
 * catalogue; and, of its HTML, the stylesheet written into it.
 */
export function weighPage(html) {
  // A static page names only the islands' entry; the chunks it imports load with it. Stylesheets
  // count where the page links them (a built page carries the site's stylesheet in its HTML).
  const named = assetsOf(html);
  for (const [, island] of html.matchAll(/data-island="([\w-]+)"/g)) {
    const chunk = islandChunk(island);
    if (chunk) named.push(chunk);
  }
  const scripts = [...withImports(viteManifest(), named)].filter((asset) => asset.endsWith(".js"));
  scripts.push(catalogueOf(/<html[^>]* lang="ga"/.test(html) ? "ga" : "en"));
  const stylesheets = named.filter((asset) => asset.endsWith(".css"));
  const assets = [...scripts, ...stylesheets].sort();
  const sum = (files) => files.reduce((total, asset) => total + gzippedAsset(asset), 0);
  const js = sum(scripts);
  const css = sum(stylesheets);
  const htmlSize = gzipped(Buffer.from(html));
  // The stylesheet written into the page: part of its HTML, weighed on its own for the CSS budget.
  const inline = html.match(/<style id="site-stylesheet">([\s\S]*?)<\/style>/)?.[1];
  const inlineCss = inline === undefined ? 0 : gzipped(Buffer.from(inline));
  return { html: htmlSize, js, css, inlineCss, total: htmlSize + js + css, assets };
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes one segment of a source map's mappings (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    let digit = BASE64.indexOf(character);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package a source belongs to ("react-dom", "@radix-ui/react-menu"), or its path in this project. */
function moduleName(source) {
  const inPackage = source.split("node_modules/").at(-1);
  if (inPackage !== source) {
    const parts = inPackage.split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return source.replace(/^(\.\.\/)+/, "");
}

/**
 * Which modules a page's scripts are made of, heaviest first, in estimated gzip bytes: each script's
 * compressed size shared among its modules in proportion to the characters each wrote. Scripts
 * without a source map count as themselves.
 */
export function modulesOf(assets) {
  const totals = new Map();
  const add = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  for (const asset of assets.filter((name) => name.endsWith(".js"))) {
    const mapFile = path.join(CLIENT_DIR, `${asset}.map`);
    if (!existsSync(mapFile)) {
      add(asset, gzippedAsset(asset));
      continue;
    }
    const code = read(asset).toString();
    const map = JSON.parse(readFileSync(mapFile, "utf8"));
    const lines = code.split("\n");
    const characters = new Map();
    let source = 0;
    map.mappings.split(";").forEach((lineMappings, lineIndex) => {
      const line = lines[lineIndex] ?? "";
      let column = 0;
      let from = 0;
      let current = -1;
      const close = (to) => {
        if (current >= 0) characters.set(current, (characters.get(current) ?? 0) + (to - from));
      };
      for (const segment of lineMappings ? lineMappings.split(",") : []) {
        const values = decodeSegment(segment);
        column += values[0];
        close(column);
        if (values.length > 1) {
          source += values[1];
          current = source;
        } else current = -1;
        from = column;
      }
      close(line.length);
    });
    const share = gzippedAsset(asset) / Math.max(code.length, 1);
    for (const [index, count] of characters) add(moduleName(map.sources[index] ?? asset), count * share);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes: Math.round(bytes) }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  if (!existsSync(path.join(CLIENT_DIR, "index.html"))) {
    console.error("No build found in build/client: run `npm run build` first.");
    process.exit(1);
  }
  const modulesFor = process.argv.includes("--modules") ? process.argv.at(-1) : undefined;
  // The built server on an empty database of its own, for the pages rendered per request.
  const { freshDataDir, startServer } = await import("../bench/lib.mjs");
  const server = await startServer({ DATA_DIR: freshDataDir("size"), LOG_LEVEL: "warn" });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    addresses.push("/search?q=passport", "/ga/search?q=pas");
    const rows = [];
    for (const address of modulesFor ? [modulesFor] : addresses) {
      const html = await (await fetch(`${server.url}${address}`)).text();
      rows.push({ address, ...weighPage(html) });
    }
    if (modulesFor) {
      const row = rows[0];
      console.log(`${modulesFor}: JS ${kib(row.js)} KiB gzip, by module (estimated)\n`);
      for (const { name, bytes } of modulesOf(row.assets)) console.log(`${kib(bytes).padStart(7)}  ${name}`);
      return;
    }
    rows.sort((a, b) => b.total - a.total || a.address.localeCompare(b.address));
    console.log(`${rows.length} pages, gzip, KiB\n`);
    console.log("| Route | HTML | of which CSS | JS | Linked CSS | Total |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) {
      const cells = [row.html, row.inlineCss, row.js, row.css, row.total].map(kib);
      console.log(`| ${row.address} | ${cells.join(" | ")} |`);
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
