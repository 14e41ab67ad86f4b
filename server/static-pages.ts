import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the HTML files written at build time (prerendered pages). Each is read
 * once and kept in memory; on every request the response's CSP nonce is added
 * to its script tags, so prerendered and server-rendered pages carry the same
 * Content-Security-Policy.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, readFileSync(full, "utf8"));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const html = pages.get(route);
    if (html === undefined) return next();
    const nonce = String(res.locals.nonce ?? "");
    res.set("Cache-Control", "no-cache");
    res.type("html").send(html.replaceAll("<script", `<script nonce="${nonce}"`));
  };
}
