// `npm run bench:viewers` (after `npm run build`): many viewers of one hot
// petition over Server-Sent Events on one server process while signatures
// arrive. Reports how long after the last signature every viewer had the final
// count, the database statements per second with few and with many viewers,
// and the server's memory per 1,000 viewers. Settings: BENCH_VIEWERS (default
// 20000), BENCH_SIGNS (default 1000 signatures at 200/s), BENCH_VIEWER_PROCESSES
// (the viewers are spread over this many client processes; default one per
// 5,000 viewers). Each stream is a socket at both ends: run `ulimit -n 65536`
// (as root when the hard limit is lower) first; the benchmark says so when the
// limit is too low.
import { fork, spawnSync } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freshDataDir, metrics, startServer, table } from "./lib.mjs";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 20_000);
const SIGNS = Number(process.env.BENCH_SIGNS ?? 1000);
const PROCESSES = Number(process.env.BENCH_VIEWER_PROCESSES ?? Math.max(1, Math.ceil(VIEWERS / 5000)));

/** Opens `count` event streams; each remembers the last count it saw and when. */
async function openViewers(url, id, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const viewers = [];
  const opening = [];
  for (let index = 0; index < count; index++) {
    const viewer = { count: -1, at: 0, request: null, failed: false };
    viewers.push(viewer);
    opening.push(
      new Promise((resolve) => {
        const request = http.get(`${url}/api/petitions/${id}/events`, { agent }, (response) => {
          let buffer = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            buffer += chunk;
            let end = buffer.indexOf("\n\n");
            while (end >= 0) {
              const message = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = /^data: (.*)$/m.exec(message)?.[1];
              if (data) {
                viewer.count = JSON.parse(data).signatureCount;
                viewer.at = Date.now();
              }
              end = buffer.indexOf("\n\n");
            }
          });
          resolve();
        });
        // A stream refused or cut (the server out of sockets, say) is counted, not fatal.
        request.on("error", () => {
          viewer.failed = true;
          resolve();
        });
        viewer.request = request;
      }),
    );
    // Open in waves so the listen backlog is not overrun.
    if (index % 200 === 199) await Promise.all(opening.slice(-200));
  }
  await Promise.all(opening);
  return {
    viewers,
    close: () => {
      for (const viewer of viewers) viewer.request.destroy();
      agent.destroy();
    },
  };
}

/** A client process holding its share of the viewers (this file, run with `--viewers URL ID COUNT`). */
function viewerProcess(url, id, count) {
  const child = fork(fileURLToPath(import.meta.url), ["--viewers", url, String(id), String(count)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`A viewer process exited (${code}) before "${type}"`)));
    });
  return { child, next };
}

/** Runs in each client process: opens the streams, reports when every one has a count, then waits for a final count. */
async function viewerMain(url, id, count) {
  const { viewers, close } = await openViewers(url, id, count);
  const deadline = Date.now() + 120_000;
  while (viewers.some((viewer) => viewer.count < 0) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  process.send({ type: "opened", without: viewers.filter((viewer) => viewer.count < 0).length });
  process.on("message", async (message) => {
    if (message.type === "await") {
      while (viewers.some((viewer) => viewer.count < message.finalCount) && Date.now() < message.deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      process.send({
        type: "result",
        behind: viewers.filter((viewer) => viewer.count < message.finalCount).length,
        latest: Math.max(...viewers.map((viewer) => viewer.at)),
      });
    } else if (message.type === "close") {
      close();
      process.exit(0);
    }
  });
}

async function phase(server, id, viewerCount) {
  const rssBefore = (await metrics(server.url)).memory.rss;
  const processes = Math.min(PROCESSES, viewerCount);
  const clients = [];
  for (let index = 0; index < processes; index++) {
    const share = Math.floor(viewerCount / processes) + (index < viewerCount % processes ? 1 : 0);
    clients.push(viewerProcess(server.url, id, share));
  }
  // Every viewer has its first count.
  const opened = await Promise.all(clients.map((client) => client.next("opened")));
  const without = opened.reduce((sum, message) => sum + message.without, 0);
  if (without > 0) console.error(`${without} of ${viewerCount} viewers had no count after two minutes`);
  const rssWith = (await metrics(server.url)).memory.rss;
  const queriesBefore = (await metrics(server.url)).databaseQueries;
  const started = Date.now();
  const signer = autocannon({
    url: `${server.url}/api/petitions/${id}/signatures`,
    method: "POST",
    connections: 8,
    overallRate: 200,
    amount: SIGNS,
  });
  // The moment the last signature was acknowledged, as the signer saw it.
  let lastAck = 0;
  signer.on("response", (_client, statusCode) => {
    if (statusCode === 201) lastAck = Date.now();
  });
  const result = await new Promise((resolve) => signer.on("done", resolve));
  const finalCount = (await (await fetch(`${server.url}/api/petitions/${id}`)).json()).petition.signatureCount;
  const results = await Promise.all(
    clients.map((client) => {
      const answer = client.next("result");
      client.child.send({ type: "await", finalCount, deadline: lastAck + 30_000 });
      return answer;
    }),
  );
  const behind = results.reduce((sum, message) => sum + message.behind, 0);
  const slowest = Math.max(...results.map((message) => message.latest)) - lastAck;
  const queries = (await metrics(server.url)).databaseQueries - queriesBefore;
  const elapsed = (Date.now() - started) / 1000;
  for (const client of clients) {
    client.child.removeAllListeners("exit");
    client.child.send({ type: "close" });
  }
  await Promise.all(clients.map((client) => new Promise((resolve) => client.child.once("exit", resolve))));
  return {
    viewers: viewerCount,
    processes,
    acknowledged: result["2xx"],
    finalCount,
    behind,
    slowestMs: Math.max(0, slowest),
    queriesPerSecond: (queries / elapsed).toFixed(1),
    memoryPer1000MiB: (((rssWith - rssBefore) / 1024 / 1024) * (1000 / viewerCount)).toFixed(1),
  };
}

/** Says so when the open-file limit (which the server and the viewer processes inherit) is too low for the viewers. */
function checkFileLimit(needed) {
  const hard = spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).stdout.trim();
  const soft = spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim();
  const limit = hard === "unlimited" ? Number.POSITIVE_INFINITY : Number(hard);
  if (Number(soft) < needed && limit < needed) {
    console.error(
      `The open-file limit is ${soft} (hard ${hard}): ${VIEWERS} viewers need about ${needed} open files in the server process. Run \`ulimit -n ${needed}\` (as root if the hard limit is lower) first.`,
    );
  }
}

if (process.argv[2] === "--viewers") {
  await viewerMain(process.argv[3], Number(process.argv[4]), Number(process.argv[5]));
} else {
  await main();
}

async function main() {
  checkFileLimit(VIEWERS + 1_000);
  const { seed } = await import("./seed.mjs");
  const dataDir = freshDataDir("bench-viewers");
  const seeded = await seed({ kind: "pglite", dataDir }, { petitions: 1000, signatures: 10_000 });
  const server = await startServer({ DATA_DIR: dataDir });
  const rows = [];
  try {
    for (const count of [Math.max(1, Math.round(VIEWERS / 10)), VIEWERS]) {
      const result = await phase(server, seeded.hot, count);
      rows.push([
        result.viewers,
        result.processes,
        result.acknowledged,
        result.finalCount,
        result.behind,
        result.slowestMs,
        result.queriesPerSecond,
        result.memoryPer1000MiB,
      ]);
    }
  } finally {
    await server.stop();
  }
  table(
    [
      "viewers",
      "client processes",
      "signatures acknowledged",
      "final count",
      "viewers behind",
      "last viewer updated (ms after last signature)",
      "database statements/s",
      "memory per 1,000 viewers (MiB)",
    ],
    rows,
  );
}
