// `npm run bench:log`: `/`'s p99 while one client reads a petition's log with 50 connections, against its
// quiet p99, on the embedded database (PGlite). The petition's log is 55,000 entries (five complete pages and
// one still filling), each a receipt's hash as a real log holds them. `/` is loaded at half the requests/s
// the server answers at most (32 connections, the codings a browser asks for), quiet first and then while
// the reader, in a process of its own, asks for pages at positions drawn at random (half inside a page, so
// redirected to it, half at a page's start), as fast as it is answered, for the same time. The reader comes from the same address as
// the load on `/`, as one client: RATE_LIMIT_LOG applies as configured (300 a minute by default).
// Settings: BENCH_SECONDS (each measurement, default 10), BENCH_LOG_CONNECTIONS (default 50).
import { fork } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { BROWSER_ENCODINGS, freshDataDir, load, seconds, startServer, table } from "./lib.mjs";
import { seed } from "./seed.mjs";

const ENTRIES = 55_000;
const CONNECTIONS = Number(process.env.BENCH_LOG_CONNECTIONS ?? 50);

if (process.argv[2] === "--reader") {
  // The reader: one client, many connections, pages of the log at random positions, as fast as answered.
  const [, , , url, id, duration] = process.argv;
  const statuses = {};
  const reading = autocannon({
    url,
    connections: CONNECTIONS,
    duration: Number(duration),
    headers: { "accept-encoding": BROWSER_ENCODINGS },
    requests: [
      {
        // Half at a random position (redirected to its page), half at a page's start, as a client that
        // followed the redirect then asks.
        setupRequest: (request) => {
          const at = Math.floor(Math.random() * ENTRIES);
          const from = Math.random() < 0.5 ? at : at - (at % 10_000);
          return { ...request, path: `/api/petitions/${id}/log?from=${from}` };
        },
      },
    ],
  });
  reading.on("response", (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await new Promise((resolve) => reading.once("done", resolve));
  process.send({ statuses, requestsPerSecond: Math.round(result.requests.average) });
  process.exit(0);
}

const dataDir = freshDataDir("bench-log");
const { hot: id } = await seed({ kind: "pglite", dataDir }, { petitions: 1, signatures: ENTRIES });
// Entries as a real log holds them: a receipt's hash each, which compresses as little as the real ones.
{
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(dataDir);
  await client.query(
    `update petition_log set entry = 'signature ' || encode(sha256(convert_to(position::text, 'UTF8')), 'base64')`,
  );
  await client.close();
}
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });

// The first snapshot builds the log's tree (on a worker thread): measured after it, so that only the reads count.
const snapshotted = async () =>
  ((await (await fetch(`${server.url}/api/petitions/${id}/snapshots`)).json()).snapshots ?? []).length > 0;
const deadline = Date.now() + 120_000;
while (!(await snapshotted()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));

/** `/` at `rate` requests/s for `duration` seconds (32 connections): every response's latency in ms. */
function loadRoot(duration, rate) {
  const latencies = [];
  const loading = autocannon({
    url: `${server.url}/`,
    connections: 32,
    duration,
    overallRate: rate,
    headers: { "accept-encoding": BROWSER_ENCODINGS },
  });
  loading.on("response", (_client, _status, _bytes, latency) => latencies.push(latency));
  return new Promise((resolve) => loading.once("done", (result) => resolve({ latencies, result })));
}
const p99Of = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

const capacity = await load({ url: `${server.url}/`, duration: 3 });
const rate = Math.round(capacity.requestsPerSecond / 2);
const quiet = await loadRoot(seconds(), rate);

const reader = fork(fileURLToPath(import.meta.url), ["--reader", server.url, String(id), String(seconds() + 2)]);
const read = new Promise((resolve) => reader.once("message", resolve));
// The reader's connections open and its first pages are read before `/` is measured.
await new Promise((resolve) => setTimeout(resolve, 1_000));
const during = await loadRoot(seconds(), rate);
const reads = await read;
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const ms = (value) => `${value.toFixed(1)} ms`;
const quietP99 = p99Of(quiet.latencies);
const duringP99 = p99Of(during.latencies);
const answered = Object.entries(reads.statuses)
  .map(([status, count]) => `${count.toLocaleString("en-IE")} × ${status}`)
  .join(", ");
table(
  ["log", "load on `/`", "the reader", "its answers", "`/` p99 meanwhile", "`/` p99 quiet", "ratio", "`/` non-2xx"],
  [
    [
      `${ENTRIES.toLocaleString("en-IE")} entries`,
      `${rate.toLocaleString("en-IE")} requests/s (half of ${capacity.requestsPerSecond.toLocaleString("en-IE")})`,
      `${CONNECTIONS} connections, ${reads.requestsPerSecond.toLocaleString("en-IE")} requests/s`,
      answered,
      ms(duringP99),
      ms(quietP99),
      `${(duringP99 / Math.max(quietP99, 0.1)).toFixed(2)}×`,
      String(during.result.non2xx + during.result.errors + quiet.result.non2xx + quiet.result.errors),
    ],
  ],
);
