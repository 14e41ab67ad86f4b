import { existsSync } from "node:fs";

/**
 * Runs one of the built server's commands (an export of build/server/index.js taking the
 * command line, resolving to an exit code) with this process's arguments. A failure is one
 * line, as at start-up: a bad setting, a database that cannot be reached.
 */
export async function runBuiltCommand(name) {
  const entry = new URL("../build/server/index.js", import.meta.url);
  if (!existsSync(entry)) {
    console.error("The portal has not been built yet: run `npm run build` first.");
    process.exit(1);
  }
  const server = await import(entry.href);
  try {
    process.exitCode = await server[name](process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
