// `npm test`: every check CI runs, in order, stopping at the first that fails: the typecheck, the linter, the
// unit tests, the build, the built server's tests and the browser tests. Each part prints as it runs
// (its runner's own closing lines included); at the end a table gives each part's time and the runner's
// summary line, so a slow part shows where it is.
//
// The build runs beside the typecheck and the linter, which leave a core idle (tsc checks on one thread);
// it writes only build/, which neither reads. Its output is held and printed in its place in the order,
// and it counts as failed there if it failed. If a part before it fails, the build is stopped.
import { spawn } from "node:child_process";

const PARTS = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit", "npm", ["run", "test:unit"]],
  ["build", "npm", ["run", "build"]],
  ["built server", "npm", ["run", "test:server"]],
  ["browser", "npm", ["run", "test:e2e"]],
];

// The runners' closing lines: Vitest's "Tests  931 passed (931)", Playwright's "183 passed (4.8m)", Biome's
// "Checked 612 files in 1s".
const SUMMARY = /^\s*(Tests\s+\d+.*|\d+ (passed|failed|flaky|skipped)\b.*|Checked \d+ files? .*)$/;
const ESCAPE = String.fromCharCode(27);
const plain = (text) => text.replaceAll(new RegExp(`${ESCAPE}\\[[0-9;]*m`, "g"), "");
// The runners colour their output on a terminal; through the pipe below they would not without being told.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {};

/** The parts started early, beside the ones before them in the order. */
const EARLY = new Set(["build"]);

/** Runs a part; with `held`, its output is kept (in order) for `print()` rather than written as it comes. */
function runPart(command, args, { held = false } = {}) {
  const kept = [];
  const sink = (out) => (held ? { write: (chunk) => kept.push([out, chunk]) } : out);
  let child;
  const done = new Promise((resolve) => {
    child = spawn(command, args, {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, ...colour },
      // Its own process group, so that stopping it stops what it started.
      detached: held,
    });
    const summaries = [];
    const watch = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines.map(plain)) if (SUMMARY.test(line)) summaries.push(line.trim().replace(/\s+/g, " "));
      });
    };
    watch(child.stdout, sink(process.stdout));
    watch(child.stderr, sink(process.stderr));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), summaries, ended: Date.now() }));
  });
  return {
    done,
    print: () => {
      for (const [out, chunk] of kept) out.write(chunk);
    },
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // ended already
      }
    },
  };
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s` : `${seconds} s`;
};

const rows = [];
const started = Date.now();
const early = new Map(
  PARTS.filter(([name]) => EARLY.has(name)).map(([name, command, args]) => [
    name,
    { run: runPart(command, args, { held: true }), started: Date.now() },
  ]),
);
// A part started early runs in a process group of its own, which a Ctrl-C at the terminal does not reach.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const { run } of early.values()) run.stop();
    process.exit(130);
  });
}
let failed;
for (const [name, command, args] of PARTS) {
  const partStarted = early.get(name)?.started ?? Date.now();
  const run = early.get(name)?.run ?? runPart(command, args);
  const { code, summaries, ended } = await run.done;
  run.print?.();
  rows.push({
    name,
    time: ended - partStarted,
    result: code === 0 ? "passed" : "FAILED",
    summary: summaries.at(-1),
    early: early.has(name),
  });
  if (code !== 0) {
    failed = name;
    break;
  }
}
for (const [name, { run }] of early) if (!rows.some((row) => row.name === name)) run.stop();

const width = Math.max(...PARTS.map(([name]) => name.length), "total".length);
console.log(`\nnpm test on Node.js ${process.version}, each part's time:`);
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(width)}  ${format(row.time).padStart(10)}  ${row.result}${row.summary ? `: ${row.summary}` : ""}${row.early ? " (run beside the parts before it)" : ""}`,
  );
}
for (const [name] of PARTS.slice(rows.length)) console.log(`  ${name.padEnd(width)}  ${"".padStart(10)}  not run`);
console.log(
  `  ${"total".padEnd(width)}  ${format(Date.now() - started).padStart(10)}  ${failed ? `FAILED at ${failed}` : "passed"}`,
);
process.exit(failed ? 1 : 0);
