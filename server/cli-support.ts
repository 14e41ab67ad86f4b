import type { Env } from "./core/env";
import { type Database, DatabaseStartupError, openDatabase } from "./db/client";

/** A mistake in the command line: its message is printed with the usage, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs one operator command on the configured database: parses the arguments,
 * opens the database (one connection), runs the command and closes the database.
 * A usage mistake prints the message and the usage (exit code 2); a database that
 * does not open, or a command that fails, prints why (exit code 1).
 */
export async function runOnDatabase<Parsed>(
  argv: string[],
  env: Env,
  usage: string,
  parse: (argv: string[]) => Parsed,
  command: (parsed: Parsed, db: Database) => Promise<number>,
): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(usage);
    return 2;
  }
  let db: Database;
  try {
    db = env.DATABASE_URL
      ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolSize: 1 })
      : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  } catch (error) {
    console.error(error instanceof DatabaseStartupError ? error.message : String(error));
    return 1;
  }
  try {
    return await command(parsed, db);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      console.error(usage);
      return 2;
    }
    console.error(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.close();
  }
}
