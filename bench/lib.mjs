// Shared pieces of the benchmarks: databases, the built server in its own
// process, and load runs with autocannon. Loopback only.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS = path.join(ROOT, "server/db/migrations");

/** The PostgreSQL server the benchmarks may use: BENCH_DATABASE_URL, or the machine's local one if it answers. */
export async function benchPostgresUrl() {
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return base;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh PostgreSQL database next to `baseUrl`'s, dropped by `drop()`. */
export async function freshPostgresDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export const freshDataDir = (label) => mkdtempSync(path.join(tmpdir(), `brehon-${label}-`));

/** A free loopback port; BENCH_PORTS=5700-5799 keeps the choice in a range. */
export async function freePort() {
  const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
  for (let attempt = 0; attempt < 50; attempt++) {
    const wanted = range ? Number(range[1]) + Math.floor(Math.random() * (Number(range[2]) - Number(range[1]) + 1)) : 0;
    const probe = createServer();
    const listening = await new Promise((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(wanted, "127.0.0.1", () => resolve(true));
    });
    if (!listening) continue;
    const { port } = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }
  throw new Error(`No free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** Generous limits: the benchmarks send everything from one address. */
export const UNLIMITED = {
  RATE_LIMIT_CREATE: "100000000",
  RATE_LIMIT_SIGN: "100000000",
  RATE_LIMIT_SIGN_PER_PETITION: "100000000",
  RATE_LIMIT_SIGN_REFUSALS: "100000000",
  RATE_LIMIT_REPORT: "100000000",
  RATE_LIMIT_SEARCH: "100000000",
  RATE_LIMIT_STREAMS: "100000000",
};

const BUILT_SERVER = path.join(ROOT, "build/server/index.js");

/** The built server's module (server/main.ts), for what the benchmarks share with the portal. */
export async function builtServer() {
  if (!existsSync(BUILT_SERVER)) throw new Error("Run `npm run build` first.");
  return import(pathToFileURL(BUILT_SERVER).href);
}

/**
 * Starts the built server (`npm run build` first) with `env`, and waits for /healthz; `root`, another
 * checkout's built server, to compare two builds in one run.
 */
export async function startServer(env, root = ROOT) {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error(`Run \`npm run build\` first in ${root}.`);
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.js"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), METRICS: "on", ...UNLIMITED, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() - started > 180_000) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** Peak resident memory of the server and its workers, in MiB (VmHWM). */
    peakMemoryMiB: () => peakMemory(child.pid),
    /** CPU seconds used so far by the server and its workers (Linux; 0 elsewhere). */
    cpuSeconds: () => cpuSecondsOf([child.pid, ...childrenOf(child.pid)]),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function peakMemory(pid) {
  const pids = [pid, ...childrenOf(pid)];
  let kib = 0;
  for (const one of pids) {
    try {
      const status = readFileSync(`/proc/${one}/status`, "utf8");
      kib += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kib / 1024);
}

/** Clock ticks per second of /proc's times: 100 on every Linux build the benchmarks run on. */
const TICKS = 100;

/** CPU seconds (user and system) used by processes, read from /proc; those that ended count no more. */
function cpuSecondsOf(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {}
  }
  return ticks / TICKS;
}

/**
 * CPU seconds used so far by the PostgreSQL server on this machine, all its processes (Linux; 0 when it
 * runs elsewhere). Whatever else the database does meanwhile counts too.
 */
export function postgresCpuSeconds() {
  let pids = [];
  try {
    pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  return cpuSecondsOf(
    pids.filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    }),
  );
}

function childrenOf(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...childrenOf(child)]);
  } catch {
    return [];
  }
}

/** What Chromium sends: the benchmarks ask for the same codings (brotli first) unless told otherwise. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** One autocannon run, asking for the codings a browser asks for; returns requests/s, latencies and status counts. */
export async function load(options) {
  const result = await autocannon({
    connections: 32,
    duration: 10,
    ...options,
    headers: { "accept-encoding": BROWSER_ENCODINGS, ...options.headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    other: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

export const metrics = async (url) => (await fetch(`${url}/metrics`)).json();

/** Prints a Markdown table. */
export function table(headers, rows) {
  const lines = [`| ${headers.join(" | ")} |`, `| ${headers.map(() => "---").join(" | ")} |`];
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`);
  console.log(lines.join("\n"));
}

export const seconds = () => Number(process.env.BENCH_SECONDS ?? 10);

/**
 * A full list: 30 petitions, so that the list's first page draws its 24 cards, as a busy service's
 * would; signatures on the first five, so that a petition's page draws its chart, its timeline and its count.
 */
export async function seedFullList(url) {
  const categories = ["environment", "public-services", "infrastructure", "human-rights", "other"];
  for (let n = 1; n <= 30; n++) {
    await fetch(`${url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": n % 3 === 0 ? "ga" : "en" },
      body: JSON.stringify({
        title: n === 1 ? "Longer library hours" : `Petition number ${n} about the public services of the Republic`,
        description: "Open the libraries on Sundays, and keep the reading rooms warm through the winter months.",
        submitterName: `Petitioner ${n}`,
        category: categories[n % categories.length],
      }),
    });
  }
  for (let n = 0; n < 40; n++) {
    // No cookie: each request is a browser of its own.
    await fetch(`${url}/api/petitions/${1 + (n % 5)}/signatures`, { method: "POST" });
  }
}
