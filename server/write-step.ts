import type { IncomingMessage } from "node:http";
import { errorLog, log } from "./core/logger";
import type { EarlyWrite, WriteAnswer } from "./http/early-answers";
import { passageOf } from "./http/passage";
import { refusalWords } from "./http/refusals";
import { apiLanguage } from "./http/request-language";
import type { Requester, RequestFacts } from "./http/requester";

export type { EarlyWrite, WriteAnswer };

/** `?lang=` as Express's query parser gives it to `apiLanguage`: one value, or none when repeated. */
function languageQuery(query: string): { lang?: string } {
  if (!query.includes("lang=")) return {};
  const values = new URLSearchParams(query).getAll("lang");
  return values.length === 1 ? { lang: values[0] } : {};
}

/**
 * The write step: a bodiless POST to one of `writes` (signing a petition through the API, the
 * portal's most frequent write) is answered before Express, at about half the server's time per
 * request (docs/decisions/0040-signing-before-express.md). It only runs the write: the pipeline
 * (server/http/pipeline.ts) has made the shared checks before it (the request guard's, the
 * cross-site check, the body limit, shutdown) and read the client's address and scheme as Express
 * reads them, and its `send` writes the answer's headers and the log line. An error is answered as
 * Express's error step answers it (500, in the request's language).
 *
 * Returns the answer to come, or nothing when the request is not one of `writes` (a body, an escape or
 * a dot segment in its path, another address): the next answerer's turn.
 */
export function writeStep({ writes }: { writes: readonly EarlyWrite[] }) {
  return (req: IncomingMessage, path: string, query: string, facts: RequestFacts): Promise<WriteAnswer> | undefined => {
    if (req.method !== "POST") return undefined;
    const headers = req.headers;
    const length = headers["content-length"];
    if ((length !== undefined && length !== "0") || headers["transfer-encoding"] !== undefined) return undefined;
    if (path.includes("%") || path.includes("/.") || path.includes("//")) return undefined;
    let write: EarlyWrite | undefined;
    let parameter: string | null = null;
    for (const candidate of writes) {
      parameter = candidate.match(path);
      if (parameter !== null) {
        write = candidate;
        break;
      }
    }
    if (!write || parameter === null) return undefined;
    const language = apiLanguage({ query: languageQuery(query), headers });
    const requester: Requester = {
      ip: facts.ip,
      cookieHeader: headers.cookie,
      secure: facts.protocol === "https",
      attempt: headers["idempotency-key"],
    };
    return write.run(parameter, requester, language).catch((error: unknown) => {
      errorLog(() => log.error({ err: error, reqId: passageOf(req)?.reqId }, "request failed"));
      return { status: 500, headers: [], body: { error: refusalWords({ url: req.url ?? "/", headers }).serverError } };
    });
  };
}
