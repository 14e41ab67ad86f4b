import type { IncomingMessage } from "node:http";
import { canonicalSpelling, isApiTarget } from "./classify";
import { normalForm } from "./normal-form";
import { REFUSAL_WORDS, type RefusalKind, refusalLanguage } from "./refusals";

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

/** What the pipeline sends for a spelling it does not pass on (server/http/pipeline.ts writes it). */
export type SpellingAnswer = {
  status: 301 | 404 | 400;
  /** The path whose classification decides the answer's policy: the normal form, or the path as sent. */
  policyPath: string;
  contentType: string;
  body: string;
  headers: Array<[string, string]>;
  /** Refusals of malformed addresses are logged through a limit, as the request guard's are. */
  malformed: boolean;
};

/**
 * The answer to a spelling other than the normal form: a GET or HEAD is sent there (301, at the cache
 * policy's `redirect` row), any other method is refused (404), and a path with no normal form (a
 * backslash, a malformed escape, a NUL) is refused (400), in the request's language.
 */
export function spellingAnswer(
  decision: Exclude<SpellingDecision, { answer: "pass" }>,
  req: Pick<IncomingMessage, "url" | "headers">,
): SpellingAnswer {
  const text = "text/plain; charset=utf-8";
  if (decision.answer === "redirect") {
    return {
      status: 301,
      policyPath: decision.normal,
      contentType: text,
      body: `Moved to ${decision.location}\n`,
      headers: [["Location", decision.location]],
      malformed: false,
    };
  }
  // A body sent with the request is not read: close rather than keep the connection.
  const close: Array<[string, string]> = [["Connection", "close"]];
  if (decision.answer === "refuse") {
    // In the language of the address as it should be written (server/http/refusals.ts).
    const words = REFUSAL_WORDS[refusalLanguage(decision.normal, req.headers)];
    return {
      status: 404,
      policyPath: decision.normal,
      contentType: text,
      body: `${words.misspelled}\n`,
      headers: close,
      malformed: false,
    };
  }
  const url = req.url ?? "/";
  const message = REFUSAL_WORDS[refusalLanguage(url, req.headers)][decision.kind];
  const api = isApiTarget(url);
  return {
    status: 400,
    policyPath: url.split("?")[0] ?? "/",
    contentType: api ? "application/json; charset=utf-8" : text,
    body: api ? JSON.stringify({ error: message }) : message,
    headers: close,
    malformed: true,
  };
}
