import { describe, expect, it } from "vitest";
import { GrowingTree } from "./growing-tree.server";
import {
  consistencyProof,
  type Hash,
  inclusionProof,
  leafHash,
  treeHead,
  verifyConsistency,
  verifyInclusion,
} from "./merkle.server";

/** The reference leaves of Certificate Transparency's test data, and the tree heads of their first n. */
const REFERENCE_ENTRIES = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
];
const REFERENCE_HEADS = [
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];
const reference = REFERENCE_ENTRIES.map((entry) => leafHash(Buffer.from(entry, "hex")));
const hex = (hashes: Hash[]) => hashes.map((hash) => hash.toString("hex"));
const fromHex = (value: string) => Buffer.from(value, "hex");

/** A log of `n` entries of its own. */
const logOf = (n: number) => Array.from({ length: n }, (_, i) => leafHash(Buffer.from(`signature ${i}`)));

describe("the petitions' Merkle tree (RFC 9162 hashing)", () => {
  it("gives Certificate Transparency's reference tree heads for 0 to 8 entries", () => {
    for (let n = 0; n <= reference.length; n++) {
      expect(treeHead(reference.slice(0, n)).toString("hex"), `${n} entries`).toBe(REFERENCE_HEADS[n]);
    }
  });

  it("gives the reference inclusion and consistency proofs", () => {
    expect(hex(inclusionProof(reference, 0))).toEqual([
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ]);
    expect(hex(inclusionProof(reference, 5))).toEqual([
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ]);
    expect(hex(consistencyProof(reference.slice(0, 5), 2))).toEqual([
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ]);
    const head = fromHex(REFERENCE_HEADS[8] as string);
    expect(verifyInclusion(reference[5] as Hash, 5, 8, inclusionProof(reference, 5), head)).toBe(true);
  });

  it("proves every entry of every log up to 40 entries, and nothing it does not hold", () => {
    const log = logOf(40);
    for (let size = 1; size <= log.length; size++) {
      const tree = log.slice(0, size);
      const head = treeHead(tree);
      for (let index = 0; index < size; index++) {
        const proof = inclusionProof(tree, index);
        const leaf = tree[index] as Hash;
        expect(verifyInclusion(leaf, index, size, proof, head), `${index} of ${size}`).toBe(true);
        // Another entry, another place or a changed proof does not verify. (The tree's size is not
        // proved by the path: it is bound to the head by the snapshot's signature.)
        const other = leafHash(Buffer.from("a signature never made"));
        expect(verifyInclusion(other, index, size, proof, head)).toBe(false);
        if (size > 1) expect(verifyInclusion(leaf, (index + 1) % size, size, proof, head)).toBe(false);
        if (proof.length > 0) {
          const changed = proof.map((hash, at) => (at === 0 ? leafHash(hash) : hash));
          expect(verifyInclusion(leaf, index, size, changed, head)).toBe(false);
          expect(verifyInclusion(leaf, index, size, proof.slice(1), head)).toBe(false);
        }
      }
    }
  });

  it("shows that every later head of a log only added entries to every earlier one", () => {
    const log = logOf(33);
    for (let second = 1; second <= log.length; second++) {
      const later = log.slice(0, second);
      const secondHead = treeHead(later);
      for (let first = 0; first <= second; first++) {
        const firstHead = treeHead(log.slice(0, first));
        const proof = consistencyProof(later, first);
        expect(verifyConsistency(first, second, firstHead, secondHead, proof), `${first} → ${second}`).toBe(true);
        if (first > 0 && first < second) {
          // A rewritten earlier log (its first entry changed) is not consistent with the later head.
          const rewritten = treeHead([leafHash(Buffer.from("rewritten")), ...log.slice(1, first)]);
          expect(verifyConsistency(first, second, rewritten, secondHead, proof)).toBe(false);
          expect(verifyConsistency(first, second, firstHead, treeHead(logOf(second + 1)), proof)).toBe(false);
          expect(verifyConsistency(first, second, firstHead, secondHead, proof.slice(1))).toBe(false);
        }
      }
    }
  });

  it("refuses a leaf or a size it does not hold", () => {
    const log = logOf(5);
    expect(() => inclusionProof(log, 5)).toThrow(RangeError);
    expect(() => inclusionProof(log, -1)).toThrow(RangeError);
    expect(() => consistencyProof(log, 6)).toThrow(RangeError);
    expect(verifyConsistency(6, 5, treeHead(log), treeHead(log), [])).toBe(false);
    expect(verifyInclusion(log[0] as Hash, 0, 0, [], treeHead([]))).toBe(false);
  });

  it("grows, and gives the heads and proofs of every earlier size exactly as computed from all the leaves", () => {
    const log = logOf(70);
    const tree = new GrowingTree();
    expect(tree.head().equals(treeHead([]))).toBe(true);
    for (const [added, leaf] of log.entries()) {
      tree.append(leaf);
      expect(tree.size).toBe(added + 1);
    }
    for (let size = 0; size <= log.length; size++) {
      const leaves = log.slice(0, size);
      expect(tree.head(size).equals(treeHead(leaves)), `head of ${size}`).toBe(true);
      for (let index = 0; index < size; index++) {
        expect(hex(tree.inclusion(index, size)), `${index} of ${size}`).toEqual(hex(inclusionProof(leaves, index)));
      }
      for (let first = 0; first <= size; first++) {
        expect(hex(tree.consistency(first, size)), `${first} → ${size}`).toEqual(hex(consistencyProof(leaves, first)));
      }
    }
    expect(() => tree.inclusion(70, 70)).toThrow(RangeError);
    expect(() => tree.head(71)).toThrow(RangeError);
    expect(() => tree.consistency(5, 4)).toThrow(RangeError);
  });
});
