import { createHash } from "node:crypto";

/**
 * A Merkle tree over a petition's log, hashed as RFC 9162 (Certificate Transparency 2.0, section 2.1)
 * says: SHA-256, a leaf hashed after a 0x00 byte and a node after a 0x01 byte, and a tree of n leaves
 * split at the largest power of two below n. Anyone holding a tree head can check, with the functions
 * below and nothing of the server's, that an entry is in the log (an inclusion proof) and that a later
 * head only added entries to an earlier one (a consistency proof).
 *
 * The trees here are given as the hashes of their leaves, oldest first.
 */

/** A hash of the tree: 32 bytes of SHA-256. */
export type Hash = Buffer;

const LEAF = Buffer.from([0x00]);
const NODE = Buffer.from([0x01]);

const sha256 = (...parts: Uint8Array[]): Hash => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The hash of one entry of the log, as a leaf of the tree. */
export const leafHash = (entry: Uint8Array): Hash => sha256(LEAF, entry);

/** The hash of a node from those of its two children. */
export const nodeHash = (left: Hash, right: Hash): Hash => sha256(NODE, left, right);

/** The largest power of two smaller than n (n > 1): where a tree of n leaves is split. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The tree head of the leaves: the root's hash (of no leaves, SHA-256 of nothing). */
export function treeHead(leaves: readonly Hash[]): Hash {
  if (leaves.length === 0) return sha256();
  if (leaves.length === 1) return leaves[0] as Hash;
  const k = split(leaves.length);
  return nodeHash(treeHead(leaves.slice(0, k)), treeHead(leaves.slice(k)));
}

function isPowerOfTwo(n: number): boolean {
  let power = 1;
  while (power < n) power *= 2;
  return power === n;
}

function assertIndex(value: number, min: number, max: number, what: string) {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}; it is ${value}`);
  }
}

/** The hashes that lead from leaf `index` to the tree head (RFC 9162, 2.1.3.1), nearest first. */
export function inclusionProof(leaves: readonly Hash[], index: number): Hash[] {
  assertIndex(index, 0, leaves.length - 1, "The leaf's index");
  const path = (at: number, tree: readonly Hash[]): Hash[] => {
    if (tree.length <= 1) return [];
    const k = split(tree.length);
    return at < k
      ? [...path(at, tree.slice(0, k)), treeHead(tree.slice(k))]
      : [...path(at - k, tree.slice(k)), treeHead(tree.slice(0, k))];
  };
  return path(index, leaves);
}

/**
 * The hashes that show the tree of the first `size` leaves is the start of the whole tree
 * (RFC 9162, 2.1.4.1). Empty when `size` is 0 or the whole tree.
 */
export function consistencyProof(leaves: readonly Hash[], size: number): Hash[] {
  assertIndex(size, 0, leaves.length, "The earlier tree's size");
  if (size === 0) return [];
  const subproof = (m: number, tree: readonly Hash[], whole: boolean): Hash[] => {
    if (m === tree.length) return whole ? [] : [treeHead(tree)];
    const k = split(tree.length);
    return m <= k
      ? [...subproof(m, tree.slice(0, k), whole), treeHead(tree.slice(k))]
      : [...subproof(m - k, tree.slice(k), false), treeHead(tree.slice(0, k))];
  };
  return subproof(size, leaves, true);
}

/** Where a verification is in the tree: the RFC's `fn` (the node's index) and `sn` (the last node's). */
type Walk = { fn: number; sn: number };

/** One level up. */
function up(walk: Walk) {
  walk.fn = Math.floor(walk.fn / 2);
  walk.sn = Math.floor(walk.sn / 2);
}

/**
 * Whether the path's next hash is the left sibling ("LSB(fn) is set, or fn equals sn"). A node that is
 * the last of its level with no sibling climbs first until it is a right child or the root.
 */
function fromTheLeft(walk: Walk): boolean {
  if (walk.fn % 2 === 1) return true;
  if (walk.fn !== walk.sn) return false;
  while (walk.fn % 2 === 0 && walk.fn !== 0) up(walk);
  return true;
}

/** Whether leaf `index`'s hash with `proof` gives `head`, the head of a tree of `size` leaves (RFC 9162, 2.1.3.2). */
export function verifyInclusion(leaf: Hash, index: number, size: number, proof: readonly Hash[], head: Hash): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  const walk = { fn: index, sn: size - 1 };
  let r = leaf;
  for (const p of proof) {
    if (walk.sn === 0) return false;
    r = fromTheLeft(walk) ? nodeHash(p, r) : nodeHash(r, p);
    up(walk);
  }
  return walk.sn === 0 && r.equals(head);
}

/**
 * Whether `proof` shows that the tree of `second` leaves with head `secondHead` begins with the tree of
 * `first` leaves with head `firstHead` (RFC 9162, 2.1.4.2): the log only grew between them.
 */
export function verifyConsistency(
  first: number,
  second: number,
  firstHead: Hash,
  secondHead: Hash,
  proof: readonly Hash[],
): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 0 || first > second) return false;
  // An empty tree is the start of every tree; a tree is consistent with itself alone.
  if (first === 0) return proof.length === 0;
  if (first === second) return proof.length === 0 && firstHead.equals(secondHead);
  if (proof.length === 0) return false;
  const [start, ...rest] = isPowerOfTwo(first) ? [firstHead, ...proof] : proof;
  const walk = { fn: first - 1, sn: second - 1 };
  while (walk.fn % 2 === 1) up(walk);
  let fr = start as Hash;
  let sr = start as Hash;
  for (const c of rest) {
    if (walk.sn === 0) return false;
    if (fromTheLeft(walk)) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
    } else {
      sr = nodeHash(sr, c);
    }
    up(walk);
  }
  return walk.sn === 0 && fr.equals(firstHead) && sr.equals(secondHead);
}
