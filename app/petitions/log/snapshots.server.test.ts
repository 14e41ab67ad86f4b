import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { leafHash, treeHead } from "./merkle.server";
import {
  newSnapshotKey,
  publicKeyOf,
  type Snapshot,
  signSnapshot,
  snapshotKey,
  snapshotText,
  verifySnapshot,
} from "./snapshots.server";

const head = treeHead([leafHash(Buffer.from("one")), leafHash(Buffer.from("two"))]);
const snapshot: Snapshot = { petitionId: 12, size: 2, head, count: 2, at: new Date("2026-11-27T10:00:00Z") };

describe("a petition log's signed snapshot", () => {
  it("is signed as a fixed text any language can write again", () => {
    expect(snapshotText(snapshot)).toBe(
      [
        "brehon petition snapshot v1",
        "petition 12",
        "size 2",
        `head ${head.toString("base64")}`,
        "count 2",
        "at 2026-11-27T10:00:00.000Z",
        "",
      ].join("\n"),
    );
  });

  it("verifies with the published public key, and with nothing else", () => {
    const key = snapshotKey(newSnapshotKey());
    const published = publicKeyOf(key);
    expect(published).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const signature = signSnapshot(key, snapshot);
    expect(verifySnapshot(published, snapshot, signature)).toBe(true);

    // Any field changed, another key, or a damaged signature: refused.
    const changed: Snapshot[] = [
      { ...snapshot, petitionId: 13 },
      { ...snapshot, size: 3 },
      { ...snapshot, count: 3 },
      { ...snapshot, head: leafHash(Buffer.from("another log")) },
      { ...snapshot, at: new Date("2026-11-27T10:00:01Z") },
    ];
    for (const other of changed) expect(verifySnapshot(published, other, signature)).toBe(false);
    expect(verifySnapshot(publicKeyOf(snapshotKey(newSnapshotKey())), snapshot, signature)).toBe(false);
    // Another first symbol: a signature that began with the one put in its place would be unchanged.
    const altered = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(verifySnapshot(published, snapshot, altered)).toBe(false);
    expect(verifySnapshot(published, snapshot, "not base64 at all")).toBe(false);
    expect(verifySnapshot("not a key", snapshot, signature)).toBe(false);
  });

  it("refuses a key that is not Ed25519, and a snapshot that is not whole", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" });
    expect(() => snapshotKey(rsa.toString())).toThrow("Ed25519");
    expect(() => snapshotText({ ...snapshot, size: -1 })).toThrow(RangeError);
    expect(() => snapshotText({ ...snapshot, count: 1.5 })).toThrow(RangeError);
    expect(() => snapshotText({ ...snapshot, head: Buffer.alloc(8) })).toThrow(RangeError);
  });
});
