// `npm run bench`: load figures for the petition list and sign endpoints.
// Runs the real app in this process on a fresh embedded database (or on
// DATABASE_URL when set), then checks that every count equals its rows.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { readEnv } from "../server/env.ts";
import { createPetitionService, createPetitionStore } from "../server/petitions.ts";
import { createRateLimiter } from "../server/petitions-rate-limit.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SEED_PETITIONS = 50;

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "brehon-bench-"));
const db = process.env.DATABASE_URL
  ? openDatabase({ kind: "postgres", url: process.env.DATABASE_URL, poolSize: CONNECTIONS })
  : openDatabase({ kind: "pglite", dataDir });
await db.ready();
const store = createPetitionStore(db);
const unlimited = () => createRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 });
const app = createApp({
  env: readEnv({}),
  petitions: createPetitionService({ store, createLimiter: unlimited(), signLimiter: unlimited() }),
  getBuild: () => Promise.reject(new Error("The benchmark requests no pages")),
});
const server = await new Promise((resolve) => {
  const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
});
const base = `http://127.0.0.1:${server.address().port}`;

for (let index = 0; index < SEED_PETITIONS; index++) {
  await store.create({
    title: `Benchmark petition ${index + 1}`,
    description: "A petition created to measure the list and sign endpoints.",
    category: "other",
    submitterName: null,
    submitterEmail: null,
  });
}
const target = await store.create({
  title: "The petition everyone signs",
  description: "Every sign request of the benchmark goes here, from a new signer each time.",
  category: "other",
  submitterName: null,
  submitterEmail: null,
});

const run = (title, { path: endpoint, ...options }) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${endpoint}`, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });

const results = [
  await run("GET /api/petitions", { method: "GET", path: "/api/petitions" }),
  // No cookie: each request is a new signer, so each one adds a row.
  await run("POST /api/petitions/:id/signatures", { method: "POST", path: `/api/petitions/${target.id}/signatures` }),
];

console.log(
  `\n${db.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${SEED_PETITIONS + 1} petitions\n`,
);
console.log("| Endpoint | Requests/s (mean) | Latency p50 | Latency p99 | 2xx | Other |");
console.log("|---|---|---|---|---|---|");
for (const { title, result } of results) {
  const other = result.non2xx + result.errors + result.timeouts;
  console.log(
    `| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result["2xx"]} | ${other} |`,
  );
}

const signed = results[1].result["2xx"];
const listed = (await store.list(null)).find((petition) => petition.id === target.id);
const mismatches = await store.countMismatches();
console.log(
  `\nSigns acknowledged: ${signed}; count stored: ${listed?.signatureCount}; count mismatches: ${mismatches.length}`,
);

server.close();
await db.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
// Requests still in flight when the clock stops are committed but not counted
// by autocannon: at most one per connection.
const stored = listed?.signatureCount ?? 0;
if (stored < signed || stored > signed + CONNECTIONS || mismatches.length > 0) {
  console.error("Stored counts do not match the acknowledged signs");
  process.exit(1);
}
