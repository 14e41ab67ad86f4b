// `npm run staff -- <command>`: the operators' console accounts, from the built
// server (see server/admin/cli.ts for the list).
import { existsSync } from "node:fs";

const entry = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("The portal has not been built yet: run `npm run build` first.");
  process.exit(1);
}
const { runStaffCommand } = await import(entry.href);
try {
  process.exitCode = await runStaffCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
