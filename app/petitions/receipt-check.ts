import {
  type InvalidationReason,
  parseRemoval,
  RECEIPT_DOMAIN,
  type Removal,
  signatureEntryText,
} from "./receipt-code";

/**
 * Checks a receipt against a petition's signed snapshots with the Web Crypto API (SHA-256 and Ed25519),
 * in the browser: the visitor need not trust the server's word that their signature is counted. The
 * code is hashed here and the entry it gives compared with the one the server names; the inclusion
 * proof is folded up to the snapshot's tree head (RFC 9162, 2.1.3.2); the snapshot's signature is
 * checked with the portal's published key. The same steps as `npm run verify-petition`, written again
 * for the browser; the server's own answer to a form without JavaScript is the petition log's `check`
 * (app/petitions/log/service.server.ts).
 */

/** A snapshot as `/api/petitions/:id/snapshots` and the proofs publish it; `key` names the key that signed it. */
export type SnapshotJson = {
  size: number;
  head: string;
  count: number;
  at: string;
  signature: string;
  key?: number | null;
};

/** A key as `/api/petitions/snapshot-keys` publishes it: each after the first announced by the one before. */
export type KeyJson = {
  id: number;
  publicKey: string;
  announcement: { text: string; signature: string } | null;
};

/** What the proof address answers for a receipt (docs/reference/api.md). */
export type ProofJson = {
  position: number;
  entry: string;
  proof: string[];
  snapshot: SnapshotJson;
  invalidation: { position: number; entry: string; proof: string[] | null } | null;
};

/** The outcome of a check, the same whether the browser or the server made it. */
export type ReceiptCheck =
  /** Not a receipt's code: mistyped, or too short. */
  | { state: "malformed" }
  /** No signature of this petition has this receipt. */
  | { state: "unknown" }
  /** Counted, and not yet in a snapshot: the next one will hold it. */
  | { state: "pending"; position: number }
  /** Counted, in the latest snapshot (or the one asked for). */
  | { state: "included"; position: number; snapshot: SnapshotJson }
  /** Given, then taken out of the count by the moderators, for a published reason. */
  | { state: "invalidated"; position: number; reason: InvalidationReason; snapshot: SnapshotJson | null }
  /** Given, then withdrawn by its signer. */
  | { state: "withdrawn"; position: number; snapshot: SnapshotJson | null }
  /** The server's answer does not prove what it says: a proof, a signature or a change of key that does not hold. */
  | { state: "failed"; why: "entry" | "proof" | "signature" | "invalidation" | "key" };

/** A check as the page shows it: the browser's or the server's, or no answer at all. */
export type ShownCheck = ReceiptCheck | { state: "unavailable" };

const encoder = new TextEncoder();

const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const bytesToBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", joined));
}

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The log entry a receipt's code gives, as the server writes it: `signature <base64 of its hash>`. */
export async function entryOfCode(canonical: string): Promise<string> {
  return signatureEntryText(bytesToBase64(await sha256(encoder.encode(RECEIPT_DOMAIN + canonical))));
}

/** RFC 9162, 2.1.3.2: whether `proof` takes the entry at `index` of a tree of `size` leaves to `head`. */
export async function verifyInclusion(
  entry: string,
  index: number,
  size: number,
  proof: readonly string[],
  head: string,
): Promise<boolean> {
  if (!Number.isSafeInteger(index) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let hash = await sha256(LEAF, encoder.encode(entry));
  for (const sibling of proof.map(base64ToBytes)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      hash = await sha256(NODE, sibling, hash);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      hash = await sha256(NODE, hash, sibling);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(hash, base64ToBytes(head));
}

/** The text a snapshot's signature signs (app/petitions/log/snapshots.server.ts). */
export const snapshotText = (petitionId: number, s: SnapshotJson): string =>
  `brehon petition snapshot v1\npetition ${petitionId}\nsize ${s.size}\nhead ${s.head}\ncount ${s.count}\nat ${s.at}\n`;

/** A public key's SPKI DER in base64, as the key-change statements write it: the PEM's body. */
const derOf = (keyPem: string) => keyPem.replace(/-----[^-]+-----/g, "").replace(/\s/g, "");

/** Whether `signature` (base64) is the key's Ed25519 signature of `text`. */
async function verifyEd25519(keyPem: string, text: string, signature: string): Promise<boolean> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey("spki", base64ToBytes(derOf(keyPem)), { name: "Ed25519" }, false, ["verify"]);
  } catch (error) {
    // A browser without Ed25519 cannot check; that is no verdict on the portal's answer.
    throw new CannotCheckHere(`The published key could not be read here: ${String(error)}`);
  }
  try {
    return await crypto.subtle.verify({ name: "Ed25519" }, key, base64ToBytes(signature), encoder.encode(text));
  } catch {
    return false;
  }
}

/** Whether the snapshot is signed by the key the portal publishes (SPKI PEM). */
export const verifySnapshotSignature = (petitionId: number, snapshot: SnapshotJson, keyPem: string) =>
  verifyEd25519(keyPem, snapshotText(petitionId, snapshot), snapshot.signature);

/**
 * Whether each key after the first is announced by the key before it (app/petitions/log/keys.server.ts): a
 * reader who trusts the first key can then trust every later one.
 */
export async function verifyKeyChain(keys: readonly KeyJson[]): Promise<boolean> {
  for (const [index, key] of keys.entries()) {
    const before = keys[index - 1];
    if (!before) continue;
    const { announcement } = key;
    if (!announcement) return false;
    const [header, old, announced] = announcement.text.split("\n");
    if (header !== "brehon petition key change v1") return false;
    if (old !== `old ${derOf(before.publicKey)}` || announced !== `new ${derOf(key.publicKey)}`) return false;
    if (!(await verifyEd25519(before.publicKey, announcement.text, announcement.signature))) return false;
  }
  return keys.length > 0;
}

/**
 * Checks the proof address's answer for a code: that it names the code's own entry, that the proof
 * holds, that the snapshot is signed, and, where it says the signature was invalidated, that the
 * invalidation names it and is in the snapshot too.
 */
export async function checkProof(
  petitionId: number,
  canonical: string,
  answer: ProofJson,
  keyPem: string,
): Promise<ReceiptCheck> {
  const { position, snapshot, invalidation } = answer;
  if (answer.entry !== (await entryOfCode(canonical))) return { state: "failed", why: "entry" };
  if (!(await verifyInclusion(answer.entry, position, snapshot.size, answer.proof, snapshot.head))) {
    return { state: "failed", why: "proof" };
  }
  if (!(await verifySnapshotSignature(petitionId, snapshot, keyPem))) return { state: "failed", why: "signature" };
  if (!invalidation) return { state: "included", position, snapshot };
  const named = parseRemoval(invalidation.entry);
  if (!named || named.position !== position || invalidation.position <= position) {
    return { state: "failed", why: "invalidation" };
  }
  if (invalidation.proof === null) {
    // Later than the snapshot: the server's word until the next one, which must hold it.
    return removedBy(named, position, null);
  }
  const held = await verifyInclusion(
    invalidation.entry,
    invalidation.position,
    snapshot.size,
    invalidation.proof,
    snapshot.head,
  );
  return held ? removedBy(named, position, snapshot) : { state: "failed", why: "invalidation" };
}

/** The outcome for a signature that an invalidation or its signer's withdrawal took out of the count. */
export const removedBy = (removal: Removal, position: number, snapshot: SnapshotJson | null): ReceiptCheck =>
  removal.kind === "withdrawal"
    ? { state: "withdrawn", position, snapshot }
    : { state: "invalidated", position, reason: removal.reason, snapshot };

/** Thrown when this browser cannot check (no Ed25519 in its Web Crypto, or no answer): the page asks the server. */
export class CannotCheckHere extends Error {}

/**
 * The whole check in the browser: the proof for the code from the portal, then `checkProof`. A signature
 * not yet in a snapshot is the server's word (`pending`) until the next one. Throws `CannotCheckHere`
 * when the portal does not answer or this browser lacks what the check needs.
 */
export async function checkInBrowser(petitionId: number, canonical: string): Promise<ReceiptCheck> {
  if (!globalThis.crypto?.subtle) throw new CannotCheckHere("No Web Crypto");
  const read = async (address: string) => {
    const response = await fetch(address, { headers: { Accept: "application/json" } });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  };
  const proof = await read(`/api/petitions/${petitionId}/proof?receipt=${encodeURIComponent(canonical)}`);
  if (proof.status === 400) return { state: "malformed" };
  if (proof.status === 404) {
    const body = (proof.body ?? {}) as { position?: unknown; invalidation?: { entry?: unknown } | null };
    if (typeof body.position !== "number") return { state: "unknown" };
    const named = typeof body.invalidation?.entry === "string" ? parseRemoval(body.invalidation.entry) : null;
    return named ? removedBy(named, body.position, null) : { state: "pending", position: body.position };
  }
  if (proof.status !== 200) throw new CannotCheckHere(`The proof address answered ${proof.status}`);
  const published = await read("/api/petitions/snapshot-keys");
  const keys = (published.body as { keys?: KeyJson[] } | null)?.keys;
  if (published.status !== 200 || !Array.isArray(keys)) throw new CannotCheckHere("No published keys");
  // Every key from the first on must be announced by the one before; the snapshot names its own.
  if (!(await verifyKeyChain(keys))) return { state: "failed", why: "key" };
  const answer = proof.body as ProofJson;
  const signer = answer.snapshot.key == null ? keys[0] : keys.find((each) => each.id === answer.snapshot.key);
  if (!signer) return { state: "failed", why: "key" };
  return checkProof(petitionId, canonical, answer, signer.publicKey);
}
