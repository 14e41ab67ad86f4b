// `npm run test:repeat -- <pattern…> <times>`: runs the chosen test files that many times in a row and
// reports every failure with the run's seed or order, to show that a suite passes every time.
//
//   npm run test:repeat -- test/server 5           the built-server tests, five times (build first)
//   npm run test:repeat -- e2e 5                   the browser tests, five times (build first)
//   npm run test:repeat -- app/admin 10         unit tests under app/admin, ten times
//   npm run test:repeat -- e2e/petitions.spec.ts test/server/workers.test.ts 3
//
// Vitest runs the files in a shuffled order from a seed printed with each run (tests within a file
// keep their order, which they rely on); `TEST_REPEAT_SEED=<seed>` replays one run's order. Playwright
// runs in its own fixed order, so a failure names the run and the test. Retries stay off in both.
// Each run's whole output is kept in test-repeat/ (not test-results/, which Playwright empties at the
// start of each run). Exits 1 if any run failed.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOGS = path.join(root, "test-repeat");
const args = process.argv.slice(2);
const times = /^\d+$/.test(args.at(-1) ?? "") ? Number(args.pop()) : 5;
if (args.length === 0 || times < 1) {
  console.error("Usage: npm run test:repeat -- <file or folder pattern…> [times, default 5]");
  process.exit(2);
}

/** Which runner owns a pattern: browser specs, built-server tests, or unit tests. */
const suiteOf = (pattern) =>
  /^e2e(\/|$)|\.spec\.ts$/.test(pattern) ? "browser" : /^test\/server(\/|$)/.test(pattern) ? "server" : "unit";
const suites = new Map();
for (const pattern of args) suites.set(suiteOf(pattern), [...(suites.get(suiteOf(pattern)) ?? []), pattern]);

function command(suite, patterns, seed) {
  if (suite === "browser") return ["npx", ["playwright", "test", "--retries=0", ...patterns]];
  const config = suite === "server" ? ["--config", "vitest.server.config.ts"] : [];
  return [
    "npx",
    ["vitest", "run", ...config, "--retry=0", "--sequence.shuffle.files", `--sequence.seed=${seed}`, ...patterns],
  ];
}

/** The lines of a run's output that name a failed test. */
const FAILURE = /^\s*(FAIL\s|×\s|✘|\d+\) \[)/;
// FORCE_COLOR=0 keeps colour codes out; any left are dropped with the escape character.
const ESCAPE = String.fromCharCode(27);
const plain = (text) => text.replaceAll(new RegExp(`${ESCAPE}\\[[0-9;]*m`, "g"), "");

function runOnce(suite, patterns, run) {
  const seed = process.env.TEST_REPEAT_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
  const [program, programArgs] = command(suite, patterns, seed);
  mkdirSync(LOGS, { recursive: true });
  const logFile = path.join(LOGS, `${suite}-run-${run}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, { cwd: root, env: { ...process.env, FORCE_COLOR: "0" } });
    const failures = new Set();
    let rest = "";
    const read = (chunk) => {
      log.write(chunk);
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines.map(plain)) if (FAILURE.test(line)) failures.add(line.trim());
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("close", (code) => {
      log.end();
      const seconds = Math.round((Date.now() - started) / 1000);
      const order = suite === "browser" ? "Playwright's fixed order" : `seed ${seed}`;
      resolve({ ok: code === 0, seconds, order, failures: [...failures], logFile, code });
    });
  });
}

let failed = 0;
let passed = 0;
for (const [suite, patterns] of suites) {
  for (let run = 1; run <= times; run++) {
    const result = await runOnce(suite, patterns, run);
    const what = `${suite} tests (${patterns.join(" ")}), run ${run} of ${times}`;
    if (result.ok) {
      passed += 1;
      console.log(`✓ ${what}: passed in ${result.seconds} s (${result.order})`);
      continue;
    }
    failed += 1;
    console.log(`✗ ${what}: FAILED (exit ${result.code}) in ${result.seconds} s (${result.order})`);
    for (const line of result.failures.length > 0 ? result.failures : ["(see the log)"]) console.log(`    ${line}`);
    console.log(`    log: ${path.relative(root, result.logFile)}`);
  }
}
console.log(`\nRepeated runs: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
