// `npm run bench:updates`: the Government responds to a petition whose 100,000 signers asked for updates
// (PETITION_SIGNING=email), on PostgreSQL, while the built server answers `/` under load. The response is
// published with the operators' command (`npm run petitions -- respond`), which records the send and writes its
// messages into the mail queue a batch of 5,000 signers at a time (one `insert … select` each).
// Printed: the time to queue every message (the send's own timestamps, and the command's whole run), the
// command's peak memory and the server's, `/`'s p99 while the messages are queued against its quiet p99 under
// the same load (half of what the server answers at most), and then, in a short run of its own with
// SMTP_RATE out of the way, how many messages a second a local SMTP server (smtp-server) receives.
//   BENCH_UPDATE_SIGNERS (default 100000), BENCH_SECONDS (each measurement, default 10)
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import {
  BROWSER_ENCODINGS,
  benchPostgresUrl,
  freePort,
  freshPostgresDatabase,
  load,
  ROOT,
  seconds,
  startServer,
  table,
} from "./lib.mjs";
import { seed } from "./seed.mjs";

const SIGNERS = Number(process.env.BENCH_UPDATE_SIGNERS ?? 100_000);
const base = await benchPostgresUrl();
if (!base) {
  console.log("bench:updates needs PostgreSQL (BENCH_DATABASE_URL, or a local server).");
  process.exit(0);
}

// A mail server on loopback that counts what it receives.
let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => sink.listen(smtpPort, "127.0.0.1", resolve));

const database = await freshPostgresDatabase(base, "brehon_bench_updates");
const { hot: id } = await seed({ kind: "postgres", url: database.url }, { petitions: 1, signatures: 0 });
const env = {
  DATABASE_URL: database.url,
  PETITION_SIGNING: "email",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LOG_LEVEL: "warn",
};
// The server migrates the database; the signers who asked for updates are then written in SQL.
let server = await startServer(env);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query(
  `insert into signature_requests (petition_id, email, email_domain, name, language, token_hash, expires_at, confirmed_at, updates)
   select $1, 'signer-' || g || '@example.net', 'example.net', 'Signer', case when g % 3 = 0 then 'ga' else 'en' end,
          'bench-' || g, now() + interval '1 day', now() - interval '1 hour', true
     from generate_series(1, $2::int) g`,
  [id, SIGNERS],
);

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
const p99Of = (responses) => {
  const sorted = responses.map((response) => response.latency).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

const capacity = await load({ url: `${server.url}/`, duration: seconds() });
const rate = Math.round(capacity.requestsPerSecond / 2);
const quietLoad = loadRecorded(seconds(), rate);
await quietLoad.finished;
const quiet = p99Of(quietLoad.responses);

// The operator's command, under /usr/bin/time for its peak memory, while `/` is loaded.
const during = loadRecorded(120, rate);
const began = Date.now();
const command = await new Promise((resolve) => {
  const child = spawn(
    "/usr/bin/time",
    [
      "-f",
      "maxrss=%M",
      process.execPath,
      "scripts/petitions.js",
      "respond",
      String(id),
      "--en",
      "The Government will act.",
      "--ga",
      "Gníomhóidh an Rialtas.",
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  child.once("exit", (code) => resolve({ code, output }));
});
const ended = Date.now();
await during.stop();
if (command.code !== 0) throw new Error(`The command failed:\n${command.output}`);
const commandKiB = Number(/maxrss=(\d+)/.exec(command.output)?.[1] ?? 0);
const { rows } = await client.query(
  `select recipients, extract(epoch from queued_at - created_at) as seconds from petition_update_sends where petition_id = $1`,
  [id],
);
const send = rows[0];
const queuedRows = (await client.query("select count(*)::int as n from petitioner_mail where kind = 'update'")).rows[0]
  .n;
const duringP99 = p99Of(during.responses.filter((response) => response.endedAt >= began && response.endedAt <= ended));
const serverMiB = server.peakMemoryMiB();
await server.stop();

// The SMTP sink's receipt rate, SMTP_RATE out of the way: one process, the queue full.
server = await startServer({ ...env, SMTP_RATE: "10000" });
const from = received;
const started = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds() * 1000));
const perSecond = ((received - from) / ((Date.now() - started) / 1000)).toFixed(0);
await server.stop();
await client.end();
await database.drop();
await new Promise((resolve) => sink.close(resolve));

const ms = (value) => `${value.toFixed(1)} ms`;
table(
  [
    "signers wanting updates",
    "queued (send's timestamps)",
    "command's whole run",
    "command's peak memory",
    "server's peak memory",
    "`/` p99 while queueing",
    "`/` p99 quiet",
    "ratio",
    "SMTP sink, messages/s",
  ],
  [
    [
      `${SIGNERS.toLocaleString("en-IE")} (${Number(queuedRows).toLocaleString("en-IE")} queued, ${send?.recipients} recipients)`,
      `${Number(send?.seconds ?? 0).toFixed(2)} s`,
      `${((ended - began) / 1000).toFixed(1)} s`,
      `${(commandKiB / 1024).toFixed(0)} MiB`,
      `${serverMiB} MiB`,
      ms(duringP99),
      `${ms(quiet)} (${rate.toLocaleString("en-IE")} requests/s, half of ${capacity.requestsPerSecond.toLocaleString("en-IE")})`,
      `${(duringP99 / Math.max(quiet, 0.1)).toFixed(1)}×`,
      perSecond,
    ],
  ],
);
