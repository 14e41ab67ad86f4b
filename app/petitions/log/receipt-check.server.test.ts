import { describe, expect, it } from "vitest";
import { checkProof, type ProofJson, snapshotText, verifyInclusion } from "~/petitions/receipt-check";
import { canonicalCode } from "~/petitions/receipt-code";
import { entryLeaf, invalidationEntry, signatureEntry } from "./entries.server";
import { inclusionProof, treeHead } from "./merkle.server";
import { newReceipt } from "./receipts.server";
import {
  newSnapshotKey,
  publicKeyOf,
  snapshotText as serverSnapshotText,
  signSnapshot,
  snapshotKey,
} from "./snapshots.server";

/** The browser's check (app/petitions/receipt-check.ts) against the server's own trees, proofs and signatures. */

const key = snapshotKey(newSnapshotKey());
const publicKey = publicKeyOf(key);
const other = publicKeyOf(snapshotKey(newSnapshotKey()));

/** A log of `size` signatures, then the entries of `extra`; the proof answer for the receipt at `position`. */
function logWith(size: number, position: number, extra: string[] = []) {
  const receipts = Array.from({ length: size }, () => newReceipt());
  const entries = [...receipts.map((receipt) => signatureEntry(receipt.hash)), ...extra];
  const leaves = entries.map(entryLeaf);
  const snapshot = { petitionId: 7, size: entries.length, head: treeHead(leaves), count: size, at: new Date() };
  const published = {
    size: snapshot.size,
    head: snapshot.head.toString("base64"),
    count: snapshot.count,
    at: snapshot.at.toISOString(),
    signature: signSnapshot(key, snapshot),
  };
  const proofOf = (at: number) => inclusionProof(leaves, at).map((hash) => hash.toString("base64"));
  const answer: ProofJson = {
    position,
    entry: entries[position] as string,
    proof: proofOf(position),
    snapshot: published,
    invalidation: null,
  };
  const code = canonicalCode((receipts[position] as { code: string }).code) as string;
  return { answer, code, proofOf, entries, serverSnapshot: snapshot };
}

describe("checking a receipt in the browser", () => {
  it("writes the snapshot's signed text as the server does", () => {
    const { answer, serverSnapshot } = logWith(3, 1);
    expect(snapshotText(7, answer.snapshot)).toBe(serverSnapshotText(serverSnapshot));
  });

  it.each([1, 2, 3, 5, 8, 13, 100])("proves every position of a log of %i entries", async (size) => {
    const { entries, proofOf, answer } = logWith(size, 0);
    for (const [position, entry] of entries.entries()) {
      const holds = await verifyInclusion(entry, position, size, proofOf(position), answer.snapshot.head);
      expect(holds, `position ${position}`).toBe(true);
    }
  });

  it("finds a counted signature in a signed snapshot", async () => {
    const { answer, code } = logWith(11, 6);
    await expect(checkProof(7, code, answer, publicKey)).resolves.toMatchObject({ state: "included", position: 6 });
  });

  it("refuses an answer for another receipt, a wrong proof, another key or another petition", async () => {
    const { answer, code } = logWith(11, 6);
    const { code: stranger } = logWith(2, 0);
    const wrongSibling = { ...answer, proof: answer.proof.map((hash, i) => (i === 0 ? answer.snapshot.head : hash)) };
    const raisedCount = { ...answer, snapshot: { ...answer.snapshot, count: answer.snapshot.count + 1 } };
    await expect(checkProof(7, stranger, answer, publicKey)).resolves.toEqual({ state: "failed", why: "entry" });
    await expect(checkProof(7, code, wrongSibling, publicKey)).resolves.toEqual({ state: "failed", why: "proof" });
    await expect(checkProof(7, code, answer, other)).resolves.toEqual({ state: "failed", why: "signature" });
    await expect(checkProof(8, code, answer, publicKey)).resolves.toEqual({ state: "failed", why: "signature" });
    await expect(checkProof(7, code, raisedCount, publicKey)).resolves.toEqual({ state: "failed", why: "signature" });
  });

  it("shows an invalidation the snapshot holds, with its reason, and refuses one that names another signature", async () => {
    const { answer, code, proofOf } = logWith(5, 2, [invalidationEntry(2, "automated")]);
    const invalidation = { position: 5, entry: invalidationEntry(2, "automated"), proof: proofOf(5) };
    await expect(checkProof(7, code, { ...answer, invalidation }, publicKey)).resolves.toMatchObject({
      state: "invalidated",
      reason: "automated",
      position: 2,
    });
    const elsewhere = { ...invalidation, entry: invalidationEntry(3, "automated") };
    await expect(checkProof(7, code, { ...answer, invalidation: elsewhere }, publicKey)).resolves.toEqual({
      state: "failed",
      why: "invalidation",
    });
    const later = { ...invalidation, position: 9, proof: null };
    await expect(checkProof(7, code, { ...answer, invalidation: later }, publicKey)).resolves.toMatchObject({
      state: "invalidated",
      snapshot: null,
    });
  });
});
