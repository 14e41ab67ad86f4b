import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { freshDataDir, startServer } from "./lib.mjs";
const server = await startServer({ DATA_DIR: freshDataDir("lhdbg"), LOG_LEVEL: "warn" });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  for (const arg of process.argv.slice(2)) {
    const [address, preset] = arg.split("@");
    const r = await lighthouse(`${server.url}${address}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }, preset === "desktop" ? desktopConfig : undefined);
    const a = r.lhr.audits;
    console.log(arg, "score", r.lhr.categories.performance.score, "CLS", a["cumulative-layout-shift"].numericValue, "TBT", a["total-blocking-time"].numericValue, "LCP", a["largest-contentful-paint"].numericValue, "FCP", a["first-contentful-paint"].numericValue, "SI", a["speed-index"].numericValue);
    for (const item of a["layout-shifts"]?.details?.items ?? []) console.log(JSON.stringify({score: item.score, node: item.node?.snippet?.slice(0,150), sel: item.node?.selector}));
  }
} finally { await chrome.kill(); await server.stop(); }
