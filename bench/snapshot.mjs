// `npm run bench:snapshot`: a petition whose log grows by 1,000,000 entries at once (in SQL, on PostgreSQL)
// while the built server runs. `/` is loaded quiet first, then a second at a time from the moment the entries
// are in until the server has signed the petition's snapshot: its next look (within a minute) reads the log
// page by page and builds the tree on a worker thread, and says in its log how long that took.
// Printed: that time, and `/`'s p99 over every response while the tree was built (and its worst one-second
// p99, a stricter figure) against its quiet p99, in the same run.
import autocannon from "autocannon";
import pg from "pg";
import {
  BROWSER_ENCODINGS,
  benchPostgresUrl,
  freshPostgresDatabase,
  load,
  seconds,
  startServer,
  table,
} from "./lib.mjs";
import { seed } from "./seed.mjs";

const ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 1_000_000);
const base = await benchPostgresUrl();
if (!base) {
  console.log(
    "bench:snapshot needs PostgreSQL (BENCH_DATABASE_URL, or a local server): the entries are added beside the server.",
  );
  process.exit(0);
}
const database = await freshPostgresDatabase(base, "brehon_bench_snapshot");
const { hot: id } = await seed({ kind: "postgres", url: database.url }, { petitions: 1, signatures: 0 });
const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "info" });

/**
 * `/` under load (32 connections, the codings a browser asks for) until `stop` is called or `duration`
 * seconds pass: each response's latency in milliseconds, as measured to a fraction, with the time it ended.
 */
function loadRecorded(duration) {
  const responses = [];
  const loading = autocannon({
    url: `${server.url}/`,
    connections: 32,
    duration,
    headers: { "accept-encoding": BROWSER_ENCODINGS },
  });
  loading.on("response", (_client, _status, _bytes, latency) => responses.push({ endedAt: Date.now(), latency }));
  const finished = new Promise((resolve) => loading.once("done", resolve));
  return {
    responses,
    finished,
    stop: () => {
      loading.stop();
      return finished;
    },
  };
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const p99Of = (responses) =>
  percentile(
    responses.map((response) => response.latency),
    0.99,
  );

await load({ url: `${server.url}/`, duration: 3 });
const quietLoad = loadRecorded(seconds());
await quietLoad.finished;
const quiet = p99Of(quietLoad.responses);

const client = new pg.Client({ connectionString: database.url });
await client.connect();
const added = Date.now();
await client.query(
  `insert into petition_log (petition_id, position, entry)
   select $1, g, 'signature without receipt' from generate_series(0, $2::int - 1) g`,
  [id, ENTRIES],
);
await client.query("update petitions set log_size = $2, signature_count = $2 where id = $1", [id, ENTRIES]);
await client.end();
console.log(`Added ${ENTRIES.toLocaleString("en-IE")} log entries in ${((Date.now() - added) / 1000).toFixed(1)} s.`);

// `/` under load from the moment the entries are in until the snapshot is signed: each response's latency,
// with the time it ended.
const snapshotted = async () =>
  ((await (await fetch(`${server.url}/api/petitions/${id}/snapshots`)).json()).snapshots ?? []).some(
    (snapshot) => snapshot.size === ENTRIES,
  );
const during = loadRecorded(180);
const deadline = Date.now() + 175_000;
while (!(await snapshotted()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
const signedAt = Date.now();
await during.stop();
await server.stop();
await database.drop();

const line = server
  .output()
  .split("\n")
  .find((text) => text.includes("A long log's tree was built on a worker thread"));
const built = line ? JSON.parse(line).ms : null;
// The responses that ended while the tree was built and the snapshot signed after it, and each whole second of them.
const building = during.responses.filter((response) => built === null || response.endedAt >= signedAt - built - 200);
const p99 = p99Of(building);
const bySecond = new Map();
for (const response of building) {
  const second = Math.floor(response.endedAt / 1000);
  if (!bySecond.has(second)) bySecond.set(second, []);
  bySecond.get(second).push(response);
}
// Seconds cut short at either end of the window hold too few responses to have a 99th percentile of their own.
const worst = Math.max(0, ...[...bySecond.values()].filter((second) => second.length >= 100).map(p99Of));
const ms = (value) => `${value.toFixed(1)} ms`;
table(
  ["log entries", "tree built on the worker", "`/` p99 meanwhile", "worst second's p99", "`/` p99 quiet", "ratio"],
  [
    [
      ENTRIES.toLocaleString("en-IE"),
      built === null ? "not seen" : `${(built / 1000).toFixed(1)} s`,
      `${ms(p99)} (${building.length.toLocaleString("en-IE")} responses)`,
      ms(worst),
      ms(quiet),
      `${(p99 / Math.max(quiet, 0.1)).toFixed(2)}×`,
    ],
  ],
);
