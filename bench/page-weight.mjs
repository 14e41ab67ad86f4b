// Page weight of every prerendered page: the HTML plus the scripts and styles it links to, as a first
// visit downloads them (compressed with gzip, as the server sends them). Run `npm run build` first.
// Prints figures; never fails on a size.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT = path.resolve("build/client");
if (!existsSync(path.join(CLIENT, "index.html"))) {
  console.error("No build found in build/client: run `npm run build` first.");
  process.exit(1);
}

const gzipped = (bytes) => gzipSync(bytes, { level: 6 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every prerendered page below a folder, as [route, file]. */
function* pages(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* pages(full);
    else if (entry.name === "index.html") yield [`/${path.relative(CLIENT, folder)}`, full];
  }
}

const assetSizes = new Map();
function assetSize(href) {
  if (!assetSizes.has(href)) assetSizes.set(href, gzipped(readFileSync(path.join(CLIENT, href))));
  return assetSizes.get(href);
}

const rows = [];
for (const [route, file] of pages(CLIENT)) {
  const html = readFileSync(file);
  const linked = new Set(
    [...html.toString().matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  );
  let js = 0;
  let css = 0;
  for (const href of linked) {
    if (href.endsWith(".css")) css += assetSize(href);
    else js += assetSize(href);
  }
  const htmlSize = gzipped(html);
  rows.push({ route, html: htmlSize, js, css, total: htmlSize + js + css });
}
rows.sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));

console.log(`Prerendered pages: ${rows.length} (gzip, KiB)\n`);
console.log("| Route | HTML | JS | CSS | Total |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(`| ${row.route} | ${kb(row.html)} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.total)} |`);
}

const assets = readdirSync(path.join(CLIENT, "assets"));
const irish = assets.filter((name) => /^ga-.*\.js$/.test(name));
for (const name of irish) {
  console.log(`\nIrish catalogue, loaded when Gaeilge is chosen: ${name} ${kb(assetSize(`/assets/${name}`))} KiB`);
}
