// `npm run bench:read` (after `npm run build`): the petitions read path against
// a prerendered page, in one run, on the embedded database and on PostgreSQL
// (when one answers at BENCH_DATABASE_URL or 127.0.0.1:5432). Each backend is
// seeded with 10,000 petitions and 1,000,000 signatures, then every URL is
// loaded at 32 connections: once quietly, once while a signer adds 200
// signatures/s to the hot petition. Settings: BENCH_SECONDS (default 10),
// BENCH_PETITIONS, BENCH_SIGNATURES.
import autocannon from "autocannon";
import {
  benchPostgresUrl,
  freshDataDir,
  freshPostgresDatabase,
  load,
  metrics,
  seconds,
  startServer,
  table,
} from "./lib.mjs";
import { seed } from "./seed.mjs";

const size = {
  petitions: Number(process.env.BENCH_PETITIONS ?? 10_000),
  signatures: Number(process.env.BENCH_SIGNATURES ?? 1_000_000),
};

const targets = (hot) => [
  ["/ (prerendered, the yardstick)", "/"],
  ["/petitions", "/petitions"],
  [
    "/petitions?page=200&category=environment&sort=signatures",
    "/petitions?page=200&category=environment&sort=signatures",
  ],
  [`/petitions/${hot} (hottest)`, `/petitions/${hot}`],
  ["GET /api/petitions", "/api/petitions"],
  [`GET /api/petitions/${hot}`, `/api/petitions/${hot}`],
];

/** Signs the hot petition about `rate` times a second, each as a new signer, until stopped. */
function startSigner(url, hot, rate) {
  const instance = autocannon({
    url: `${url}/api/petitions/${hot}/signatures`,
    method: "POST",
    connections: 4,
    overallRate: rate,
    duration: 3600,
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        instance.on("done", (result) => resolve(result));
        instance.stop();
      }),
  };
}

async function countOf(url, hot) {
  return (await (await fetch(`${url}/api/petitions/${hot}`)).json()).petition.signatureCount;
}

async function measure(label, env, hot) {
  const server = await startServer(env);
  const rows = [];
  try {
    // Warm the caches and the JIT.
    for (const [, path] of targets(hot)) await load({ url: `${server.url}${path}`, duration: 2, connections: 8 });
    for (const writing of [false, true]) {
      const signer = writing ? startSigner(server.url, hot, 200) : null;
      const before = await countOf(server.url, hot);
      const queriesBefore = (await metrics(server.url)).databaseQueries;
      const results = [];
      for (const [name, path] of targets(hot)) {
        results.push([name, await load({ url: `${server.url}${path}`, duration: seconds() })]);
      }
      const signed = signer ? await signer.stop() : null;
      const after = await countOf(server.url, hot);
      const queries = (await metrics(server.url)).databaseQueries - queriesBefore;
      const [, yardstick] = results[0];
      for (const [name, result] of results) {
        rows.push([
          label,
          writing ? "200 signs/s" : "quiet",
          name,
          result.requestsPerSecond,
          `${Math.round((100 * result.requestsPerSecond) / yardstick.requestsPerSecond)}%`,
          result.p50,
          result.p99,
          `${(result.p99 / Math.max(1, yardstick.p99)).toFixed(1)}×`,
          result.other,
        ]);
      }
      console.log(
        `${label}, ${writing ? "with a signer" : "quiet"}: hot petition count ${before} → ${after}` +
          (signed ? ` (${signed["2xx"]} signatures acknowledged)` : "") +
          `; ${queries} database statements during the phase.`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const rows = [];
{
  const dataDir = freshDataDir("bench-read");
  const seeded = await seed({ kind: "pglite", dataDir }, size);
  console.log(`PGlite seeded in ${seeded.seconds.toFixed(1)} s.`);
  rows.push(...(await measure("PGlite", { DATA_DIR: dataDir }, seeded.hot)));
}
const postgres = await benchPostgresUrl();
if (postgres) {
  const database = await freshPostgresDatabase(postgres, "brehon_bench_read");
  try {
    const seeded = await seed({ kind: "postgres", url: database.url }, size);
    console.log(`PostgreSQL seeded in ${seeded.seconds.toFixed(1)} s.`);
    rows.push(...(await measure("PostgreSQL", { DATABASE_URL: database.url }, seeded.hot)));
  } finally {
    await database.drop();
  }
} else {
  console.log("No PostgreSQL answered: measured the embedded database only.");
}
console.log();
table(["database", "writes", "URL", "requests/s", "of /", "p50 ms", "p99 ms", "p99 / p99 of /", "non-2xx"], rows);
