/**
 * Runs the BUILT server (`node server/start.js`) as a child process, the way
 * an operator does, for tests at the HTTP level: start-up failures, odd
 * requests, logs, signals, several workers.
 *
 *   const server = await startServer({ database: "pglite" });
 *   const response = await fetch(`${server.url}/healthz`);
 *   await server.stop();
 *
 * Each server gets a free port and a fresh database: an embedded one in a new
 * temporary DATA_DIR, or, with `database: "postgres"`, a database of its own
 * created on TEST_DATABASE_URL's server and dropped by `stop()`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { waitFor } from "../support/wait";
import { type Command, commandEnv, runCommands } from "./commands";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const START_SCRIPT = path.join(PROJECT_ROOT, "server/start.js");
export const BUILT_ENTRY = path.join(PROJECT_ROOT, "build/server/index.js");

/** The PostgreSQL server the tests may use (a database of their own is created on it), if any. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export type DatabaseChoice =
  /** A fresh embedded database in a new temporary folder (the default). */
  | "pglite"
  /** A fresh database on TEST_DATABASE_URL's server; throws when it is not set. */
  | "postgres"
  /** Nothing: the caller sets DATA_DIR or DATABASE_URL in `env`. */
  | "none";

export type StartOptions = {
  database?: DatabaseChoice;
  /** Extra environment variables; PORT and HOST are set by the harness unless given here. */
  env?: Record<string, string | undefined>;
  /** Working directory of the process (default: the project root). */
  cwd?: string;
  /** Command-line arguments instead of `server/start.js` (e.g. an absolute path). */
  args?: string[];
  /** How long to wait for /healthz, or for the exit in runUntilExit (default 120 s: PGlite starts slowly on a busy machine). */
  timeoutMs?: number;
  /**
   * The server's test hooks: it runs with TEST_HOOKS=1 and an IPC channel to this process, so the test
   * can move its clock (`server.setClock`, server/core/clock.ts) and each answer names the process that sent
   * it (`X-Test-Process`). Neither is reachable without both.
   */
  testHooks?: boolean;
  /** Run the server as another user (permission tests run as root). */
  uid?: number;
  gid?: number;
};

export type ServerProcess = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  child: ChildProcess;
  /** Every line written so far, in order. */
  stdout: string[];
  stderr: string[];
  /** The database URL or folder the server runs on. */
  databaseUrl?: string;
  dataDir?: string;
  /** Resolves with the exit code and signal when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until a line of stdout or stderr matches (default 10 s). */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /**
   * Moves the server's clock (every process's) to `offsetMs` from the system clock and resolves once
   * each has moved; needs `testHooks: true`. `clockNow()` is the time the server now sees.
   */
  setClock(offsetMs: number): Promise<void>;
  /** Moves the server's clock on by `ms` from where it is. */
  advanceClock(ms: number): Promise<void>;
  clockNow(): number;
  /** SIGTERM, then SIGKILL after `graceMs`; cleans up the database. Safe to call twice. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number; keepDatabase?: boolean }): Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
  }>;
};

/** Ports this process has handed out: never twice, so two servers of one test cannot race for one. */
const handedOut = new Set<number>();

/**
 * Where a port is chosen: TEST_SERVER_PORTS=5100-5199, or, in a Vitest worker, a block of a thousand of
 * its own below the kernel's ephemeral ports (32768 and up), so that two test files running side by side
 * never choose the same port and no outgoing connection holds one. Elsewhere, any port the kernel gives.
 */
function portRange(): [number, number] | undefined {
  const given = process.env.TEST_SERVER_PORTS?.match(/^(\d+)-(\d+)$/);
  if (given) return [Number(given[1]), Number(given[2])];
  const worker = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(worker) || worker < 1 || worker > 12) return undefined;
  const low = 20_000 + (worker - 1) * 1_000;
  return [low, low + 999];
}

/** A port nobody listens on right now, and that this process has not handed out before (see `portRange`). */
export async function freePort(): Promise<number> {
  const range = portRange();
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = range ? range[0] + Math.floor(Math.random() * (range[1] - range[0] + 1)) : 0;
    if (handedOut.has(candidate)) continue;
    try {
      const port = await listenOnce(candidate);
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      return port;
    } catch {
      // taken: try another
    }
  }
  throw new Error(`No free port${range ? ` in ${range[0]}-${range[1]}` : ""}`);
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      const chosen = typeof address === "object" && address ? address.port : port;
      probe.close(() => resolve(chosen));
    });
  });
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server, and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `brehon_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Runs one statement on TEST_DATABASE_URL's database (creating and dropping test databases). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Names the migrated empty database that fresh data folders are copied from (see global-setup.ts). */
export const TEMPLATE_ENV = "BREHON_TEST_TEMPLATE_DATA_DIR";

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "brehon-server-test-"));
}

/** A new folder holding an empty, migrated embedded database: a copy of the run's template when there is one. */
export function freshDataDir(): string {
  const folder = temporaryDataDir();
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(path.join(template, "PG_VERSION"))) cpSync(template, folder, { recursive: true });
  return folder;
}

/**
 * Adds a staff account with `npm run staff` to the embedded database in `dataDir`
 * (before a server holds it). Returns the path of its one-time set-up link, or "" if none was printed.
 */
export async function addStaffAccount(dataDir: string, email: string, role: "moderator" | "admin"): Promise<string> {
  return (await addStaffAccounts(dataDir, [[email, role]]))[0] as string;
}

/** Adds several staff accounts as `addStaffAccount` does, the commands in one process; returns their links' paths. */
export async function addStaffAccounts(
  dataDir: string,
  accounts: [email: string, role: "moderator" | "admin"][],
): Promise<string[]> {
  const added = await runCommands(
    commandEnv({ dataDir }),
    accounts.map(([email, role]): Command => ["staff", "add", email, "--role", role]),
  );
  return added.map((result) => result.out.match(/\/admin\/setup\/\S+/)?.[0] ?? "");
}

function assertBuilt() {
  if (!existsSync(BUILT_ENTRY)) {
    throw new Error("The server tests run the built server: run `npm run build` first.");
  }
}

/** Spawns the server without waiting for anything; see `startServer` and `runUntilExit`. */
export async function spawnServer(options: StartOptions = {}): Promise<ServerProcess> {
  assertBuilt();
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const database = options.database ?? "pglite";
  if (database === "pglite") {
    dataDir = freshDataDir();
  } else if (database === "postgres") {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }

  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The test runner's own settings must not leak into the server's configuration.
    if (value !== undefined && !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "TEST") env[key] = value;
  }
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.WORKERS;
  delete env.SMTP_URL;
  delete env[TEMPLATE_ENV];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    // The tests' fetch keeps an idle connection 4 s at most, on timers that fire late on a busy machine; a
    // server that closed it at 5 s could meet a request sent on it ("other side closed"). Here the client
    // always closes first, as the reference proxy does in front of the portal.
    KEEP_ALIVE_TIMEOUT: "60",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(options.testHooks ? { TEST_HOOKS: "1" } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const child = spawn(process.execPath, options.args ?? [START_SCRIPT], {
    cwd: options.cwd ?? PROJECT_ROOT,
    env,
    stdio: options.testHooks ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const watchers = new Set<(line: string) => void>();
  const collect = (stream: NodeJS.ReadableStream, into: string[]) => {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        into.push(line);
        for (const watcher of watchers) watcher(line);
      }
    });
    stream.on("end", () => {
      if (rest) {
        into.push(rest);
        for (const watcher of watchers) watcher(rest);
      }
    });
  };
  collect(child.stdout as NodeJS.ReadableStream, stdout);
  collect(child.stderr as NodeJS.ReadableStream, stderr);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("close", (code, signal) => resolve({ code, signal }));
  });

  let cleaned = false;
  const cleanUp = async (keepDatabase: boolean) => {
    if (cleaned || keepDatabase) return;
    cleaned = true;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dropDatabase) await dropDatabase();
  };

  let clockOffset = 0;
  let clockMessages = 0;

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stdout,
    stderr,
    databaseUrl,
    dataDir,
    exited,
    waitForLine(pattern, timeoutMs = 10_000) {
      const seen = [...stdout, ...stderr].find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(watcher);
          reject(new Error(`No line matched ${pattern} within ${timeoutMs} ms. Output:\n${output(server)}`));
        }, timeoutMs);
        const watcher = (line: string) => {
          if (!pattern.test(line)) return;
          clearTimeout(timer);
          watchers.delete(watcher);
          resolve(line);
        };
        watchers.add(watcher);
      });
    },
    setClock(offsetMs) {
      if (!options.testHooks) throw new Error("setClock needs startServer({ testHooks: true })");
      const id = ++clockMessages;
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          child.off("message", onReply);
          reject(new Error(`The server did not move its clock within 10 s. Output:\n${output(server)}`));
        }, 10_000);
        const onReply = (reply: unknown) => {
          const answer = reply as { type?: string; id?: number };
          if (answer?.type !== "clock-set" || answer.id !== id) return;
          clearTimeout(timer);
          child.off("message", onReply);
          clockOffset = offsetMs;
          resolve();
        };
        child.on("message", onReply);
        child.send({ type: "clock", offsetMs, id });
      });
    },
    clockNow: () => Date.now() + clockOffset,
    advanceClock: (ms) => server.setClock(clockOffset + ms),
    async stop({ signal = "SIGTERM", graceMs = 15_000, keepDatabase = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        const result = await exited;
        clearTimeout(timer);
        await cleanUp(keepDatabase);
        return result;
      }
      const result = await exited;
      await cleanUp(keepDatabase);
      return result;
    },
  };
  return server;
}

/** Starts the server and resolves once `GET /healthz` answers 200. */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const server = await spawnServer(options);
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  const state = await waitFor(
    async () => {
      if (ended) return "exited";
      try {
        const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
        return response.ok ? "ready" : "starting";
      } catch {
        return "starting"; // not listening yet
      }
    },
    { until: (state) => state !== "starting", timeoutMs: options.timeoutMs ?? 120_000, everyMs: 100 },
  ).catch(() => "starting");
  if (state === "ready") return server;
  if (state === "exited") {
    await server.stop();
    throw new Error(`The server exited before it was ready. Output:\n${output(server)}`);
  }
  await server.stop({ signal: "SIGKILL" });
  throw new Error(`The server did not answer /healthz within the time allowed. Output:\n${output(server)}`);
}

/** Starts the server expecting it to stop by itself (a start-up failure); resolves with its exit and output. */
export async function runUntilExit(
  options: StartOptions = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string[]; stderr: string[] }> {
  const server = await spawnServer(options);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const timer = setTimeout(() => server.child.kill("SIGKILL"), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  await server.stop();
  return { ...result, stdout: server.stdout, stderr: server.stderr };
}

/** Everything the process printed, for failure messages. */
export function output(server: Pick<ServerProcess, "stdout" | "stderr">): string {
  return [...server.stdout.map((line) => `out: ${line}`), ...server.stderr.map((line) => `err: ${line}`)].join("\n");
}

/** The stdout lines that are JSON objects (the request and event log). */
export function jsonLines(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

export type RawResponse = { status: number; statusLine: string; headers: Record<string, string>; body: string };

/**
 * Sends bytes exactly as given (no Host added, any method, any path) and reads
 * the reply until the server closes the connection or `timeoutMs` passes.
 * For requests fetch() refuses to make: TRACE, HTTP/1.0 without Host, odd Host values.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (chunks.length === 0) reject(error);
      else resolve(parseRaw(Buffer.concat(chunks)));
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (chunks.length === 0) reject(new Error("The server closed the connection without an answer"));
      else resolve(parseRaw(Buffer.concat(chunks)));
    });
    socket.write(request);
  });
}

function parseRaw(data: Buffer): RawResponse {
  const text = data.toString("utf8");
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(" ")[1]),
    statusLine,
    headers,
    body: end === -1 ? "" : text.slice(end + 4),
  };
}
