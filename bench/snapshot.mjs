// `npm run bench:snapshot`: one petition whose log holds 1,000,000 entries (seeded in SQL). The built server
// signs its first snapshot as it starts: the log read page by page and its tree built on a worker thread.
// Printed: the time from the server answering to the snapshot's publication, and `/`'s p99 in one-second
// slices while it is built against `/`'s p99 once it is done (the quiet figure), in the same run.
// PostgreSQL when one answers (BENCH_DATABASE_URL or the local server), else the embedded PGlite.
import { benchPostgresUrl, freshDataDir, freshPostgresDatabase, load, seconds, startServer, table } from "./lib.mjs";
import { seed } from "./seed.mjs";

const ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 1_000_000);
const base = await benchPostgresUrl();
const database = base ? await freshPostgresDatabase(base, "brehon_bench_snapshot") : null;
const target = database
  ? { kind: "postgres", url: database.url }
  : { kind: "pglite", dataDir: freshDataDir("snapshot") };
const seeded = await seed(target, { petitions: 1, signatures: ENTRIES });
console.log(
  `Seeded one petition with ${ENTRIES.toLocaleString("en-IE")} log entries in ${seeded.seconds.toFixed(1)} s.`,
);

const server = await startServer(
  target.kind === "postgres" ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir, DATABASE_URL: "" },
);
const ready = Date.now();
let publishedAt = 0;
const watching = (async () => {
  while (!publishedAt && Date.now() - ready < 180_000) {
    const { snapshots } = await (await fetch(`${server.url}/api/petitions/${seeded.hot}/snapshots`)).json();
    if (snapshots.length > 0) publishedAt = Date.now();
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();
// `/` under load, a second at a time, while the first snapshot is made.
const during = [];
while (!publishedAt && Date.now() - ready < 180_000) {
  during.push(await load({ url: `${server.url}/`, duration: 1 }));
}
await watching;
const quiet = await load({ url: `${server.url}/`, duration: seconds() });
await server.stop();
await database?.drop();

if (!publishedAt) throw new Error("No snapshot was published within three minutes");
const worst = during.reduce((most, slice) => Math.max(most, slice.p99), 0);
table(
  [
    "database",
    "log entries",
    "first snapshot after start",
    "`/` p99 while it is made (worst second)",
    "`/` p99 quiet",
    "ratio",
  ],
  [
    [
      target.kind,
      ENTRIES.toLocaleString("en-IE"),
      `${((publishedAt - ready) / 1000).toFixed(1)} s`,
      during.length ? `${worst} ms (${during.length} s of load)` : "done before the first second",
      `${quiet.p99} ms`,
      during.length ? `${(worst / Math.max(quiet.p99, 1)).toFixed(2)}×` : "–",
    ],
  ],
);
