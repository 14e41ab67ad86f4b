// Where a page's main thread goes while it loads and hydrates: Chromium's CPU profile of each address, with
// the CPU slowed four times as Lighthouse's mobile preset does, mapped back to the sources through the
// build's source maps. Prints the functions that took the most time themselves, and the portal's own
// functions (and native calls) with the time of everything they called. `npm run build` first.
//
//   npm run bench:profile -- /ga/petitions/1 /petitions
//   PROFILE_TOP=40 npm run bench:profile -- /
//
// The portal is filled as for `bench:lighthouse` (a full list, a petition with signatures). A profile
// samples: run it twice before trusting a difference of a few milliseconds.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromium } from "@playwright/test";
import { freshDataDir, ROOT, seedFullList, startServer } from "./lib.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** After the load event, how long the profile goes on: islands hydrate and effects run after it. */
const SETTLE_MS = 4000;
/** Frames that are not work: the profile's own markers. */
const NOT_WORK = new Set(["(idle)", "(program)", "(root)"]);

const maps = new Map();

/** A frame as its source names it: function, file and line (dependencies shortened to their package path). */
function sourceOf({ functionName, url, lineNumber, columnNumber }) {
  const file = url.split("/").pop() ?? "";
  const name = functionName || "(anonymous)";
  if (!file.endsWith(".js") || lineNumber < 0) return `${name} [${file || "native"}]`;
  if (!maps.has(file)) {
    const map = path.join(ROOT, "build/client/assets", `${file}.map`);
    maps.set(file, existsSync(map) ? new TraceMap(readFileSync(map, "utf8")) : null);
  }
  const map = maps.get(file);
  if (!map) return `${name} [${file}]`;
  const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = (at.source ?? file).replace(/.*node_modules\//, "").replace(/^(\.\.\/)+/, "");
  return `${at.name ?? name} ${source}:${at.line}`;
}

/** Self and inclusive milliseconds by frame, from a CDP profile. */
function attribute(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((sample, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (NOT_WORK.has(nodes.get(sample).callFrame.functionName)) return;
    busy += ms;
    const own = sourceOf(nodes.get(sample).callFrame);
    self.set(own, (self.get(own) ?? 0) + ms);
    const counted = new Set();
    for (let id = sample; id !== undefined; id = parents.get(id)) {
      const frame = sourceOf(nodes.get(id).callFrame);
      if (counted.has(frame) || NOT_WORK.has(nodes.get(id).callFrame.functionName)) continue;
      counted.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
    }
  });
  return { busy, self, inclusive };
}

function print(title, times, keep = () => true) {
  console.log(`\n${title}`);
  const rows = [...times].filter(([frame]) => keep(frame)).sort((a, b) => b[1] - a[1]);
  for (const [frame, ms] of rows.slice(0, TOP)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${frame}`);
}

/** React's and the scheduler's internals: their time is shown under the portal's functions that called them. */
const library = (frame) => /^\S+ (react-dom|scheduler|react)\//.test(frame);

const server = await startServer({ DATA_DIR: freshDataDir("profile"), LOG_LEVEL: "warn" });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  await seedFullList(server.url);
  for (const address of process.argv.slice(2)) {
    // A phone's viewport, as the mobile preset's; a fresh context, so nothing is cached.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(`${server.url}${address}`, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send("Profiler.stop");
    await context.close();
    const { busy, self, inclusive } = attribute(profile);
    console.log(`\n## ${address}: ${busy.toFixed(0)} ms busy (CPU slowed 4×)`);
    print("Self time", self);
    print("With what they called (the portal's functions and native calls)", inclusive, (frame) => !library(frame));
  }
} finally {
  await browser.close();
  await server.stop();
}
