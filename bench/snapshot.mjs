// `npm run bench:snapshot`: a petition whose log grows by 1,000,000 entries at once (in SQL, on PostgreSQL)
// while the built server runs. `/` is loaded quiet first, then from the moment the entries are in until the
// server has signed the petition's snapshot: its next look (within a minute) reads the log page by page and
// builds the tree on a worker thread, and says in its log how long that took.
// Printed: that time, and `/`'s p99 over every response while the tree was built (and its worst one-second
// p99, a stricter figure) against its quiet p99 under the same load, in the same run.
//
// The load on `/` (32 connections, the codings a browser asks for):
//   BENCH_SNAPSHOT_LOAD=half (default)  half the requests/s the server answers at most, measured first: a busy
//                                        server with room to spare, as a service is run
//   BENCH_SNAPSHOT_LOAD=full             as many requests as the server answers: no core is ever idle, so the
//                                        worker, at the lowest priority, gets only what the pages leave
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
function loadRecorded(duration, rate) {
  const responses = [];
  const loading = autocannon({
    url: `${server.url}/`,
    connections: 32,
    duration,
    headers: { "accept-encoding": BROWSER_ENCODINGS },
    ...(rate ? { overallRate: rate } : {}),
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

const FULL = process.env.BENCH_SNAPSHOT_LOAD === "full";
const capacity = await load({ url: `${server.url}/`, duration: FULL ? 3 : seconds() });
const rate = FULL ? undefined : Math.round(capacity.requestsPerSecond / 2);
const quietLoad = loadRecorded(seconds(), rate);
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
const during = loadRecorded(180, rate);
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
  [
    "log entries",
    "load on `/`",
    "tree built on the worker",
    "`/` p99 meanwhile",
    "worst second's p99",
    "`/` p99 quiet",
    "ratio",
  ],
  [
    [
      ENTRIES.toLocaleString("en-IE"),
      rate
        ? `${rate.toLocaleString("en-IE")} requests/s (half of ${capacity.requestsPerSecond.toLocaleString("en-IE")})`
        : "as many as answered",
      built === null ? "not seen" : `${(built / 1000).toFixed(1)} s`,
      `${ms(p99)} (${building.length.toLocaleString("en-IE")} responses)`,
      ms(worst),
      ms(quiet),
      `${(p99 / Math.max(quiet, 0.1)).toFixed(2)}×`,
    ],
  ],
);
