import { AsyncLocalStorage } from "node:async_hooks";
import { nowMs } from "../core/clock";

/**
 * Read-your-writes for the browser that made a change (docs/decisions/0046-read-your-own-writes.md).
 *
 * The read caches (./read-cache.ts) serve an entry while the change feed says it is current, and for a
 * moment after a change (at most `minAgeMs`, or while it is read again). A process learns of another's
 * commit only when its notification arrives. So a browser that has just signed could be given, by any
 * process, a count older than the one its signature's answer gave it.
 *
 * The answer to a signature (or a new petition) therefore carries a short-lived cookie holding the time
 * the change was acknowledged, after its commit. A request that carries it is answered, on every process,
 * from nothing read before that time (with a margin for the clocks of several hosts): an older entry is
 * read again for it, strictly, and then serves everyone. Other visitors keep the caches' bounded staleness.
 */
export const OWN_WRITE_COOKIE = "brehon_wrote";
/**
 * How long the cookie lasts. Past it every process has long seen the change: a feed that is connected
 * serves nothing more than a second behind a change it has seen, and one that is not expires its entries
 * after a second (./read-cache.ts).
 */
export const OWN_WRITE_SECONDS = 60;
/** Entries read this soon after the change are read again too: clocks of several hosts differ a little. */
export const CLOCK_MARGIN_MS = 1_000;

const PATTERN = new RegExp(`(?:^|;)\\s*${OWN_WRITE_COOKIE}=(\\d{1,16})\\s*(?:;|$)`);

/** The cookie that marks this browser's change, acknowledged now. */
export function ownWriteCookie(secure: boolean, at = nowMs()): string {
  return `${OWN_WRITE_COOKIE}=${Math.floor(at)}; Path=/; Max-Age=${OWN_WRITE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The time before which nothing may be served to this request, from its cookie: the change's time plus
 * the margin; null without a cookie, or with one that names no recent past (a forged time in the future
 * or long ago is ignored, so a client cannot keep itself out of the caches for good).
 */
export function ownWriteOf(cookieHeader: string | undefined, now = nowMs()): number | null {
  if (!cookieHeader?.includes(OWN_WRITE_COOKIE)) return null;
  const match = PATTERN.exec(cookieHeader);
  if (!match) return null;
  const at = Number(match[1]);
  if (at > now + CLOCK_MARGIN_MS || now - at > OWN_WRITE_SECONDS * 1_000) return null;
  return at + CLOCK_MARGIN_MS;
}

const context = new AsyncLocalStorage<number>();

/** Runs `handle` (a request's whole answer) so that every cached read it makes is no older than `notBefore`. */
export function readingNotBefore<T>(notBefore: number, handle: () => T): T {
  return context.run(notBefore, handle);
}

/** The time before which no read may have begun for the request being answered (0: any read will do). */
export function readsNotBefore(): number {
  return context.getStore() ?? 0;
}
