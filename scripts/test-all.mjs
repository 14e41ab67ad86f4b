// `npm test`: every check CI runs, in order, stopping at the first that fails: the typecheck, the linter, the
// unit tests, the build, the built server's tests and the browser tests. Each part prints as it runs
// (its runner's own closing lines included); at the end a table gives each part's time and the runner's
// summary line, so a slow part shows where it is.
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

function runPart(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, ...colour } });
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
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), summaries }));
  });
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s` : `${seconds} s`;
};

const rows = [];
const started = Date.now();
let failed;
for (const [name, command, args] of PARTS) {
  const partStarted = Date.now();
  const { code, summaries } = await runPart(command, args);
  rows.push({
    name,
    time: Date.now() - partStarted,
    result: code === 0 ? "passed" : "FAILED",
    summary: summaries.at(-1),
  });
  if (code !== 0) {
    failed = name;
    break;
  }
}

const width = Math.max(...PARTS.map(([name]) => name.length), "total".length);
console.log(`\nnpm test on Node.js ${process.version}, each part's time:`);
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(width)}  ${format(row.time).padStart(10)}  ${row.result}${row.summary ? `: ${row.summary}` : ""}`,
  );
}
for (const [name] of PARTS.slice(rows.length)) console.log(`  ${name.padEnd(width)}  ${"".padStart(10)}  not run`);
console.log(
  `  ${"total".padEnd(width)}  ${format(Date.now() - started).padStart(10)}  ${failed ? `FAILED at ${failed}` : "passed"}`,
);
process.exit(failed ? 1 : 0);
