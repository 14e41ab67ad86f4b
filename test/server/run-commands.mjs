// Runs several operators' commands one after another in this one process, each as `npm run staff` or
// `npm run petitions` runs it (scripts/built-command.js), and writes each one's exit code and output
// as JSON to file descriptor 3. Used by test/server/commands.ts: the built server is loaded once
// rather than once per command.
import { writeSync } from "node:fs";
import { exitCodeOf, loadBuiltServer } from "../../scripts/built-command.js";

const commands = JSON.parse(process.argv[2] ?? "[]");
const server = await loadBuiltServer();

/** Sends what is written to `stream` into `into` until the returned function is called. */
function capture(stream, into) {
  const write = stream.write;
  stream.write = (chunk, encoding, callback) => {
    into.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => done());
    return true;
  };
  return () => {
    stream.write = write;
  };
}

const results = [];
for (const { name, args } of commands) {
  const out = [];
  const err = [];
  const restore = [capture(process.stdout, out), capture(process.stderr, err)];
  let code;
  try {
    code = await exitCodeOf(server, name, args);
  } finally {
    for (const undo of restore) undo();
  }
  results.push({ code, out: out.join(""), err: err.join("") });
}
writeSync(3, JSON.stringify(results));
// Nothing is left to do: a command that leaves a handle open must not keep the tests waiting.
process.exit(0);
