import { createPublicKey, type KeyObject, sign, verify } from "node:crypto";

/**
 * Changing the key that signs the snapshots (docs/decisions/0033): the new key is announced by a statement
 * signed with the key before it, so that a reader who trusts the portal's first key (published in the
 * deployment guide) can follow each change and check every snapshot with the key that signed it.
 *
 * The statement is text, one field a line, the keys as base64 of their SPKI DER:
 *
 *   brehon petition key change v1
 *   old MCowBQYDK2VwAyEA…
 *   new MCowBQYDK2VwAyEA…
 *   at 2026-11-28T10:00:00.000Z
 */

const HEADER = "brehon petition key change v1";

/** A public key (SPKI PEM) as the statement writes it: base64 of its DER. */
export const keyDer = (publicKeyPem: string): string =>
  createPublicKey(publicKeyPem).export({ type: "spki", format: "der" }).toString("base64");

/** The statement that `newKey` follows `oldKey`, from `at`. */
export function announcementText(oldKeyPem: string, newKeyPem: string, at: Date): string {
  return [HEADER, `old ${keyDer(oldKeyPem)}`, `new ${keyDer(newKeyPem)}`, `at ${at.toISOString()}`, ""].join("\n");
}

/** The old key's signature of the statement, in base64. */
export const signAnnouncement = (oldKey: KeyObject, text: string): string =>
  sign(null, Buffer.from(text), oldKey).toString("base64");

/** Whether `text` announces `newKeyPem` after `oldKeyPem`, signed by the old key. False for anything malformed. */
export function verifyAnnouncement(oldKeyPem: string, newKeyPem: string, text: string, signature: string): boolean {
  try {
    const lines = text.split("\n");
    if (lines[0] !== HEADER || lines[1] !== `old ${keyDer(oldKeyPem)}` || lines[2] !== `new ${keyDer(newKeyPem)}`) {
      return false;
    }
    return verify(null, Buffer.from(text), createPublicKey(oldKeyPem), Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}
