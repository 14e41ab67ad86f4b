// Runs the built portal (`npm start` builds it first). Failures at start-up
// print one clear line instead of a stack trace.
import { existsSync } from "node:fs";

const entry = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("The portal has not been built yet: run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}
const { start, StartupError } = await import(entry.href);
try {
  await start();
} catch (error) {
  if (error instanceof StartupError) {
    console.error(`Cannot start the portal: ${error.message}`);
  } else {
    console.error("Cannot start the portal:", error);
  }
  process.exit(1);
}
