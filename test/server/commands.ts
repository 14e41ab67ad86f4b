/**
 * The operators' commands (`npm run staff`, `npm run petitions`) as the tests run them: several in
 * one Node process (test/server/run-commands.mjs), one after another, each on its own connection to
 * the database as from the command line, so the built server is loaded once rather than once per
 * command. `commandEnv` gives the environment they run in. The commands run beside the test, never
 * blocking it: a test whose event loop stands still cannot see its idle connections close, and may
 * then send a request on one the server has just closed.
 */
import { spawn } from "node:child_process";
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
export async function runCommands<const C extends readonly Command[]>(
  env: Record<string, string>,
  commands: C,
): Promise<{ [K in keyof C]: CommandResult }> {
  const list = commands.map(([script, ...args]) => ({ name: EXPORTS[script], args }));
  const child = spawn(process.execPath, [RUNNER, JSON.stringify(list)], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  const texts = child.stdio.slice(1).map((stream) => {
    const chunks: Buffer[] = [];
    stream?.on("data", (chunk: Buffer) => chunks.push(chunk));
    return chunks;
  });
  const status = await new Promise<number | string | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve(code ?? signal));
  });
  const [stdout, stderr, results] = texts.map((chunks) => Buffer.concat(chunks).toString("utf8")) as [
    string,
    string,
    string,
  ];
  if (status !== 0 || !results) {
    throw new Error(`The commands did not run (exit ${status}):\n${stdout}\n${stderr}`);
  }
  const parsed = JSON.parse(results) as CommandResult[];
  // What a command wrote past the capture (a logger writing to the stream itself) is kept with the last.
  const last = parsed.at(-1);
  if (last) {
    last.out += stdout;
    last.err += stderr;
  }
  return parsed as { [K in keyof C]: CommandResult };
}

/** Runs one command in a process of its own, as an operator does. */
export async function runCommand(env: Record<string, string>, ...command: Command): Promise<CommandResult> {
  return (await runCommands(env, [command] as const))[0];
}
