// Lighthouse scores of the portal's pages, with the system Chromium: every page of sitemap.xml (English and
// Irish), the mobile and the desktop preset, three runs each; prints the median of each category as a
// Markdown table. `npm run build` first.
//
//   npm run bench:lighthouse
//   LIGHTHOUSE_RUNS=1 npm run bench:lighthouse -- / /services /ga/petitions     chosen addresses only
//   LIGHTHOUSE_PRESETS=mobile npm run bench:lighthouse -- /petitions           one preset only
//   LIGHTHOUSE_AGAINST=../other-checkout LIGHTHOUSE_RUNS=7 npm run bench:lighthouse -- /petitions
//       two builds in one run: the other checkout's build (`npm run build` there) is served beside this
//       one with the same petitions, and each run measures both, one after the other, so a busy moment
//       of the machine falls on both alike
//
// Targets: Performance at least 95 on the mobile preset for every page; Accessibility, Best Practices and
// SEO 100 everywhere. The mobile preset simulates a slow phone on a slow network from the page's real load
// (Lighthouse's simulated throttling), so its figures depend little on this machine's load.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { freshDataDir, seedFullList, startServer, table } from "./lib.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** `LIGHTHOUSE_PRESETS=mobile` measures one preset only (the one the performance target is set on). */
const PRESETS = Object.fromEntries(
  Object.entries({ mobile: undefined, desktop: desktopConfig }).filter(([name]) =>
    (process.env.LIGHTHOUSE_PRESETS ?? "mobile,desktop").split(",").includes(name),
  ),
);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** The metrics Lighthouse's performance score is made of, as the notes under the table name them. */
const METRICS = {
  "first-contentful-paint": ["FCP", seconds],
  "largest-contentful-paint": ["LCP", seconds],
  "total-blocking-time": ["TBT", (ms) => `${Math.round(ms)} ms`],
  "cumulative-layout-shift": ["CLS", (value) => value.toFixed(3)],
  "speed-index": ["SI", seconds],
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const AGAINST = process.env.LIGHTHOUSE_AGAINST;
const server = await startServer({ DATA_DIR: freshDataDir("lighthouse"), LOG_LEVEL: "warn" });
const other = AGAINST ? await startServer({ DATA_DIR: freshDataDir("lighthouse"), LOG_LEVEL: "warn" }, AGAINST) : null;
/** The builds measured, by the label their rows carry. */
const builds = other ? { this: server.url, against: other.url } : { "": server.url };
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

try {
  for (const url of Object.values(builds)) await seedFullList(url);
  let addresses = process.argv.slice(2);
  if (addresses.length === 0) {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // A petition's page, and the search results pages, which are not in the sitemap (they are noindex).
    addresses.push("/petitions/1", "/ga/petitions/1", "/search?q=passport", "/ga/search?q=pas");
  }

  const rows = [];
  const misses = [];
  for (const address of addresses) {
    for (const [preset, config] of Object.entries(PRESETS)) {
      const measured = Object.fromEntries(
        Object.keys(builds).map((build) => [
          build,
          {
            scores: Object.fromEntries(CATEGORIES.map((category) => [category, []])),
            metrics: Object.fromEntries(Object.keys(METRICS).map((id) => [id, []])),
            failed: new Set(),
          },
        ]),
      );
      for (let run = 0; run < RUNS; run++) {
        for (const [build, url] of Object.entries(builds)) {
          const { scores, metrics, failed } = measured[build];
          const result = await lighthouse(
            `${url}${address}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
            config,
          );
          // A run that could not measure the page scores 0: say why, so that it is not taken for a slow page.
          const problem =
            result.lhr.runtimeError ?? result.lhr.runWarnings?.find((text) => /load|timed? ?out/i.test(text));
          if (problem) console.error(`${url}${address}: ${problem.code ?? ""} ${problem.message ?? problem}`);
          for (const id of Object.keys(METRICS)) metrics[id].push(result.lhr.audits[id]?.numericValue ?? Number.NaN);
          for (const category of CATEGORIES) {
            const { score, auditRefs } = result.lhr.categories[category];
            scores[category].push(Math.round(score * 100));
            // What kept a category under 100, by audit id, for the notes under the table.
            for (const ref of auditRefs) {
              const audit = result.lhr.audits[ref.id];
              if (ref.weight > 0 && audit.score !== null && audit.score < 0.9 && category !== "performance") {
                failed.add(`${category}: ${ref.id}`);
              }
            }
          }
        }
      }
      for (const [build, { scores, metrics, failed }] of Object.entries(measured)) {
        const page = build ? `${address} (${build})` : address;
        const medians = CATEGORIES.map((category) => median(scores[category]));
        rows.push([page, preset, ...medians]);
        const [performance, ...others] = medians;
        if ((preset === "mobile" && performance < 95) || others.some((score) => score < 100)) {
          // A performance miss names the metrics that make the score (medians), to say where the time goes.
          const timings = Object.entries(METRICS)
            .map(([id, [label, format]]) => `${label} ${format(median(metrics[id]))}`)
            .join(", ");
          const reasons = [...failed, ...(performance < 95 && preset === "mobile" ? [`performance: ${timings}`] : [])];
          misses.push(`${page} (${preset}): ${reasons.join("; ")}`);
        }
        // With more than one run, each run's performance score, to show the spread behind the median.
        const spread = RUNS > 1 ? ` (performance runs: ${scores.performance.join(" ")})` : "";
        console.error(`${page} ${preset}: ${medians.join(" ")}${spread}`);
      }
    }
  }

  console.log(`\nLighthouse, median of ${RUNS} run(s) per page and preset\n`);
  table(["Page", "Preset", "Performance", "Accessibility", "Best Practices", "SEO"], rows);
  if (misses.length > 0) {
    console.log("\nUnder target:");
    for (const miss of misses) console.log(`- ${miss}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
  await other?.stop();
}
