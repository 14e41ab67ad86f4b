import type { IncomingMessage } from "node:http";
import type { Env } from "./core/env";
import { log } from "./core/logger";
import { isHealthCheck } from "./http/classify";

const ALL_INTERFACES = new Set(["0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0"]);

/**
 * What looks wrong in the proxy settings before any request arrives: trusting
 * X-Forwarded-For while listening on every interface lets anyone who reaches
 * the port directly choose the address the rate limits count.
 */
export function proxyConfigurationWarning(env: Pick<Env, "TRUST_PROXY" | "HOST">): string | undefined {
  if (env.TRUST_PROXY > 0 && ALL_INTERFACES.has(env.HOST)) {
    return `TRUST_PROXY=${env.TRUST_PROXY} while listening on every interface (HOST=${env.HOST}): a client that reaches this port directly can set X-Forwarded-For and escape the rate limits. Listen on an address only the proxy reaches (e.g. HOST=127.0.0.1) or firewall the port.`;
  }
  return undefined;
}

/**
 * Warns once, on the first request that shows it, when TRUST_PROXY does not match how requests arrive:
 * forwarded headers with TRUST_PROXY=0 (behind a proxy: every client shares one rate limit, and page
 * forms fail behind HTTPS), or none with TRUST_PROXY set (the port is reachable without the proxy).
 * One of the request pipeline's shared checks (server/http/pipeline.ts).
 */
export function proxyMismatchCheck(trustProxy: number): (req: Pick<IncomingMessage, "headers" | "url">) => void {
  let warned = false;
  return (req) => {
    if (warned || isHealthCheck(req.url ?? "")) return;
    const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers["x-forwarded-proto"] !== undefined;
    if (trustProxy === 0 && forwarded) {
      warned = true;
      log.warn(
        "A request arrived with X-Forwarded-For or X-Forwarded-Proto but TRUST_PROXY=0: behind a reverse proxy set TRUST_PROXY to the number of proxies, or all clients share the proxy's rate limit and page forms fail behind HTTPS.",
      );
    } else if (trustProxy > 0 && req.headers["x-forwarded-for"] === undefined) {
      warned = true;
      log.warn(
        `A request arrived without X-Forwarded-For although TRUST_PROXY=${trustProxy}: this port is reachable without the proxy, and such clients can choose the address the rate limits count. Make the port reachable only by the proxy.`,
      );
    }
  };
}
