/**
 * The operators' commands (`npm run staff`, `npm run petitions`) as the tests run them: several in
 * one Node process (test/server/run-commands.mjs), one after another, each on its own connection to
 * the database as from the command line, so the built server is loaded once rather than once per
 * command. `commandEnv` gives the environment they run in.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type CommandResult = { code: number | null; out: string; err: string };
export type Command = ["staff" | "petitions", ...string[]];

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNNER = path.join(PROJECT_ROOT, "test/server/run-commands.mjs");
const EXPORTS = { staff: "runStaffCommand", petitions: "runOperatorCommand" } as const;

/** This process's environment on one database: an embedded one's folder, or a PostgreSQL URL. */
export function commandEnv(
  database: { dataDir: string } | { databaseUrl: string },
  extra: Record<string, string> = {},
) {
  const env = { ...process.env } as Record<string, string>;
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if ("dataDir" in database) env.DATA_DIR = database.dataDir;
  else env.DATABASE_URL = database.databaseUrl;
  return { ...env, ...extra };
}

/** Runs the commands in order in one process; resolves with each one's exit code and output. */
export function runCommands<const C extends readonly Command[]>(
  env: Record<string, string>,
  commands: C,
): { [K in keyof C]: CommandResult } {
  const list = commands.map(([script, ...args]) => ({ name: EXPORTS[script], args }));
  const run = spawnSync(process.execPath, [RUNNER, JSON.stringify(list)], {
    cwd: PROJECT_ROOT,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  const results = run.output[3];
  if (run.status !== 0 || !results) {
    throw new Error(`The commands did not run (exit ${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  }
  const parsed = JSON.parse(results) as CommandResult[];
  // What a command wrote past the capture (a logger writing to the stream itself) is kept with the last.
  const last = parsed.at(-1);
  if (last) {
    last.out += run.stdout;
    last.err += run.stderr;
  }
  return parsed as { [K in keyof C]: CommandResult };
}

/** Runs one command in a process of its own, as an operator does. */
export function runCommand(env: Record<string, string>, ...command: Command): CommandResult {
  return runCommands(env, [command] as const)[0];
}
