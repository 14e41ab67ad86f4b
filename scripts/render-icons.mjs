// Draws the PNG app icons from their SVG sources with Chromium:
//   node scripts/render-icons.mjs
// Run it after changing public/icons/icon.svg or icon-maskable.svg, and commit the PNGs.
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const ICONS = [
  { source: "icon.svg", file: "icon-192.png", size: 192 },
  { source: "icon.svg", file: "icon-512.png", size: 512 },
  { source: "icon-maskable.svg", file: "icon-maskable-512.png", size: 512 },
  // iOS draws its own rounded corners: the full-bleed square.
  { source: "icon-maskable.svg", file: "apple-touch-icon.png", size: 180 },
];
const folder = new URL("../public/icons/", import.meta.url);
const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const { source, file, size } of ICONS) {
  const svg = readFileSync(new URL(source, folder), "utf8");
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: new URL(file, folder).pathname, omitBackground: true });
  console.log(`Wrote public/icons/${file}`);
}
await browser.close();
