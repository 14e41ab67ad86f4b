import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from "node:crypto";
import type { Hash } from "./merkle.server";

/**
 * A signed snapshot of a petition's log: its size, its tree head (app/petitions/log/merkle.server.ts), the
 * count it gives and when, signed with the portal's Ed25519 key. The signature binds the size to the
 * head (a proof alone does not prove a tree's size), so a snapshot, its public key and the proofs are
 * all a reader needs to check a count.
 *
 * What is signed is the snapshot's text, one field a line in a fixed order, so that any language can
 * write it again byte for byte:
 *
 *   brehon petition snapshot v1
 *   petition 12
 *   size 1024
 *   head 3q2+7w…= (base64 of the 32 bytes)
 *   count 1019
 *   at 2026-11-27T10:00:00.000Z
 */
export type Snapshot = {
  petitionId: number;
  /** The number of entries in the log. */
  size: number;
  /** The log's tree head. */
  head: Hash;
  /** The petition's count at that size: signatures less withdrawals and invalidations. */
  count: number;
  at: Date;
};

const HEADER = "brehon petition snapshot v1";

/** The snapshot as it is signed. */
export function snapshotText({ petitionId, size, head, count, at }: Snapshot): string {
  for (const [name, value] of Object.entries({ petitionId, size, count })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`A snapshot's ${name} is a whole number`);
  }
  if (head.length !== 32) throw new RangeError("A snapshot's head is 32 bytes");
  return [
    HEADER,
    `petition ${petitionId}`,
    `size ${size}`,
    `head ${head.toString("base64")}`,
    `count ${count}`,
    `at ${at.toISOString()}`,
    "",
  ].join("\n");
}

/** A new signing key, as PKCS #8 PEM (kept secret, in the data folder or SNAPSHOT_KEY_FILE). */
export function newSnapshotKey(): string {
  return generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

/** The signing key from its PEM text; refuses a key of another kind. */
export function snapshotKey(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== "ed25519") throw new Error("The snapshot key must be an Ed25519 key");
  return key;
}

/** The public key that checks the snapshots, as SPKI PEM: what the portal publishes. */
export function publicKeyOf(key: KeyObject): string {
  return createPublicKey(key).export({ type: "spki", format: "pem" }).toString();
}

/** The snapshot's signature, in base64. */
export function signSnapshot(key: KeyObject, snapshot: Snapshot): string {
  return sign(null, Buffer.from(snapshotText(snapshot)), key).toString("base64");
}

/** Whether `signature` is the key's signature of the snapshot. False for anything malformed. */
export function verifySnapshot(publicKeyPem: string, snapshot: Snapshot, signature: string): boolean {
  try {
    const key = createPublicKey(publicKeyPem);
    if (key.asymmetricKeyType !== "ed25519") return false;
    return verify(null, Buffer.from(snapshotText(snapshot)), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}
