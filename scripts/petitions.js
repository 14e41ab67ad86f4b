// `npm run petitions -- <command>` and `npm run db:check`: the operators'
// commands, from the built server (see server/petitions/cli.ts for the list).
import { existsSync } from "node:fs";

const entry = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("The portal has not been built yet: run `npm run build` first.");
  process.exit(1);
}
const { runOperatorCommand } = await import(entry.href);
try {
  process.exitCode = await runOperatorCommand(process.argv.slice(2));
} catch (error) {
  // A configuration error: one line, as at start-up.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
