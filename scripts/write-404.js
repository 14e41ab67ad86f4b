// After the build: writes build/client/404.html, the 'Page Not Found' screen,
// so a static host that serves the prerendered pages can answer 404 with it.
import { writeFileSync } from "node:fs";

const { renderPath } = await import(new URL("../build/server/index.js", import.meta.url).href);
const { status, html } = await renderPath("/__page-not-found__");
if (status !== 404) {
  console.error(`Expected the unknown path to render with status 404, got ${status}`);
  process.exit(1);
}
writeFileSync(new URL("../build/client/404.html", import.meta.url), html);
console.log("Wrote build/client/404.html");
