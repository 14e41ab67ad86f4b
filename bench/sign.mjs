// `npm run bench:sign` (after `npm run build`): the write path against the HTTP
// layer, in one run. For each configuration it measures GET /healthz (the
// yardstick) and then signatures/s with p50/p99 on one hot petition and spread
// over 1,000 petitions, every request a new signer, and checks afterwards that
// acknowledged = rows = counter. Configurations: the embedded database with
// grouping on and off; PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432) with
// WORKERS=1 grouping on and off, and WORKERS=2 grouping on. Settings:
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 64), BENCH_ONLY (run only the
// configurations whose name contains it, e.g. "WORKERS=1, grouping on"). Each row also gives the CPU
// time a request cost the server's processes and, for a PostgreSQL on this machine, PostgreSQL's.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  benchPostgresUrl,
  freshDataDir,
  freshPostgresDatabase,
  load,
  postgresCpuSeconds,
  seconds,
  startServer,
  table,
} from "./lib.mjs";
import { seed } from "./seed.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ONLY = process.env.BENCH_ONLY ?? "";
const chosen = (label) => label.includes(ONLY);
const SPREAD = 1000;

/** Rows and counters, read from the database once the server has stopped. */
async function tally(target, ids) {
  const sql =
    "select p.id, p.signature_count, (select count(*)::int from petition_signatures s where s.petition_id = p.id) as rows from petitions p where p.id = any($1::int[])";
  let rows;
  if (target.kind === "pglite") {
    const client = new PGlite(target.dataDir);
    rows = (await client.query(sql, [ids])).rows;
    await client.close();
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    rows = (await client.query(sql, [ids])).rows;
    await client.end();
  }
  return {
    rows: rows.reduce((sum, row) => sum + row.rows, 0),
    counter: rows.reduce((sum, row) => sum + row.signature_count, 0),
  };
}

async function run(label, target, env) {
  const seeded = await seed(target, { petitions: SPREAD, signatures: 0 });
  const ids = Array.from({ length: SPREAD }, (_, index) => seeded.hot + index);
  const server = await startServer(
    target.kind === "pglite" ? { DATA_DIR: target.dataDir, ...env } : { DATABASE_URL: target.url, ...env },
  );
  const results = [];
  let acknowledged = 0;
  // What each request cost the server's processes and PostgreSQL's, in CPU time (Linux's /proc): where a
  // share of /healthz goes, read in the same run.
  const measured = async (options) => {
    const server0 = server.cpuSeconds();
    const postgres0 = target.kind === "postgres" ? postgresCpuSeconds() : 0;
    const result = await load(options);
    const answered = result.total;
    const perRequest = (used) => (answered > 0 ? Math.round((used * 1e6) / answered) : "");
    result.serverMicros = perRequest(server.cpuSeconds() - server0);
    result.postgresMicros = target.kind === "postgres" ? perRequest(postgresCpuSeconds() - postgres0) : "";
    return result;
  };
  try {
    await load({ url: `${server.url}/healthz`, duration: 2 });
    const healthz = await measured({ url: `${server.url}/healthz`, duration: seconds(), connections: CONNECTIONS });
    results.push(["GET /healthz", healthz]);
    const hot = await measured({
      url: `${server.url}/api/petitions/${seeded.hot}/signatures`,
      method: "POST",
      duration: seconds(),
      connections: CONNECTIONS,
    });
    results.push(["sign, one hot petition", hot]);
    let next = 0;
    const spread = await measured({
      url: server.url,
      duration: seconds(),
      connections: CONNECTIONS,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => ({ ...request, path: `/api/petitions/${ids[next++ % SPREAD]}/signatures` }),
        },
      ],
    });
    results.push([`sign, spread over ${SPREAD}`, spread]);
    acknowledged = hot.ok + spread.ok;
  } catch (error) {
    await server.stop();
    throw error;
  }
  {
    const peak = server.peakMemoryMiB();
    await server.stop();
    const counted = await tally(target, ids);
    const [, healthz] = results[0] ?? [];
    console.log(
      `${label}: acknowledged ${acknowledged}, rows ${counted.rows}, counter ${counted.counter}; peak memory ${peak} MiB` +
        (counted.rows === counted.counter && counted.rows >= acknowledged ? " (exact)" : " (MISMATCH)"),
    );
    return results.map(([name, result]) => [
      label,
      name,
      result.requestsPerSecond,
      healthz ? `${Math.round((100 * result.requestsPerSecond) / healthz.requestsPerSecond)}%` : "",
      result.p50,
      result.p99,
      result.other,
      result.serverMicros,
      result.postgresMicros,
      peak,
    ]);
  }
}

const rows = [];
for (const grouping of ["on", "off"]) {
  if (!chosen(`PGlite, grouping ${grouping}`)) continue;
  rows.push(
    ...(await run(
      `PGlite, grouping ${grouping}`,
      { kind: "pglite", dataDir: freshDataDir("bench-sign") },
      { SIGN_GROUP_COMMIT: grouping },
    )),
  );
}
const postgres = await benchPostgresUrl();
if (postgres) {
  for (const [workers, grouping] of [
    ["1", "on"],
    ["1", "off"],
    ["2", "on"],
  ]) {
    if (!chosen(`PostgreSQL, WORKERS=${workers}, grouping ${grouping}`)) continue;
    const database = await freshPostgresDatabase(postgres, "brehon_bench_sign");
    try {
      rows.push(
        ...(await run(
          `PostgreSQL, WORKERS=${workers}, grouping ${grouping}`,
          { kind: "postgres", url: database.url },
          {
            WORKERS: workers,
            SIGN_GROUP_COMMIT: grouping,
            DATABASE_POOL_SIZE: "10",
          },
        )),
      );
    } finally {
      await database.drop();
    }
  }
} else {
  console.log("No PostgreSQL answered: measured the embedded database only.");
}
console.log();
table(
  [
    "configuration",
    "request",
    "requests/s",
    "of /healthz",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "server CPU µs/request",
    "PostgreSQL CPU µs/request",
    "peak memory MiB",
  ],
  rows,
);
