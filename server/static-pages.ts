import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import { PRERENDER_ORIGIN } from "~/pages/addresses";

/** A host as a browser sends it: a name or an address, and a port. Anything else keeps the written origin. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The origin the request reached, for the full addresses a page names (canonical, language alternates). */
function originOf(req: Request): string | undefined {
  const host = req.get("host");
  return host && PLAIN_HOST.test(host) ? `${req.protocol}://${host}` : undefined;
}

/**
 * Serves the HTML files written at build time (prerendered pages). Each is read
 * once and kept in memory; on every request the response's CSP nonce is added
 * to its script tags, so prerendered and server-rendered pages carry the same
 * Content-Security-Policy, and the origin they were written with becomes the
 * request's (app/origin.ts).
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
    const origin = originOf(req);
    const page = origin ? html.replaceAll(`="${PRERENDER_ORIGIN}/`, `="${origin}/`) : html;
    res.type("html").send(page.replaceAll("<script", `<script nonce="${nonce}"`));
  };
}
