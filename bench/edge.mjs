// `npm run bench:edge` (after `npm run build`; needs /usr/sbin/nginx): the
// portal serving pages against nginx serving the same prerendered file, in one
// run, on loopback. Three servers: the portal (with PUBLIC_URL as the build was
// made, so it serves the build's own compressed files), a yardstick nginx with
// one worker serving the built files with gzip_static, and the reference proxy
// (deploy/nginx-portal.conf, one worker, without TLS) in front of the portal,
// warm. Load asks for `gzip, deflate, br, zstd` as Chromium does, and for gzip
// only as a second row. The pages rendered at run time are measured quiet and
// again while 200 signatures/s reach the petition measured, and the API's reads
// against the portal's own `/`. Settings:
// BENCH_SECONDS (default 10), BENCH_PORTS (e.g. 5700-5799).
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startNginx } from "../deploy/nginx-local.mjs";
import { BROWSER_ENCODINGS, freePort, load, ROOT, seconds, startServer, table } from "./lib.mjs";

const BROWSER = BROWSER_ENCODINGS;
const client = path.join(ROOT, "build/client");
const buildOrigin = JSON.parse(readFileSync(path.join(ROOT, "build/server/public-origin.json"), "utf8")).origin;

/** The yardstick's files: the same prerendered pages and their .gz, readable by nginx's worker. */
function yardstickRoot(pages) {
  const root = mkdtempSync(path.join(tmpdir(), "brehon-yardstick-"));
  chmodSync(root, 0o755);
  for (const page of pages) {
    const folder = path.join(root, page);
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o755);
    for (const name of ["index.html", "index.html.gz"]) {
      cpSync(path.join(client, page, name), path.join(folder, name));
      chmodSync(path.join(folder, name), 0o644);
    }
  }
  return root;
}

/** Signatures arriving at 200/s until stopped; stop() resolves to the rate acknowledged. */
function signatures(base, id) {
  const started = Date.now();
  let acknowledged = 0;
  const instance = autocannon({
    url: `${base}/api/petitions/${id}/signatures`,
    method: "POST",
    connections: 4,
    overallRate: 200,
    duration: 3600,
  });
  instance.on("response", (_client, statusCode) => {
    if (statusCode === 201) acknowledged += 1;
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        instance.on("done", () => resolve(Math.round(acknowledged / ((Date.now() - started) / 1000))));
        instance.stop();
      }),
  };
}

const server = await startServer({ PUBLIC_URL: buildOrigin });
const created = [];
for (let index = 0; index < 30; index++) {
  const response = await fetch(`${server.url}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title: `Petition ${index} for the benchmark`, description: "Read by many at once." }),
  });
  created.push((await response.json()).petition.id);
}
const root = yardstickRoot(["", "ready-brehon"]);
const yardstickPort = await freePort();
const yardstick = await startNginx({
  port: yardstickPort,
  site: `server {
    listen 127.0.0.1:${yardstickPort};
    root ${root};
    gzip_static on;
    gzip_vary on;
    etag on;
    location / { try_files $uri $uri/index.html =404; default_type text/html; }
  }`,
}).catch(async (error) => {
  await server.stop();
  throw error;
});
const proxyPort = await freePort();
const proxy = await startNginx({ port: proxyPort, upstreamPort: Number(new URL(server.url).port) });

const rows = [];
const apiRows = [];
const keyedRows = [];
try {
  const pages = ["/", "/ready-brehon"];
  const live = [
    `/petitions/${created.at(-1)}`,
    "/petitions",
    "/search?q=passport",
    "/api/petitions",
    `/api/petitions/${created.at(-1)}`,
  ];
  // Warm the JIT, the portal's page caches and the proxy's cache.
  for (const address of [...pages, ...live]) {
    for (const base of [server.url, proxy.url]) {
      await load({ url: `${base}${address}`, duration: 1, connections: 8, headers: { "accept-encoding": BROWSER } });
    }
  }
  for (const encoding of [BROWSER, "gzip"]) {
    for (const address of pages) {
      const run = (base) =>
        load({ url: `${base}${address}`, duration: seconds(), headers: { "accept-encoding": encoding } });
      const nginx = await run(yardstick.url);
      const direct = await run(server.url);
      const proxied = await run(proxy.url);
      rows.push([address, encoding, nginx, direct, proxied]);
    }
  }
  // Pages rendered at run time, against the yardstick serving `/` in the same run: quiet, then while
  // 200 signatures/s reach the petition measured (its page, the list and the search results all change).
  for (const signing of [false, true]) {
    for (const address of live) {
      const signer = signing ? signatures(server.url, created.at(-1)) : null;
      const run = (url) => load({ url, duration: seconds(), headers: { "accept-encoding": BROWSER } });
      const nginx = await run(`${yardstick.url}/`);
      const direct = await run(`${server.url}${address}`);
      const proxied = await run(`${proxy.url}${address}`);
      const signed = signer ? await signer.stop() : null;
      rows.push([address, signed ? `browser, ${signed} signatures/s` : BROWSER, nginx, direct, proxied]);
    }
  }
  // Keyed invalidation: another petition's page and API read, quiet and while the last petition is signed
  // at 200/s, with the database statements the server sent per second meanwhile.
  const statements = async () => (await (await fetch(`${server.url}/metrics`)).json()).databaseQueries;
  // The yardstick for the statements: the signatures alone, nobody reading.
  {
    const signer = signatures(server.url, created.at(-1));
    const before = await statements();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, seconds() * 1000));
    const perSecond = Math.round(((await statements()) - before) / ((Date.now() - started) / 1000));
    const signed = await signer.stop();
    keyedRows.push(["(none: signatures only)", signed, { requestsPerSecond: 0, p99: "", other: 0 }, perSecond]);
  }
  for (const address of [`/petitions/${created[0]}`, `/api/petitions/${created[0]}`]) {
    for (const signing of [false, true]) {
      const signer = signing ? signatures(server.url, created.at(-1)) : null;
      const before = await statements();
      const started = Date.now();
      const read = await load({
        url: `${server.url}${address}`,
        duration: seconds(),
        headers: { "accept-encoding": BROWSER },
      });
      const perSecond = Math.round(((await statements()) - before) / ((Date.now() - started) / 1000));
      const signed = signer ? await signer.stop() : 0;
      keyedRows.push([address, signed, read, perSecond]);
    }
  }
  // The API's reads against the portal's own `/`, back to back: the same pipeline, the same footing.
  for (const address of ["/api/petitions", `/api/petitions/${created.at(-1)}`]) {
    const run = (url) => load({ url, duration: seconds(), headers: { "accept-encoding": BROWSER } });
    const home = await run(`${server.url}/`);
    const read = await run(`${server.url}${address}`);
    apiRows.push([address, home, read]);
  }
} finally {
  await proxy.stop();
  await yardstick.stop();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}

const percent = (part, whole) => `${Math.round((100 * part.requestsPerSecond) / whole.requestsPerSecond)}%`;
table(
  [
    "address",
    "Accept-Encoding, writes",
    "nginx gzip_static, req/s",
    "portal, req/s",
    "portal / nginx",
    "through the proxy, req/s",
    "proxy / nginx",
    "p99 portal / proxy (ms)",
    "non-2xx",
  ],
  rows.map(([address, encoding, nginx, direct, proxied]) => [
    address,
    encoding === BROWSER ? "browser" : encoding === "gzip" ? "gzip" : encoding,
    nginx.requestsPerSecond,
    direct.requestsPerSecond,
    percent(direct, nginx),
    proxied.requestsPerSecond,
    percent(proxied, nginx),
    `${direct.p99} / ${proxied.p99}`,
    direct.other + proxied.other + nginx.other,
  ]),
);

table(
  ["API read", "portal /, req/s", "the read, req/s", "read / `/`", "p99 of / / of the read (ms)", "non-2xx"],
  apiRows.map(([address, home, read]) => [
    address,
    home.requestsPerSecond,
    read.requestsPerSecond,
    percent(read, home),
    `${home.p99} / ${read.p99}`,
    home.other + read.other,
  ]),
);

table(
  ["another petition's address", "signatures/s on the last petition", "req/s", "p99 (ms)", "statements/s", "non-2xx"],
  keyedRows.map(([address, signed, read, perSecond]) => [
    address,
    signed,
    read.requestsPerSecond,
    read.p99,
    perSecond,
    read.other,
  ]),
);
