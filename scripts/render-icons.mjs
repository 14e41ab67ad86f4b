// Draws the PNG app icons and the sharing picture from their SVG sources with Chromium:
//   node scripts/render-icons.mjs
// Run it after changing public/icons/icon.svg, icon-maskable.svg or public/images/share.svg, and commit the PNGs.
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const ICONS = [
  { source: "icon.svg", file: "icon-192.png", size: 192 },
  { source: "icon.svg", file: "icon-512.png", size: 512 },
  { source: "icon-maskable.svg", file: "icon-maskable-512.png", size: 512 },
  // iOS draws its own rounded corners: the full-bleed square.
  { source: "icon-maskable.svg", file: "apple-touch-icon.png", size: 180 },
  // The picture a shared link shows (Open Graph), in the proportions the big networks crop to.
  { source: "../images/share.svg", file: "../images/share.png", size: 1200, height: 630 },
];
const folder = new URL("../public/icons/", import.meta.url);
const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const { source, file, size, height = size } of ICONS) {
  const svg = readFileSync(new URL(source, folder), "utf8");
  await page.setViewportSize({ width: size, height });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${height}px}</style>${svg}`,
  );
  await page.screenshot({ path: new URL(file, folder).pathname, omitBackground: true });
  console.log(`Wrote ${new URL(file, folder).pathname.replace(/.*\/public\//, "public/")}`);
}
await browser.close();
