import type { IncomingMessage, ServerResponse } from "node:http";
import { policyHeaders } from "../cache-policy";
import { loggablePath, logWhenDone, rateLimitedLog, requestIdOf } from "../logger";
import { REFUSAL_WORDS, type RefusalKind, refusalLanguage } from "../refusals";
import { headerProblem } from "../request-guard";
import { canonicalSpelling, isApiTarget } from "./classify";
import { normalForm } from "./normal-form";
import { carriesStaffSession } from "./staff-session";

export { canonicalSpelling };

/** What the spelling step does with a request target. */
export type SpellingDecision =
  /** Its path is in its normal form (or is not a path at all, which the request guard refuses): on to the app. */
  | { answer: "pass" }
  /** A GET or HEAD of another spelling: 301 to `location`, the normal form with the query as sent. */
  | { answer: "redirect"; normal: string; location: string }
  /** Any other method to another spelling: 404, nothing run. */
  | { answer: "refuse"; normal: string }
  /** A path with no normal form: 400, with the words of `kind`. */
  | { answer: "malformed"; kind: Extract<RefusalKind, "backslash" | "nul" | "malformedEscape"> };

/**
 * The spelling step's decision for a request target (docs/decisions/0042-one-normal-form-of-a-path.md):
 * pure, so that the property test (`spelling.property.test.ts`) can ask it of any spelling.
 */
export function spellingDecision(method: string | undefined, target: string, development = false): SpellingDecision {
  // Only origin-form targets; anything else is for the request guard to refuse.
  if (!target.startsWith("/")) return { answer: "pass" };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const normal = normalForm(path, development);
  if (normal === null) {
    const kind = path.includes("\\") ? "backslash" : /%00/.test(path) ? "nul" : "malformedEscape";
    return { answer: "malformed", kind };
  }
  if (normal === path) return { answer: "pass" };
  if (method === "GET" || method === "HEAD") {
    return { answer: "redirect", normal, location: normal + (queryAt === -1 ? "" : target.slice(queryAt)) };
  }
  return { answer: "refuse", normal };
}

/**
 * The spelling step, before anything else reads the path: a GET or HEAD of any spelling of an address
 * other than its normal form is sent there (301, at the cache policy's `redirect` row), any other
 * method is refused (404), and a path with no normal form (a backslash, a malformed escape, a NUL) is
 * refused (400). Each answer carries the security headers, a request id and writes its request log
 * line, as every answer does. A request whose Host (or forwarded headers) the request guard refuses is
 * left to it. Returns true when it answered, false, touching nothing, otherwise.
 */
export function spellingStep({
  securityHeaders,
  development = false,
  trustProxy,
}: {
  /** The security headers of every response (server/security.ts). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  development?: boolean;
  /** TRUST_PROXY > 0: the forwarded headers are checked as the request guard checks them. */
  trustProxy: boolean;
}) {
  const security = securityHeaders.flat();
  // Refusals of malformed addresses are logged through a limit, as the request guard's are.
  const malformedBudget = rateLimitedLog(10, 1_000);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    const decision = spellingDecision(req.method, url, development);
    if (decision.answer === "pass") return false;
    // A bad Host is refused by the request guard (400) before anything routes on the path: no redirect for it.
    if (headerProblem(req, trustProxy)) return false;
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req.headers["x-request-id"]);
    const method = req.method ?? "GET";
    const malformed = decision.answer === "malformed";
    logWhenDone(res, { reqId, method, path: loggablePath(url) }, started, () =>
      malformed ? malformedBudget : undefined,
    );
    const staffSession = carriesStaffSession(req.headers.cookie);
    const send = (status: number, path: string, contentType: string, body: string, extra: string[] = []) => {
      const policy = policyHeaders({
        method,
        path,
        status,
        setsCookie: false,
        contentType,
        staffSession,
        spellingRedirect: status === 301,
      });
      res.writeHead(status, [
        ...security,
        ...policy.flat(),
        ...extra,
        "Content-Type",
        contentType,
        "Content-Length",
        String(Buffer.byteLength(body)),
        "X-Request-Id",
        reqId,
      ]);
      res.end(req.method === "HEAD" ? undefined : body);
    };

    if (decision.answer === "redirect") {
      send(301, decision.normal, "text/plain; charset=utf-8", `Moved to ${decision.location}\n`, [
        "Location",
        decision.location,
      ]);
      return true;
    }
    // A body sent with the request is not read: close rather than keep the connection.
    const close = ["Connection", "close"];
    if (decision.answer === "refuse") {
      // In the language of the address as it should be written (server/refusals.ts).
      const words = REFUSAL_WORDS[refusalLanguage(decision.normal, req.headers)];
      send(404, decision.normal, "text/plain; charset=utf-8", `${words.misspelled}\n`, close);
      return true;
    }
    const message = REFUSAL_WORDS[refusalLanguage(url, req.headers)][decision.kind];
    if (isApiTarget(url)) {
      send(400, url.split("?")[0] ?? "/", "application/json; charset=utf-8", JSON.stringify({ error: message }), close);
    } else {
      send(400, url.split("?")[0] ?? "/", "text/plain; charset=utf-8", message, close);
    }
    return true;
  };
}
