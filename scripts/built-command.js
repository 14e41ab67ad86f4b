import { existsSync } from "node:fs";

/** The built server's module (build/server/index.js); exits with one line when the portal is not built. */
export async function loadBuiltServer() {
  const entry = new URL("../build/server/index.js", import.meta.url);
  if (!existsSync(entry)) {
    console.error("The portal has not been built yet: run `npm run build` first.");
    process.exit(1);
  }
  return import(entry.href);
}

/**
 * Runs one of the built server's commands (an export taking the command line, resolving to an
 * exit code) and resolves to its exit code. A failure is one line, as at start-up: a bad setting,
 * a database that cannot be reached.
 */
export async function exitCodeOf(server, name, argv) {
  try {
    return await server[name](argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/** Runs one of the built server's commands with this process's arguments. */
export async function runBuiltCommand(name) {
  const server = await loadBuiltServer();
  process.exitCode = await exitCodeOf(server, name, process.argv.slice(2));
}
