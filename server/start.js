// Runs the built portal (`npm start` builds it first), from any working
// directory. Failures at start-up print one clear line and exit with status 1.
import { existsSync } from "node:fs";

const entry = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.error(
    "Cannot start the portal: it has not been built yet. Run `npm run build` (or `npm start`, which builds first).",
  );
  process.exit(1);
}
// The built portal runs in production mode unless told otherwise: React (loaded from node_modules by the
// bundle) otherwise picks its development build, several times slower to render a page.
process.env.NODE_ENV ??= "production";
try {
  const { run } = await import(entry.href);
  await run();
} catch (error) {
  console.error(`Cannot start the portal: ${error instanceof Error ? error.message : error}`.replace(/\s*\n\s*/g, " "));
  process.exit(1);
}
