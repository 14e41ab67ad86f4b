// `npm run bench:viewers` (after `npm run build`): many viewers of one hot
// petition over Server-Sent Events on one server process while signatures
// arrive. Reports how long after the last signature every viewer had the final
// count, the database statements per second with few and with many viewers,
// and the server's memory per 1,000 viewers. Settings: BENCH_VIEWERS (default
// 5000), BENCH_SIGNS (default 1000 signatures at 200/s).
import http from "node:http";
import autocannon from "autocannon";
import { freshDataDir, metrics, startServer, table } from "./lib.mjs";
import { seed } from "./seed.mjs";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 5000);
const SIGNS = Number(process.env.BENCH_SIGNS ?? 1000);

/** Opens `count` event streams; each remembers the last count it saw and when. */
async function openViewers(url, id, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const viewers = [];
  const opening = [];
  for (let index = 0; index < count; index++) {
    const viewer = { count: -1, at: 0, request: null };
    viewers.push(viewer);
    opening.push(
      new Promise((resolve, reject) => {
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
        request.on("error", reject);
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

async function phase(server, id, viewerCount) {
  const rssBefore = (await metrics(server.url)).memory.rss;
  const { viewers, close } = await openViewers(server.url, id, viewerCount);
  // Every viewer has its first count.
  const deadline = Date.now() + 60_000;
  while (viewers.some((viewer) => viewer.count < 0) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
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
  while (viewers.some((viewer) => viewer.count < finalCount) && Date.now() < lastAck + 30_000) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const behind = viewers.filter((viewer) => viewer.count < finalCount).length;
  const slowest = Math.max(...viewers.map((viewer) => viewer.at)) - lastAck;
  const queries = (await metrics(server.url)).databaseQueries - queriesBefore;
  const elapsed = (Date.now() - started) / 1000;
  close();
  return {
    viewers: viewerCount,
    acknowledged: result["2xx"],
    finalCount,
    behind,
    slowestMs: Math.max(0, slowest),
    queriesPerSecond: (queries / elapsed).toFixed(1),
    memoryPer1000MiB: (((rssWith - rssBefore) / 1024 / 1024) * (1000 / viewerCount)).toFixed(1),
  };
}

const dataDir = freshDataDir("bench-viewers");
const seeded = await seed({ kind: "pglite", dataDir }, { petitions: 1000, signatures: 10_000 });
const server = await startServer({ DATA_DIR: dataDir });
const rows = [];
try {
  for (const count of [Math.max(1, Math.round(VIEWERS / 10)), VIEWERS]) {
    const result = await phase(server, seeded.hot, count);
    rows.push([
      result.viewers,
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
    "signatures acknowledged",
    "final count",
    "viewers behind",
    "last viewer updated (ms after last signature)",
    "database statements/s",
    "memory per 1,000 viewers (MiB)",
  ],
  rows,
);
