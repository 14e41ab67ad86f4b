import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "~/i18n/languages";
import type { CacheKind } from "./cache-policy";
import type { Representations } from "./encoding";
import type { Requester } from "./requester";

/*
 * What the request pipeline's early steps take from the features that answer through them: the
 * in-memory answerer's sources (server/fast-path.ts) and the write step's writes (server/write-step.ts).
 * The features implement these; the steps that call them are composed above both (server/app.ts).
 */

/** A stored response the fast path may send as it is. */
export type FastAnswer = {
  /**
   * The body in its codings. Headers are prepared once per body object and
   * kept while it lives: a changed body must be a new object (the stores
   * never change one in place).
   */
  body: Representations;
  /** 200, or the status a rendered page was stored with (404, 410). */
  status: number;
  /** The stored response's own headers (a rendered page's), besides those of its body; the same array for the same body. */
  headers?: ReadonlyArray<readonly [string, string]>;
  /** The caching the answer asks for where its address lets it (a complete page of a petition's log). */
  cache?: CacheKind;
  /** False for an answer a validator never turns into 304 (a refusal), as Express's `fresh` check does not. */
  revalidate?: boolean;
};

/**
 * Finds the stored answer for a path (no trailing slash, no escapes) and its
 * query (`?…` or ""), synchronously, or nothing: the request then takes the
 * general path.
 */
export type FastSource = (path: string, query: string, req: IncomingMessage) => FastAnswer | undefined;

/**
 * A source that must do something asynchronous first (count a search against its sender's allowance):
 * resolves to the answer, or to nothing, and the request then goes on to Express (with whatever the
 * source left in `res.locals`).
 */
export type AsyncFastSource = (
  path: string,
  query: string,
  req: IncomingMessage,
  res: ServerResponse & { locals?: Record<string, unknown> },
) => Promise<FastAnswer | undefined> | undefined;

/** The memory answerer's find (server/fast-path.ts): an answer now, one to wait for, or nothing (the next answerer's turn). */
export type MemoryFind = FastAnswer | Promise<FastAnswer | undefined> | undefined;

/** A write's answer: its status, its own headers (a cookie, Retry-After) and its JSON body. */
export type WriteAnswer = {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Record<string, unknown>;
};

/** A write the step answers: its address, and what it runs. */
export type EarlyWrite = {
  /** The address's one parameter (`/api/petitions/12/signatures` gives "12"), or null for another address. */
  match: (path: string) => string | null;
  /** Runs the write for `requester`, answering in `language`. */
  run: (parameter: string, requester: Requester, language: Language) => Promise<WriteAnswer>;
};
