import type { IncomingMessage, ServerResponse } from "node:http";
import { policyHeaders } from "./cache-policy";
import { fromAnotherSite } from "./cross-site";
import type { EarlyStepOptions, EarlyWrite, WriteAnswer } from "./http/early-answers";
import { apiLanguage } from "./http/request-language";
import { type ProxyTrust, type Requester, requestFacts } from "./http/requester";
import { carriesStaffSession } from "./http/staff-session";
import { errorLog, log, loggablePath, logWhenDone, requestIdOf } from "./logger";
import { refusalWords } from "./refusals";
import { headerProblem, queryProblem } from "./request-guard";

export type { EarlyWrite, WriteAnswer };

export type WriteStepOptions = {
  writes: readonly EarlyWrite[];
  /** Express's compiled `trust proxy fn`: the client is read as Express reads it. */
  trust: ProxyTrust;
} & EarlyStepOptions;

const JSON_TYPE = "application/json; charset=utf-8";

/** `?lang=` as Express's query parser gives it to `apiLanguage`: one value, or none when repeated. */
function languageQuery(query: string): { lang?: string } {
  if (!query.includes("lang=")) return {};
  const values = new URLSearchParams(query).getAll("lang");
  return values.length === 1 ? { lang: values[0] } : {};
}

/**
 * The write step: a bodiless POST to one of `writes` (signing a petition through the API, the
 * portal's most frequent write) is answered before Express, at about half the server's time per
 * request (docs/decisions/0040-signing-before-express.md). It does what the general path does for
 * such a request, with the same shared functions, and nothing else:
 * - the request guard's checks (a target beginning with `/`, a valid Host and forwarded headers, no
 *   malformed or NUL escape in the query) and the cross-site check; a request that fails one, has a
 *   body, an escape or a dot segment in its path, or comes during shutdown, goes the general way,
 *   which refuses or answers it;
 * - the client's address, scheme and host read as Express reads them (`requestFacts`);
 * - the security headers, the cache policy for the address and status, the request id and one log
 *   line per request; an error is logged and answered as Express's error step answers it.
 *
 * Returns whether it took the request; `onTaken` is called first (the test hooks' step header).
 */
export function writeStep({
  writes,
  trust,
  trustProxy,
  shutdownSignal,
  securityHeaders,
  proxyCheck,
}: WriteStepOptions) {
  const security = securityHeaders.flat();

  const send = (
    res: ServerResponse,
    path: string,
    reqId: string,
    staffSession: boolean,
    { status, headers, body }: WriteAnswer,
  ) => {
    const bytes = Buffer.from(JSON.stringify(body));
    const cookies = headers.filter(([name]) => name.toLowerCase() === "set-cookie").map(([, value]) => value);
    const setsCookie = cookies.length > 0;
    const policy = policyHeaders({ method: "POST", path, status, setsCookie, contentType: JSON_TYPE, staffSession });
    // Several cookies as one header's values: writeHead keeps only the last of a name given twice once
    // another header was set before it (the test hooks' step).
    if (setsCookie) res.setHeader("Set-Cookie", cookies);
    res.writeHead(status, [
      ...security,
      ...policy.flat(),
      ...headers.filter(([name]) => name.toLowerCase() !== "set-cookie").flat(),
      "Content-Type",
      JSON_TYPE,
      "Content-Length",
      String(bytes.length),
      "X-Request-Id",
      reqId,
    ]);
    res.end(bytes);
  };

  return (req: IncomingMessage, res: ServerResponse, onTaken?: () => void): boolean => {
    if (req.method !== "POST" || shutdownSignal.aborted) return false;
    const headers = req.headers;
    const length = headers["content-length"];
    if ((length !== undefined && length !== "0") || headers["transfer-encoding"] !== undefined) return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 /* / */) return false;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : url.slice(queryStart);
    if (path.includes("%") || path.includes("/.") || path.includes("//")) return false;
    let write: EarlyWrite | undefined;
    let parameter: string | null = null;
    for (const candidate of writes) {
      parameter = candidate.match(path);
      if (parameter !== null) {
        write = candidate;
        break;
      }
    }
    if (!write || parameter === null) return false;
    if ((query && queryProblem(query)) || headerProblem(req, trustProxy)) return false;
    const facts = requestFacts(req, trust);
    if (fromAnotherSite(headers, facts.protocol, facts.host)) return false;

    onTaken?.();
    const started = process.hrtime.bigint();
    proxyCheck(req);
    const reqId = requestIdOf(headers["x-request-id"]);
    logWhenDone(res, { reqId, method: "POST", path: loggablePath(url) }, started);
    const language = apiLanguage({ query: languageQuery(query), headers });
    const requester: Requester = {
      ip: facts.ip,
      cookieHeader: headers.cookie,
      secure: facts.protocol === "https",
      attempt: headers["idempotency-key"],
    };
    const staffSession = carriesStaffSession(headers.cookie);
    write.run(parameter, requester, language).then(
      (answer) => send(res, path, reqId, staffSession, answer),
      (error: unknown) => {
        errorLog(() => log.error({ err: error, reqId }, "request failed"));
        send(res, path, reqId, staffSession, {
          status: 500,
          headers: [],
          body: { error: refusalWords({ url, headers }).serverError },
        });
      },
    );
    return true;
  };
}
