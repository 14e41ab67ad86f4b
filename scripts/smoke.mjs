// `npm run test:smoke`: the portal on this machine's Node.js, as a newcomer's `npm start` runs it. It builds
// (unless `--built` says the build in build/ is to be used as it is), starts `node server/start.js` on a fresh
// embedded database in a temporary folder, reads every kind of page, creates a petition, signs it, stops the
// server, starts it again on the same database (a server publishes each grown log's signed snapshot as it
// starts), checks the petition with `npm run verify-petition`, reads the console's sign-in page and stops.
// It prints each check, then one line: "Smoke test on Node.js vX: passed" or "… FAILED", and exits 1 on failure.
//
// CI runs it on the oldest Node.js the portal starts on (`.ci/run`), after the whole suite on the supported one.
// It shares no code with the tests: it asks what a visitor or a reader asks, by HTTP.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = process.argv.includes("--built");
const started = Date.now();
const TITLE = "Drinking fountains in every park";
/** How long a server gets to answer /healthz after it starts (a new embedded database is made on the first), and to exit after SIGTERM. */
const START_DEADLINE_MS = 180_000;
const STOP_DEADLINE_MS = 10_000;

let checks = 0;
const check = (what, ok, detail = "") => {
  if (!ok) throw new Error(`${what}${detail ? `: ${detail}` : ""}`);
  checks += 1;
  console.log(`  ✓ ${what}`);
};
const until = async (what, probe, deadlineMs = 30_000) => {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const result = await probe().catch(() => undefined);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Runs a command to its end with the output shown; rejects on a non-zero exit. */
const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const BASE_ENV = Object.fromEntries(
  ["PATH", "HOME", "TMPDIR", "LANG", "TZ"].filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
);
const dataDir = mkdtempSync(path.join(tmpdir(), "brehon-smoke-"));
const port = Number(process.env.SMOKE_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
let server;

/** `node server/start.js` on the smoke test's database and port; resolves once /healthz answers. */
async function startPortal() {
  const child = spawn(process.execPath, ["server/start.js"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    // The portal's defaults, as a newcomer's shell has them: none of the settings CI or a developer exported
    // (a DATABASE_URL, REDIS_URL or WORKERS would test another set-up than the embedded database).
    env: { ...BASE_ENV, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: origin, DATA_DIR: dataDir },
  });
  const lines = [];
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  child.stdout.on("data", (chunk) => lines.push(chunk.toString()));
  child.stderr.on("data", (chunk) => lines.push(chunk.toString()));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  server = { child, exited, lines };
  await until(
    "the server answers /healthz",
    async () => {
      if (ended) throw new Error(`The server exited as it started:\n${lines.join("")}`);
      return (await fetch(`${origin}/healthz`)).status === 200;
    },
    START_DEADLINE_MS,
  ).catch((error) => {
    throw new Error(`${ended ? "The server exited as it started" : error.message}. Its output:\n${lines.join("")}`);
  });
  check(`the server started on ${origin}`, true);
}

/** SIGTERM, then an exit with status 0 within the deadline. */
async function stopPortal() {
  const { child, exited, lines } = server;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_DEADLINE_MS);
  const { code, signal } = await exited;
  clearTimeout(timer);
  server = undefined;
  check("the server stopped cleanly on SIGTERM", code === 0, `exit ${code ?? signal}\n${lines.join("")}`);
}

async function page(address, { status = 200, language = "en", contains = [] } = {}) {
  const response = await fetch(`${origin}${address}`, { headers: { Accept: "text/html" } });
  const html = await response.text();
  const lang = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
  const missing = contains.filter((text) => !html.includes(text));
  check(
    `${address}: ${status}, HTML in ${language === "ga" ? "Irish" : "English"}${contains.length ? `, showing ${contains.map((text) => `“${text}”`).join(", ")}` : ""}`,
    response.status === status &&
      (response.headers.get("content-type") ?? "").startsWith("text/html") &&
      lang === language &&
      missing.length === 0,
    `status ${response.status}, ${response.headers.get("content-type")}, lang ${lang}, missing ${missing.join(", ")}`,
  );
  return html;
}

async function json(address, init) {
  const response = await fetch(`${origin}${address}`, init);
  const body = await response.json().catch(() => undefined);
  return { status: response.status, body, headers: response.headers };
}

try {
  console.log(`Smoke test on Node.js ${process.version}`);
  if (!built) {
    console.log("  building (npm run build)…");
    await run("npm", ["run", "build"]);
    check("npm run build", true);
  }
  await startPortal();

  // Every kind of page: static in both languages, the petitions list, search, Page Not Found.
  await page("/", { contains: ["Republic of Brehon"] });
  await page("/government", { contains: ["<h1"] });
  await page("/ga/government", { language: "ga", contains: ["<h1"] });
  await page("/petitions", { contains: ["<h1"] });
  await page("/no-such-page", { status: 404, contains: ["Page Not Found"] });

  // A petition created and signed through the API, as a program would.
  const created = await json("/api/petitions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title: TITLE, description: "Clean water for everyone who walks, runs or plays there." }),
  });
  const id = created.body?.petition?.id;
  check(`POST /api/petitions: 201, petition ${id}`, created.status === 201 && Number.isInteger(id), created.status);
  const signed = await json(`/api/petitions/${id}/signatures`, { method: "POST" });
  check(
    `POST /api/petitions/${id}/signatures: 201, count 1, a receipt`,
    signed.status === 201 && signed.body?.signatureCount === 1 && typeof signed.body?.receipt === "string",
    `${signed.status} ${JSON.stringify(signed.body)}`,
  );
  const read = await json(`/api/petitions/${id}`);
  check(
    `GET /api/petitions/${id}: 200, count 1`,
    read.status === 200 && read.body?.petition?.signatureCount === 1,
    `${read.status} ${JSON.stringify(read.body)}`,
  );
  await page(`/petitions/${id}`, { contains: [TITLE] });
  const found = await until("the petition found by the search API", async () => {
    const search = await json(`/api/search?q=${encodeURIComponent("drinking fountains")}&lang=en`);
    return search.body?.results?.some((result) => result.kind === "petition" && result.title === TITLE) && search;
  });
  check("GET /api/search: 200, the petition among the results", found.status === 200);
  await page(`/search?q=${encodeURIComponent("drinking fountains")}`, { contains: [TITLE] });
  await stopPortal();

  // Started again on the same database: the signature is still there, and the grown log gets its snapshot.
  await startPortal();
  const again = await json(`/api/petitions/${id}`);
  check("after the restart the signature is kept", again.body?.petition?.signatureCount === 1);
  await until("a signed snapshot of the petition's log", async () => {
    const snapshots = await json(`/api/petitions/${id}/snapshots`);
    return snapshots.body?.snapshots?.length > 0;
  });
  check("a signed snapshot of the petition's log is published", true);
  const verified = await run(process.execPath, ["scripts/verify-petition.mjs", origin, String(id)]);
  check(
    `npm run verify-petition -- ${origin} ${id}: verified, count 1`,
    verified.includes("Verified") && verified.includes("count 1"),
    verified,
  );
  await page("/admin/sign-in", { contains: ["Sign in"] });
  await stopPortal();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Smoke test on Node.js ${process.version}: passed (${checks} checks, ${seconds} s)`);
} catch (error) {
  console.error(`  ✗ ${error instanceof Error ? error.message : error}`);
  if (server) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  console.error(`Smoke test on Node.js ${process.version}: FAILED`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
