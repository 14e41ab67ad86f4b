// `npm run bench:search` (after `npm run build`): the site search against a
// prerendered page, in one run, on the embedded database and on PostgreSQL
// (when one answers at BENCH_DATABASE_URL or 127.0.0.1:5432), each seeded with
// 10,000 petitions. Every URL is loaded at 32 connections; the last rows send a
// different query on each request (about 200 of them), so most answers are not cached.
// Settings: BENCH_SECONDS (default 10), BENCH_PETITIONS.
import autocannon from "autocannon";
import { benchPostgresUrl, freshDataDir, freshPostgresDatabase, load, seconds, startServer, table } from "./lib.mjs";
import { seed } from "./seed.mjs";

const size = { petitions: Number(process.env.BENCH_PETITIONS ?? 10_000), signatures: 10_000 };

const TARGETS = [
  ["/ (prerendered, the yardstick)", "/"],
  ["results: /search?q=passport", "/search?q=passport"],
  ["results: /search?q=river (petitions)", "/search?q=river"],
  ["results: /ga/search?q=seirbhis", "/ga/search?q=seirbhis"],
  ["suggestions: /api/search?q=pass&limit=6", "/api/search?q=pass&limit=6"],
  ["suggestions: /api/search?q=libr&limit=6 (petitions)", "/api/search?q=libr&limit=6"],
];

/** About 200 different queries: words of the pages and of the seeded petitions, cut to their first letters. */
const WORDS = [
  "passport",
  "visa",
  "tax",
  "licence",
  "business",
  "housing",
  "welfare",
  "radio",
  "shelter",
  "president",
  "assembly",
  "court",
  "river",
  "library",
  "buses",
  "broadband",
  "swimming",
  "bog",
  "trail",
  "crossings",
];
const VARIED = [
  ...new Set(
    WORDS.flatMap((word, i) =>
      Array.from({ length: 10 }, (_, n) => {
        const stem = word.slice(0, Math.max(3, word.length - (n % 3)));
        return n < 5 ? stem : `${stem} ${WORDS[(i + n) % WORDS.length]}`;
      }),
    ),
  ),
];

/** One run that sends the queries in turn, each connection cycling through all of them. */
async function loadVaried(url, toPath) {
  const result = await autocannon({
    url,
    connections: 32,
    duration: seconds(),
    headers: { "accept-encoding": "gzip" },
    requests: VARIED.map((query) => ({ method: "GET", path: toPath(query) })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    other: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(label, env) {
  const server = await startServer(env);
  const rows = [];
  try {
    // Warm the JIT and the caches.
    for (const [, path] of TARGETS) await load({ url: `${server.url}${path}`, duration: 2, connections: 8 });
    const results = [];
    for (const [name, path] of TARGETS)
      results.push([name, await load({ url: `${server.url}${path}`, duration: seconds() })]);
    results.push([
      `results, ${VARIED.length} different queries`,
      await loadVaried(server.url, (query) => `/search?q=${encodeURIComponent(query)}`),
    ]);
    results.push([
      `suggestions, ${VARIED.length} different queries`,
      await loadVaried(server.url, (query) => `/api/search?limit=6&q=${encodeURIComponent(query)}`),
    ]);
    const [, yardstick] = results[0];
    for (const [name, result] of results) {
      rows.push([
        label,
        name,
        result.requestsPerSecond,
        `${Math.round((100 * result.requestsPerSecond) / yardstick.requestsPerSecond)}%`,
        result.p50,
        result.p99,
        result.other,
      ]);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const rows = [];
{
  const dataDir = freshDataDir("bench-search");
  await seed({ kind: "pglite", dataDir }, size);
  rows.push(...(await measure("PGlite", { DATA_DIR: dataDir })));
}
const postgres = await benchPostgresUrl();
if (postgres) {
  const database = await freshPostgresDatabase(postgres, "brehon_bench_search");
  try {
    await seed({ kind: "postgres", url: database.url }, size);
    rows.push(...(await measure("PostgreSQL", { DATABASE_URL: database.url })));
  } finally {
    await database.drop();
  }
} else {
  console.log("No PostgreSQL answered: measured the embedded database only.");
}
console.log();
table(["database", "URL", "requests/s", "of /", "p50 ms", "p99 ms", "non-2xx"], rows);
