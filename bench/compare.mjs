// `BENCH_BEFORE=../other-checkout npm run bench:compare` (after `npm run build` in both): this checkout's
// built server against another's, in one run, for a change that should cost nothing (a restructure, say).
// Both start on an embedded database of their own with the same full list (seedFullList); then each address
// is loaded on one and the other in turn, round after round, so that a machine growing busier or quieter
// meanwhile weighs on both alike. Each cell is the median of the rounds. Load asks for the codings a browser
// asks for, 32 connections. Settings: BENCH_SECONDS per load (default 10), BENCH_ROUNDS (default 3),
// BENCH_ADDRESSES (comma-separated, default the list below; "POST /path" for a write), BENCH_PORTS (e.g.
// 5700-5799).

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { freshDataDir, load, ROOT, seconds, seedFullList, startServer, table } from "./lib.mjs";

const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;
if (!before || !existsSync(path.join(before, "build/server/index.js"))) {
  console.error("Give BENCH_BEFORE, another checkout of the portal with `npm run build` made in it.");
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** The commit a checkout's build was made from, for the table's heading. */
const commitOf = (root) => {
  try {
    return execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return path.basename(root);
  }
};

/** Each build serves its own compressed files under the origin it was built for. */
const originOf = (root) => JSON.parse(readFileSync(path.join(root, "build/server/public-origin.json"), "utf8")).origin;

const ADDRESSES = process.env.BENCH_ADDRESSES?.split(",") ?? [
  "/",
  "/ready-brehon",
  "/ga",
  "/petitions",
  "/petitions/1",
  "/search?q=passport",
  "/api/petitions",
  "/api/petitions/1",
  "/healthz",
  "POST /api/petitions/2/signatures",
];

const servers = {
  before: await startServer({ PUBLIC_URL: originOf(before), DATA_DIR: freshDataDir("before") }, before),
  after: await startServer({ PUBLIC_URL: originOf(ROOT), DATA_DIR: freshDataDir("after") }, ROOT),
};
try {
  for (const server of Object.values(servers)) await seedFullList(server.url);
  const results = new Map(ADDRESSES.map((address) => [address, { before: [], after: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const address of ADDRESSES) {
      // Alternate which build goes first, so that neither always meets the other's leftovers.
      const order = round % 2 === 0 ? ["before", "after"] : ["after", "before"];
      for (const build of order) {
        // "POST /path" sends an empty POST: a signature without a cookie is a new signer's.
        const [method, target] = address.startsWith("POST ") ? ["POST", address.slice(5)] : ["GET", address];
        const result = await load({ url: `${servers[build].url}${target}`, method, duration: seconds() });
        results.get(address)[build].push(result);
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\n${commitOf(before)} (before) and ${commitOf(ROOT)} (after), ${rounds} rounds of ${seconds()} s, Node ${process.version}\n`,
  );
  table(
    ["address", "before, req/s", "after, req/s", "after / before", "p99 before / after (ms)", "non-2xx"],
    ADDRESSES.map((address) => {
      const { before: a, after: b } = results.get(address);
      const rateA = median(a.map((r) => r.requestsPerSecond));
      const rateB = median(b.map((r) => r.requestsPerSecond));
      return [
        address,
        rateA,
        rateB,
        `${Math.round((100 * rateB) / rateA)}%`,
        `${median(a.map((r) => r.p99))} / ${median(b.map((r) => r.p99))}`,
        [...a, ...b].reduce((sum, r) => sum + r.other, 0),
      ];
    }),
  );
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
