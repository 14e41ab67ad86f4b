// `npm run test:machines` (after `npm run build`; as root): the portal on two origin hosts behind the
// reference nginx, one of them killed under load, then both restarted in turn, then Redis restarted,
// while readers and signers keep going. Nothing may fail to read, no acknowledged signature may be lost,
// and no signature may count twice; after the load the petitions are closed and every acknowledged receipt
// is proven in their final snapshots. Prints what it measured and, last, one JSON line; exits 1 on any
// failure of those rules.
//
// The hosts are Linux network namespaces (`ip netns`), each joined to this machine by a veth pair with an
// address of its own, each running the built portal with WORKERS=2. Both use one PostgreSQL database of
// the rig's own on the machine's server (TEST_DATABASE_URL's server, created and dropped; the namespaces
// reach it through a forwarder, test/machines/forward.mjs, since it listens on the loopback only) and one
// Redis of the rig's own (the machine's redis-server binary on a free port, so that restarting it disturbs
// nothing else). nginx runs on this machine with deploy/nginx-portal.conf, both origins its upstreams.
// Everything it makes is named after its process id and removed at the end, whatever happened; a run that
// was itself killed is cleaned up by the next one.
//
// Settings: RIG_READERS (default 12), RIG_SIGNERS (default 8), TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), REDIS_SERVER (default redis-server).
import { execFile, execFileSync, spawn } from "node:child_process";
import { createHash, createPublicKey, randomUUID, verify as verifySignature } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { NGINX, REFERENCE_CONFIG, startNginx } from "../../deploy/nginx-local.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const READERS = Number(process.env.RIG_READERS ?? 12);
const SIGNERS = Number(process.env.RIG_SIGNERS ?? 8);
const DATABASE_SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_SERVER = process.env.REDIS_SERVER ?? "redis-server";
const NAME = `brehon-rig-${process.pid}`;
const DATABASE = `brehon_rig_${process.pid}`;
const PORTAL_PORT = 3000;
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
// nginx leaves an origin out for fail_timeout after it failed, whatever the origin does meanwhile: an
// origin that is back is sent requests again only after that. A rolling restart waits that long (and a
// second more) after each origin answers again before it takes the next one down, or both would be out.
const FAIL_TIMEOUT_MS =
  1000 *
  Number(/server 127\.0\.0\.1:3000 [^;]*fail_timeout=(\d+)s/.exec(readFileSync(REFERENCE_CONFIG, "utf8"))?.[1] ?? 10);

const say = (text) => console.log(`[machines] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const ip = (...args) => execFileSync("ip", args, { stdio: ["ignore", "pipe", "pipe"] }).toString();

/** Waits until `check` gives a truthy value, polling; fails with `what` after `timeoutMs`. */
async function waitFor(check, what, timeoutMs = 60_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`Timed out waiting for ${what} (last: ${last instanceof Error ? last.message : last})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One HTTP request; resolves { status, headers, body } or rejects on a network error. */
function request(url, { method = "GET", headers = {}, body, agent, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
const json = (response) => JSON.parse(response.body.toString("utf8"));

// ---------------------------------------------------------------------------------------------------------
// What the rig made, so that it is removed whatever happens.
const made = { namespaces: [], children: new Set(), nginx: null, database: false, tmp: null };

/** Ends every process inside a namespace (the portal's main process and its workers). */
function killNamespace(namespace, signal = "SIGKILL") {
  let pids = [];
  try {
    pids = ip("netns", "pids", namespace).split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
  return pids;
}

async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: DATABASE_SERVER });
  await client.connect();
  try {
    await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await client.query(`drop database if exists ${name}`);
  } finally {
    await client.end();
  }
}

/** Removes what an earlier run that was killed left behind: namespaces and databases of dead rigs. */
async function cleanStale() {
  let names = [];
  try {
    names = ip("netns", "list")
      .split("\n")
      .map((line) => line.split(" ")[0])
      .filter((name) => /^brehon-rig-\d+-o\d$/.test(name));
  } catch {
    // no namespaces
  }
  for (const namespace of names) {
    const pid = Number(namespace.split("-")[2]);
    if (pid === process.pid || alive(pid)) continue;
    killNamespace(namespace);
    try {
      ip("netns", "del", namespace);
      say(`removed ${namespace}, left by an earlier run`);
    } catch {
      // gone meanwhile
    }
  }
  const client = new pg.Client({ connectionString: DATABASE_SERVER });
  await client.connect();
  const { rows } = await client.query("select datname from pg_database where datname like 'brehon_rig_%'");
  await client.end();
  for (const { datname } of rows) {
    const pid = Number(datname.slice("brehon_rig_".length));
    if (pid !== process.pid && !alive(pid)) {
      await dropDatabase(datname);
      say(`dropped database ${datname}, left by an earlier run`);
    }
  }
}

async function cleanUp() {
  for (const namespace of made.namespaces) {
    killNamespace(namespace);
    try {
      ip("netns", "del", namespace);
    } catch {
      // already removed
    }
  }
  for (const child of made.children) if (child.exitCode === null) child.kill("SIGKILL");
  await made.nginx?.stop().catch(() => {});
  if (made.database) await dropDatabase(DATABASE).catch((error) => say(`could not drop ${DATABASE}: ${error.message}`));
  if (made.tmp && !made.keepLogs) rmSync(made.tmp, { recursive: true, force: true });
  if (made.tmp && made.keepLogs) say(`the origins' logs are kept in ${made.tmp}`);
}

// ---------------------------------------------------------------------------------------------------------
// The hosts.

/** A /24 of 10.0.0.0/8 for each origin that no interface of this machine uses yet. */
function freeSubnets(count) {
  const used = ip("-4", "-o", "addr", "show");
  const subnets = [];
  for (let second = 200 + (process.pid % 50); subnets.length < count; second = second >= 254 ? 200 : second + 1) {
    for (let third = 1; third < 255 && subnets.length < count; third++) {
      const prefix = `10.${second}.${third}`;
      if (!used.includes(` ${prefix}.`)) subnets.push(prefix);
    }
  }
  return subnets;
}

function makeHost(index, prefix) {
  const namespace = `${NAME}-o${index}`;
  const outside = `bh${process.pid}h${index}`.slice(0, 15);
  const inside = `bh${process.pid}n${index}`.slice(0, 15);
  ip("netns", "add", namespace);
  made.namespaces.push(namespace);
  ip("link", "add", outside, "type", "veth", "peer", "name", inside);
  ip("link", "set", inside, "netns", namespace);
  ip("addr", "add", `${prefix}.1/24`, "dev", outside);
  ip("link", "set", outside, "up");
  ip("netns", "exec", namespace, "ip", "addr", "add", `${prefix}.2/24`, "dev", inside);
  ip("netns", "exec", namespace, "ip", "link", "set", inside, "up");
  ip("netns", "exec", namespace, "ip", "link", "set", "lo", "up");
  return { index, namespace, gateway: `${prefix}.1`, address: `${prefix}.2`, runs: 0, process: null };
}

/** Starts (or starts again) the portal on one host and waits until both its processes answer. */
async function startOrigin(host, env) {
  host.runs += 1;
  const logFile = path.join(made.tmp, `origin-${host.index}-run-${host.runs}.log`);
  const log = createWriteStream(logFile);
  const child = spawn("ip", ["netns", "exec", host.namespace, process.execPath, "server/start.js"], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: host.address },
    stdio: ["ignore", "pipe", "pipe"],
  });
  made.children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  host.process = child;
  host.logFiles = [...(host.logFiles ?? []), logFile];
  const exited = new Promise((resolve) => child.once("exit", resolve));
  host.exited = exited;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`origin ${host.index} exited: ${readFileSync(logFile, "utf8")}`);
      const text = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
      // Both processes listen (the main process says so once every worker does).
      if (!/server processes running/.test(text)) return false;
      const health = await request(`http://${host.address}:${PORTAL_PORT}/healthz`);
      return health.status === 200;
    },
    `origin ${host.index} to answer`,
    90_000,
    200,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The load.

/** What the rig is doing to the machines now, to say when a request failed. */
let currentPhase = "starting";
const phaseStarted = Date.now();
const phase = () => `${currentPhase} (+${((Date.now() - phaseStarted) / 1000).toFixed(1)} s)`;
const enter = (name) => {
  currentPhase = name;
};

/** An agent whose connections leave from one loopback address of its own: a client of its own to nginx. */
const clientAgent = (a, b) =>
  new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.${a}.${b}.${1 + (b % 250)}` });

function percentile(values, share) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function startLoad(base, petitions) {
  const state = {
    running: true,
    reads: [],
    failedReads: [],
    acknowledged: [],
    recoveredByRetry: 0,
    failedSigns: 0,
    failureStatuses: {},
    gaveUp: 0,
  };
  let word = 0;
  const readPaths = () => {
    word += 1;
    const id = petitions[word % petitions.length];
    return [
      ["/", {}],
      ["/ga", {}],
      ["/petitions", {}],
      ["/ga/petitions", {}],
      [`/petitions/${id}`, {}],
      [`/ga/petitions/${id}`, {}],
      // Fetched from an origin, past the cache: the islands' fresh reads.
      ["/api/petitions", { "Cache-Control": "no-cache" }],
      [`/api/petitions/${id}`, { "Cache-Control": "no-cache" }],
      // A new query each time: never in the cache, always an origin's work.
      [`/api/search?q=rig+${word}`, {}],
      [`/search?q=machines+${word}`, {}],
      [`/petitions?page=${1 + (word % 40)}`, {}],
    ];
  };
  const reader = async (index) => {
    const agent = clientAgent(10 + Math.floor(index / 200), index % 200);
    while (state.running) {
      for (const [url, headers] of readPaths()) {
        if (!state.running) break;
        const started = performance.now();
        try {
          const response = await request(`${base}${url}`, { headers: { ...BROWSER, ...headers }, agent });
          const ms = performance.now() - started;
          state.reads.push([Date.now(), ms]);
          if (response.status !== 200) state.failedReads.push(`${phase()}: ${url}: ${response.status}`);
        } catch (error) {
          state.reads.push([Date.now(), performance.now() - started]);
          state.failedReads.push(`${phase()}: ${url}: ${error.message}`);
        }
      }
    }
    agent.destroy();
  };
  let signerNumber = 0;
  const signer = async (index) => {
    while (state.running) {
      signerNumber += 1;
      // A browser signing for the first time, as the page's button does: no signer cookie yet, and the
      // attempt named (Idempotency-Key), so that a repeat after a lost answer is the same signer.
      const attempt = randomUUID();
      let cookie;
      // Half the signers sign the viral petition, the others the rest in turn.
      const petition =
        signerNumber % 2 === 0 ? petitions[0] : petitions[1 + ((signerNumber >> 1) % (petitions.length - 1))];
      const agent = clientAgent(100 + (Math.floor(signerNumber / 200) % 100), signerNumber % 200);
      let tries = 0;
      for (;;) {
        tries += 1;
        let outcome;
        try {
          const response = await request(`${base}/api/petitions/${petition}/signatures`, {
            method: "POST",
            headers: { ...BROWSER, "Idempotency-Key": attempt, ...(cookie ? { Cookie: cookie } : {}) },
            agent,
          });
          outcome = { status: response.status, body: response.body };
          cookie = String(response.headers["set-cookie"]?.[0] ?? "").split(";")[0] || cookie;
        } catch (error) {
          outcome = { status: `network error (${error.message})` };
        }
        if (outcome.status === 201) {
          const { receipt } = JSON.parse(outcome.body.toString("utf8"));
          state.acknowledged.push({ petition, receipt });
          break;
        }
        if (outcome.status === 409 && tries > 1) {
          // The first try was committed but its answer lost: the repeat is told so, and counts nothing more.
          state.recoveredByRetry += 1;
          break;
        }
        state.failedSigns += 1;
        state.failureLog = [...(state.failureLog ?? []), `${phase()}: sign ${outcome.status}`];
        state.failureStatuses[outcome.status] = (state.failureStatuses[outcome.status] ?? 0) + 1;
        if (tries >= 5) {
          state.gaveUp += 1;
          break;
        }
        await sleep(200 * tries);
      }
      agent.destroy();
      void index;
    }
  };
  const workers = [
    ...Array.from({ length: READERS }, (_, index) => reader(index)),
    ...Array.from({ length: SIGNERS }, (_, index) => signer(index)),
  ];
  state.stop = async () => {
    state.running = false;
    await Promise.all(workers);
  };
  return state;
}

// ---------------------------------------------------------------------------------------------------------
// Proofs: the receipt's entry is in the signed snapshot's tree (RFC 9162, 2.1.3.2), checked here.

const sha256 = (...parts) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const receiptEntry = (receipt) =>
  `signature ${sha256(Buffer.from(`brehon petition receipt v1\n${receipt.replaceAll("-", "").toUpperCase()}`)).toString("base64")}`;

function inclusionHolds(entry, index, size, proof, head) {
  if (index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = sha256(Buffer.from([0]), Buffer.from(entry, "utf8"));
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = sha256(Buffer.from([1]), p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn >>= 1;
        sn >>= 1;
      }
    } else {
      r = sha256(Buffer.from([1]), r, p);
    }
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && r.equals(head);
}

function snapshotSigned(publicKey, petition, snapshot) {
  const text = `brehon petition snapshot v1\npetition ${petition}\nsize ${snapshot.size}\nhead ${snapshot.head}\ncount ${snapshot.count}\nat ${snapshot.at}\n`;
  return verifySignature(
    null,
    Buffer.from(text),
    createPublicKey(publicKey),
    Buffer.from(snapshot.signature, "base64"),
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const problems = [];
  if (process.platform !== "linux" || process.getuid?.() !== 0) {
    throw new Error("needs Linux and root: the origin hosts are network namespaces (ip netns)");
  }
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("no build: run `npm run build` first");
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (Debian package nginx)`);
  execFileSync(REDIS_SERVER, ["--version"], { stdio: "ignore" });

  await cleanStale();
  made.tmp = mkdtempSync(path.join(tmpdir(), `${NAME}-`));

  // The database of its own.
  const server = new URL(DATABASE_SERVER);
  {
    const client = new pg.Client({ connectionString: DATABASE_SERVER });
    await client.connect();
    await client.query(`create database ${DATABASE}`);
    await client.end();
    made.database = true;
  }
  const hostDatabaseUrl = new URL(DATABASE_SERVER);
  hostDatabaseUrl.pathname = `/${DATABASE}`;

  // Two hosts, the forwarder to PostgreSQL, Redis, nginx.
  const hosts = freeSubnets(2).map((prefix, index) => makeHost(index + 1, prefix));
  say(`hosts: ${hosts.map((host) => `${host.namespace} at ${host.address}`).join(", ")}`);
  const databasePort = Number(server.port || 5432);
  const forwarder = spawn(
    process.execPath,
    [
      path.join(ROOT, "test/machines/forward.mjs"),
      ...hosts.map((host) => `${host.gateway}:${databasePort}=${server.hostname}:${databasePort}`),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  made.children.add(forwarder);
  await new Promise((resolve, reject) => {
    forwarder.stdout.once("data", resolve);
    forwarder.once("exit", () => reject(new Error("the forwarder to PostgreSQL did not start")));
  });

  const redisPort = await freePort();
  const startRedis = async () => {
    const child = spawn(
      REDIS_SERVER,
      ["--port", String(redisPort), "--bind", "127.0.0.1", ...hosts.map((host) => host.gateway)].concat([
        "--save",
        "",
        "--appendonly",
        "no",
        "--protected-mode",
        "no",
        "--dir",
        made.tmp,
      ]),
      { stdio: "ignore" },
    );
    made.children.add(child);
    const probe = new Redis({ port: redisPort, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on("error", () => {});
    await waitFor(
      async () => {
        await probe.connect().catch(() => {});
        return (await probe.ping()) === "PONG";
      },
      "Redis to answer",
      15_000,
    );
    probe.disconnect();
    return child;
  };
  let redis = await startRedis();

  const proxyPort = await freePort();
  const base = `http://127.0.0.1:${proxyPort}`;
  const env = (host) => ({
    NODE_ENV: "production",
    PORT: String(PORTAL_PORT),
    WORKERS: "2",
    TRUST_PROXY: "1",
    // PUBLIC_URL is left at the build's (http://localhost:3000): the pages are served as built, not
    // compressed again at every start. Nothing here depends on the public address.
    DATABASE_URL: `postgres://${server.username || "postgres"}@${host.gateway}:${databasePort}/${DATABASE}`,
    DATABASE_POOL_SIZE: "6",
    REDIS_URL: `redis://${host.gateway}:${redisPort}`,
    SNAPSHOT_MINUTES: "1",
    SIGN_GROUP_COMMIT: "on",
    RATE_LIMIT_CREATE: "1000",
    RATE_LIMIT_SIGN: "100000",
    RATE_LIMIT_SIGN_PER_PETITION: "100000",
    RATE_LIMIT_SIGN_REFUSALS: "100000",
    RATE_LIMIT_SEARCH: "100000",
    RATE_LIMIT_LOG: "100000",
    FRAUD_NETWORK_HOURLY: "1000000",
  });
  // One at a time at first: the first applies the migrations.
  for (const host of hosts) await startOrigin(host, env(host));
  made.nginx = await startNginx({ port: proxyPort, upstreams: hosts.map((host) => `${host.address}:${PORTAL_PORT}`) });
  say(`nginx on ${base}, origins ${hosts.map((host) => host.address).join(" and ")}, Redis on ${redisPort}`);

  // The petitions signed: one that goes viral, three others.
  const petitions = [];
  for (const title of ["A viral petition", "A second petition", "A third petition", "A fourth petition"]) {
    const response = await request(`${base}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title, description: "Signed while the machines behind the portal fail in turn." }),
    });
    if (response.status !== 201) throw new Error(`could not create a petition: ${response.status} ${response.body}`);
    petitions.push(json(response).petition.id);
  }

  const load = startLoad(base, petitions);
  const startedAt = Date.now();
  await sleep(5_000);

  // 1. One origin's processes killed, then started again.
  const killWindow = { from: Date.now(), to: 0 };
  enter("origin 1 killed");
  const killed = killNamespace(hosts[0].namespace, "SIGKILL");
  say(`SIGKILL to origin 1 (processes ${killed.join(", ")})`);
  await hosts[0].exited;
  // Down for a moment longer than nginx's fail_timeout: it tries the dead origin again and passes on.
  await sleep(FAIL_TIMEOUT_MS + 1_000);
  enter("origin 1 starting again");
  await startOrigin(hosts[0], env(hosts[0]));
  killWindow.to = Date.now();
  enter("origin 1 back");
  say(`origin 1 back after ${((killWindow.to - killWindow.from) / 1000).toFixed(1)} s`);
  await sleep(FAIL_TIMEOUT_MS + 1_000);

  // 2. A rolling restart: each origin in turn drains on SIGTERM and comes back.
  for (const host of hosts) {
    const before = Date.now();
    enter(`origin ${host.index} draining`);
    host.process.kill("SIGTERM");
    const code = await host.exited;
    enter(`origin ${host.index} starting again`);
    if (code !== 0) problems.push(`origin ${host.index} exited ${code} after SIGTERM`);
    await startOrigin(host, env(host));
    enter(`origin ${host.index} back`);
    say(`origin ${host.index} restarted (SIGTERM, drained, back) in ${((Date.now() - before) / 1000).toFixed(1)} s`);
    await sleep(FAIL_TIMEOUT_MS + 1_000);
  }

  // 3. Redis restarted: the rate limits fall back to each process's memory, then are shared again.
  enter("Redis restarting");
  const redisStopped = new Promise((resolve) => redis.once("exit", resolve));
  redis.kill("SIGTERM");
  await redisStopped;
  await sleep(2_000);
  redis = await startRedis();
  const counting = new Redis({ port: redisPort, host: "127.0.0.1" });
  counting.on("error", () => {});
  // The new Redis starts empty: allowances counted in it again show the processes came back to it.
  const keys = await waitFor(
    async () => (await counting.dbsize()) > 0 && (await counting.dbsize()),
    "rate limits counted in Redis again",
    30_000,
    200,
  );
  counting.disconnect();
  say(`Redis restarted; ${keys} allowance keys in it again`);
  await sleep(2_000);

  await load.stop();
  const loadSeconds = (Date.now() - startedAt) / 1000;
  say(
    `load stopped after ${loadSeconds.toFixed(0)} s: ${load.reads.length} reads, ${load.acknowledged.length} signatures acknowledged`,
  );

  // Counts in the database, and each counter against its rows.
  const db = new pg.Client({ connectionString: hostDatabaseUrl.href });
  await db.connect();
  const { rows } = await db.query(
    "select p.id, p.signature_count, (select count(*)::int from petition_signatures s where s.petition_id = p.id) as rows, (select count(*)::int from petition_log l where l.petition_id = p.id) as log from petitions p where p.id = any($1::int[])",
    [petitions],
  );
  await db.end();
  const counted = rows.reduce((sum, row) => sum + row.rows, 0);
  for (const row of rows) {
    if (row.rows !== row.signature_count)
      problems.push(`petition ${row.id}: counter ${row.signature_count}, rows ${row.rows}`);
  }
  const expected = load.acknowledged.length + load.recoveredByRetry;
  if (counted !== expected) {
    problems.push(
      `${counted} signatures counted, where ${load.acknowledged.length} were acknowledged and ${load.recoveredByRetry} repeats were told they had signed already`,
    );
  }

  // Every acknowledged receipt proven in the next snapshot. A petition's log is snapshotted at most every
  // SNAPSHOT_MINUTES, but a closed petition's at once: the petitions are closed as an operator closes one
  // (`npm run petitions -- close`), and origin 1, started again, publishes their final snapshots as it
  // starts, rather than the rig waiting up to two minutes for the next minute's look.
  const logSizes = Object.fromEntries(rows.map((row) => [row.id, row.log]));
  const signed = petitions.filter((id) => logSizes[id] > 0);
  const closing = Date.now();
  await Promise.all(
    signed.map(async (petition) => {
      const closed = await runText(process.execPath, ["scripts/petitions.js", "close", String(petition)], {
        DATABASE_URL: hostDatabaseUrl.href,
      });
      if (closed.code !== 0) problems.push(`npm run petitions -- close ${petition}: ${closed.text}`);
    }),
  );
  enter("origin 1 restarting after the load");
  hosts[0].process.kill("SIGTERM");
  const finalCode = await hosts[0].exited;
  if (finalCode !== 0) problems.push(`origin 1 exited ${finalCode} after SIGTERM, after the load`);
  await startOrigin(hosts[0], env(hosts[0]));
  const snapshots = {};
  const { publicKey } = json(
    await request(`${base}/api/petitions/snapshot-key`, { headers: { "Cache-Control": "no-cache" } }),
  );
  for (const petition of signed) {
    snapshots[petition] = await waitFor(
      async () => {
        const response = await request(`${base}/api/petitions/${petition}/snapshots`, {
          headers: { "Cache-Control": "no-cache" },
        });
        const latest = json(response).snapshots.at(-1);
        if (latest && latest.size >= logSizes[petition]) return latest;
        throw new Error(`its latest snapshot has ${latest?.size ?? "no"} entries of ${logSizes[petition]}`);
      },
      `the snapshot of petition ${petition} after the load`,
      30_000,
      200,
    );
    if (!snapshotSigned(publicKey, petition, snapshots[petition]))
      problems.push(`petition ${petition}: snapshot signature`);
  }
  say(
    `petitions closed, origin 1 restarted and every final snapshot published in ${((Date.now() - closing) / 1000).toFixed(1)} s`,
  );
  let lost = 0;
  let unproven = 0;
  let next = 0;
  const prover = async (worker) => {
    const agent = clientAgent(200 + Math.floor(worker / 200), worker % 200);
    while (next < load.acknowledged.length) {
      const { petition, receipt } = load.acknowledged[next++];
      const snapshot = snapshots[petition];
      const response = await request(
        `${base}/api/petitions/${petition}/proof?receipt=${encodeURIComponent(receipt)}&size=${snapshot.size}`,
        { agent },
      );
      if (response.status === 404 && !json(response).position) {
        lost += 1;
        continue;
      }
      const proof = response.status === 200 ? json(response) : null;
      const holds =
        proof?.entry === receiptEntry(receipt) &&
        inclusionHolds(
          proof.entry,
          proof.position,
          snapshot.size,
          proof.proof.map((part) => Buffer.from(part, "base64")),
          Buffer.from(snapshot.head, "base64"),
        );
      if (!holds) unproven += 1;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: 16 }, (_, worker) => prover(worker)));
  if (lost > 0) problems.push(`${lost} acknowledged signatures are not in the log`);
  if (unproven > 0) problems.push(`${unproven} acknowledged receipts could not be proven in their snapshot`);
  say(
    `${load.acknowledged.length - lost - unproven} of ${load.acknowledged.length} receipts proven in the snapshot after the load`,
  );

  // The operators' check and a reader's check of the busiest petition, as anyone would run them.
  // The two read different things (the database, the public API) and run side by side.
  const busiest = [...rows].sort((a, b) => b.rows - a.rows)[0].id;
  const [check, verified] = await Promise.all([
    runText(process.execPath, ["scripts/petitions.js", "check"], { DATABASE_URL: hostDatabaseUrl.href }),
    runText(process.execPath, ["scripts/verify-petition.mjs", base, String(busiest)], {}),
  ]);
  if (check.code !== 0) problems.push(`npm run db:check: ${check.text}`);
  if (verified.code !== 0) problems.push(`npm run verify-petition on petition ${busiest}: ${verified.text}`);
  say(
    `db:check: ${check.code === 0 ? "every count equals its rows" : "FAILED"}; verify-petition ${busiest}: ${verified.code === 0 ? "passed" : "FAILED"}`,
  );

  // What the origins' logs say of Redis, and of errors.
  const logs = hosts.flatMap((host) => host.logFiles.map((file) => readFileSync(file, "utf8"))).join("\n");
  const redisLost = (logs.match(/Redis lost/g) ?? []).length;
  const redisBack = (logs.match(/Redis is back/g) ?? []).length;
  say(`the origins' logs: Redis lost ${redisLost} times, back ${redisBack} times`);

  if (load.failedReads.length > 0) {
    problems.push(`${load.failedReads.length} reads failed:\n  ${load.failedReads.slice(0, 40).join("\n  ")}`);
    say(`nginx's error log:\n${made.nginx.errorLog().split("\n").slice(-40).join("\n")}`);
  }
  if (load.failureLog) say(`failed signing posts:\n  ${load.failureLog.slice(0, 20).join("\n  ")}`);
  if (load.gaveUp > 0) problems.push(`${load.gaveUp} signers gave up after 5 tries`);
  if (load.failedSigns > 0) {
    say(`signing posts that failed and were repeated: ${JSON.stringify(load.failureStatuses)}`);
  }

  const during = load.reads.filter(([at]) => at >= killWindow.from && at <= killWindow.to).map(([, ms]) => ms);
  const result = {
    origins: hosts.length,
    reads: load.reads.length,
    failedReads: load.failedReads.length,
    signaturesAcknowledged: load.acknowledged.length,
    signaturesCounted: counted,
    lostSignatures: lost,
    failedSigns: load.failedSigns,
    repeatsAlreadyCounted: load.recoveredByRetry,
    p99ReadMs:
      Math.round(
        percentile(
          load.reads.map(([, ms]) => ms),
          0.99,
        ) * 10,
      ) / 10,
    p99DuringKillMs: Math.round(percentile(during, 0.99) * 10) / 10,
    seconds: Math.round(loadSeconds),
  };
  for (const problem of problems) console.error(`[machines] FAILED: ${problem}`);
  return { result, ok: problems.length === 0 };
}

/** Runs a command to its end without holding up the rig; resolves { code, text }. */
function runText(command, args, env) {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, text: `${stdout}${stderr}`.trim().slice(-2000) }),
    );
  });
}

let outcome = { result: null, ok: false };
const interrupted = (signal) => {
  say(`${signal}: removing what the rig made`);
  cleanUp().finally(() => process.exit(1));
};
process.once("SIGINT", interrupted);
process.once("SIGTERM", interrupted);
try {
  outcome = await main();
} catch (error) {
  console.error(`[machines] FAILED: ${error.stack ?? error.message}`);
} finally {
  made.keepLogs = !outcome.ok;
  await cleanUp();
}
if (outcome.result) console.log(JSON.stringify(outcome.result));
process.exit(outcome.ok ? 0 : 1);
