import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { localize } from "~/pages/addresses";

/** The page of the updates' one-click unsubscribe (app/petitions/pages/updates.tsx). */
export const UPDATES_PATH = "/petitions/updates";

/**
 * A signer's unsubscribe key: an HMAC of their request's id under the database's own key (migration 0020), so
 * that the link needs no stored token and only the emails carry it. It ends updates, nothing more.
 */
export function unsubscribeKey(linkKey: string, requestId: number): string {
  return createHmac("sha256", linkKey).update(`updates:${requestId}`).digest("base64url");
}

/** Whether `key` is the unsubscribe key of request `requestId`. */
export function isUnsubscribeKey(linkKey: string, requestId: number, key: unknown): boolean {
  if (typeof key !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(key)) return false;
  return timingSafeEqual(Buffer.from(key), Buffer.from(unsubscribeKey(linkKey, requestId)));
}

/** The unsubscribe address in an update (List-Unsubscribe and the visible link), in the signer's language. */
export function unsubscribeAddress(linkKey: string, requestId: number, language: Language, publicUrl: string): string {
  const address = new URL(localize(UPDATES_PATH, language), publicUrl);
  address.searchParams.set("request", String(requestId));
  address.searchParams.set("key", unsubscribeKey(linkKey, requestId));
  return address.href;
}
