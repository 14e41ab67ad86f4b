// `npm run bench:snapshot`: a petition whose log grows by 1,000,000 entries at once (in SQL, on PostgreSQL)
// while the built server runs. `/` is loaded quiet first, then a second at a time from the moment the entries
// are in until the server has signed the petition's snapshot: its next look (within a minute) reads the log
// page by page and builds the tree on a worker thread, and says in its log how long that took.
// Printed: that time, and `/`'s worst one-second p99 meanwhile against its quiet p99, in the same run.
import pg from "pg";
import { benchPostgresUrl, freshPostgresDatabase, load, seconds, startServer, table } from "./lib.mjs";
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

await load({ url: `${server.url}/`, duration: 3 });
const quiet = await load({ url: `${server.url}/`, duration: seconds() });

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

// `/` under load, a second at a time, until the snapshot is signed.
const during = [];
const snapshotted = async () =>
  ((await (await fetch(`${server.url}/api/petitions/${id}/snapshots`)).json()).snapshots ?? []).some(
    (snapshot) => snapshot.size === ENTRIES,
  );
const deadline = Date.now() + 180_000;
while (!(await snapshotted()) && Date.now() < deadline) {
  during.push({ ...(await load({ url: `${server.url}/`, duration: 1 })), endedAt: Date.now() });
}
const signedAt = Date.now();
await server.stop();
await database.drop();

const line = server
  .output()
  .split("\n")
  .find((text) => text.includes("A long log's tree was built on a worker thread"));
const built = line ? JSON.parse(line).ms : null;
// The seconds that overlap the tree's building (and the snapshot's signing after it).
const building = during.filter((slice) => built === null || slice.endedAt >= signedAt - built - 1_000);
const worst = building.reduce((most, slice) => Math.max(most, slice.p99), 0);
table(
  ["log entries", "tree built on the worker", "`/` p99 meanwhile (worst second)", "`/` p99 quiet", "ratio"],
  [
    [
      ENTRIES.toLocaleString("en-IE"),
      built === null ? "not seen" : `${(built / 1000).toFixed(1)} s`,
      `${worst} ms (${building.length} s of load)`,
      `${quiet.p99} ms`,
      `${(worst / Math.max(quiet.p99, 1)).toFixed(2)}×`,
    ],
  ],
);
