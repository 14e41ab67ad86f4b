import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The request pipeline is one visible list (server/http/pipeline.ts, docs/decisions/0032): it alone calls
 * the shared steps, and the header step (server/http/cache-policy.ts) alone writes Cache-Control. This test
 * reads the source and fails when another module does either.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE = /\.(?:ts|tsx)$/;
const TEST = /\.test\.(?:ts|tsx)$/;

/** The code without its comments, so prose is not read as code. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const files = ["server", "app"].flatMap(sourceFiles).map((file) => ({
  file,
  text: code(readFileSync(path.join(ROOT, file), "utf8")),
}));

/** A response's Cache-Control set by name: `"Cache-Control": …`, `set("Cache-Control", …)`, `["Cache-Control", …]`. */
const WRITES_CACHE_CONTROL = /["']Cache-Control["']\s*[:,]/i;

/** Where a Cache-Control written is not a response's of the server. */
const NOT_THE_SERVERS: Record<string, string> = {
  // A request header: the islands ask the API for an answer no older than the visitor's own change.
  "app/petitions/api-client.ts": "a request's",
  // The offline page, answered by the service worker in the browser, never by the server.
  "app/offline/service-worker.ts": "the service worker's",
};

/** The shared steps: each called by the pipeline only (its own module defines it). */
const SHARED_STEPS = [
  "spellingDecision",
  "spellingAnswer",
  "guardCheck",
  "crossSiteWrite",
  "announcedTooLarge",
  "proxyMismatchCheck",
  "policyHeaders",
  "policyOnWriteHead",
  "securityHeaderList",
  "logWhenDone",
  "requestIdOf",
];

/** Modules that define a shared step, and the pipeline, which calls them; and serve.ts, which makes the app. */
const MAY_CALL: Record<string, readonly string[]> = {
  spellingDecision: ["server/http/spelling.ts"],
  spellingAnswer: [],
  guardCheck: [],
  crossSiteWrite: [],
  announcedTooLarge: [],
  // Made once where the app is made; the pipeline calls what it returns.
  proxyMismatchCheck: ["server/app.ts"],
  policyHeaders: ["server/http/cache-policy.ts"],
  policyOnWriteHead: [],
  securityHeaderList: [],
  logWhenDone: [],
  requestIdOf: [],
};

describe("the request pipeline as one list", () => {
  it("writes Cache-Control in the header step only", () => {
    const writers = files
      .filter(({ file, text }) => WRITES_CACHE_CONTROL.test(text) && !(file in NOT_THE_SERVERS))
      .map(({ file }) => file);
    expect(writers).toEqual(["server/http/cache-policy.ts"]);
  });

  it.each(SHARED_STEPS)("calls %s from server/http/pipeline.ts only", (step) => {
    const call = new RegExp(`\\b${step}\\s*\\(`);
    const definition = new RegExp(`(?:function|const)\\s+${step}\\b`);
    const callers = files
      .filter(({ text }) => call.test(text.replace(new RegExp(`(?:function|const)\\s+${step}\\b[^(]*\\(`, "g"), "")))
      .map(({ file }) => file)
      .filter((file) => file !== "server/http/pipeline.ts" && !(MAY_CALL[step] ?? []).includes(file));
    expect(callers).toEqual([]);
    // The step exists, so the rule is about something.
    expect(files.some(({ text }) => definition.test(text))).toBe(true);
  });
});
