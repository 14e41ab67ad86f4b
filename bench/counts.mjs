// `npm run bench:counts`: a petition with 1,000,000 signatures spread over 180 days (on PostgreSQL), whose
// hourly counts (4,320 hours) are read: the statement alone, 50 times, and the API's answer, the first read
// and then under load (kept in memory until the next change). Issue 36's target: under 50 ms.
import pg from "pg";
import { benchPostgresUrl, freshPostgresDatabase, load, seconds, startServer, table } from "./lib.mjs";
import { seed } from "./seed.mjs";

const SIGNATURES = Number(process.env.BENCH_SIGNATURES ?? 1_000_000);
const base = await benchPostgresUrl();
if (!base) {
  console.log("bench:counts needs PostgreSQL (BENCH_DATABASE_URL, or a local server).");
  process.exit(0);
}
const database = await freshPostgresDatabase(base, "brehon_bench_counts");
const { hot: id } = await seed({ kind: "postgres", url: database.url }, { petitions: 1, signatures: SIGNATURES });

// Spread the signatures over 180 days, and write the hours as the trigger would have.
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query("update petition_signatures set created_at = now() - make_interval(mins => id % 259200)");
await client.query("delete from petition_counts");
await client.query(
  `insert into petition_counts (petition_id, hour, signed)
   select petition_id, date_trunc('hour', created_at), count(*)::int from petition_signatures group by 1, 2`,
);
await client.query("analyze petition_counts");
const { rows: hours } = await client.query("select count(*)::int as n from petition_counts where petition_id = $1", [
  id,
]);

// The statement the store runs (app/petitions/store.server.ts, `history`).
const timings = [];
for (let run = 0; run < 50; run++) {
  const started = performance.now();
  await client.query("select hour, signed, removed from petition_counts where petition_id = $1 order by hour", [id]);
  timings.push(performance.now() - started);
}
await client.end();
timings.sort((a, b) => a - b);

const server = await startServer({ DATABASE_URL: database.url });
const url = `${server.url}/api/petitions/${id}/counts?interval=hour`;
const first = performance.now();
const answer = await (await fetch(url)).json();
const firstMs = performance.now() - first;
await load({ url, duration: 2 });
const loaded = await load({ url, duration: seconds() });
await server.stop();
await database.drop();

const total = answer.counts.at(-1)?.total;
table(
  [
    "signatures",
    "hours kept",
    "statement p50",
    "statement max",
    "first API read",
    "API under load: p50",
    "p99",
    "req/s",
  ],
  [
    [
      SIGNATURES.toLocaleString("en-IE"),
      hours[0].n.toLocaleString("en-IE"),
      `${timings[25].toFixed(1)} ms`,
      `${timings.at(-1).toFixed(1)} ms`,
      `${firstMs.toFixed(1)} ms`,
      `${loaded.p50} ms`,
      `${loaded.p99} ms`,
      loaded.requestsPerSecond.toLocaleString("en-IE"),
    ],
  ],
);
if (total !== SIGNATURES) {
  console.log(`The last hour's total is ${total}, not ${SIGNATURES}: the hours do not add up to the count.`);
  process.exit(1);
}
