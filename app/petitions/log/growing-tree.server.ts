import { createHash } from "node:crypto";
import { type Hash, nodeHash } from "./merkle.server";

const HASH_BYTES = 32;

/** The largest power of two smaller than n (n > 1): where a tree of n leaves is split (RFC 9162). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** One level of the tree: the hashes of its complete subtrees of one size, 32 bytes each, side by side. */
class Level {
  bytes: Buffer = Buffer.alloc(HASH_BYTES * 64);
  count = 0;

  /** A level made elsewhere (./tree-worker.ts): `count` hashes at the start of `bytes`. */
  static of(bytes: Buffer, count: number): Level {
    if (bytes.length < count * HASH_BYTES) throw new RangeError("A level's bytes hold fewer hashes than its count");
    const level = new Level();
    level.bytes = bytes;
    level.count = count;
    return level;
  }

  push(hash: Hash) {
    if ((this.count + 1) * HASH_BYTES > this.bytes.length) {
      const larger = Buffer.alloc(this.bytes.length * 2);
      this.bytes.copy(larger);
      this.bytes = larger;
    }
    hash.copy(this.bytes, this.count * HASH_BYTES);
    this.count += 1;
  }

  at(index: number): Hash {
    return this.bytes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES);
  }
}

/**
 * A petition's log as a Merkle tree that grows (RFC 9162's tree, as ./merkle.ts computes it from all
 * the leaves). It keeps the hash of every complete subtree aligned on its own size, so that adding an
 * entry costs about one hash, and the head of the tree at any earlier size, an inclusion proof and a
 * consistency proof each cost a number of hashes that grows with the logarithm of the size, not the
 * size. It answers exactly what ./merkle.ts answers (app/petitions/log/merkle.server.test.ts compares them).
 */
export class GrowingTree {
  /** levels[k] holds the subtrees of 2^k leaves: leaves 0 to 2^k - 1, then the next 2^k, and so on. */
  private readonly levels: Level[] = [new Level()];

  /**
   * A tree from the levels another thread built (./tree-worker.ts): each level's hashes side by side and
   * their number. The levels must be those `append` makes: level k holds floor(size / 2^k) hashes.
   */
  static fromLevels(levels: ReadonlyArray<{ bytes: Uint8Array; count: number }>): GrowingTree {
    const tree = new GrowingTree();
    const size = levels[0]?.count ?? 0;
    tree.levels.length = 0;
    for (const [k, { bytes, count }] of levels.entries()) {
      if (count !== Math.floor(size / 2 ** k)) throw new RangeError(`Level ${k} of a tree of ${size} is not whole`);
      tree.levels.push(Level.of(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), count));
    }
    if (tree.levels.length === 0) tree.levels.push(new Level());
    return tree;
  }

  /** The number of leaves. */
  get size(): number {
    return (this.levels[0] as Level).count;
  }

  /** The memory its hashes take, in bytes. */
  get bytes(): number {
    return this.levels.reduce((total, level) => total + level.bytes.length, 0);
  }

  /** Adds a leaf's hash (./merkle.ts, `leafHash`) at the end. */
  append(leaf: Hash): void {
    (this.levels[0] as Level).push(leaf);
    // Each level whose count becomes even completes a subtree of the next level.
    for (let k = 0; ; k++) {
      const level = this.levels[k] as Level;
      if (level.count % 2 !== 0) return;
      const parent = this.levels[k + 1] ?? new Level();
      this.levels[k + 1] = parent;
      parent.push(nodeHash(level.at(level.count - 2), level.at(level.count - 1)));
    }
  }

  /** The hash of the leaves from `from` to `to` (excluded), as RFC 9162 defines a tree's head. */
  private range(from: number, to: number): Hash {
    const n = to - from;
    if (n === 0) return createHash("sha256").digest();
    // A complete subtree on its own alignment is kept.
    const k = Math.log2(n);
    if (Number.isInteger(k) && from % n === 0) return (this.levels[k] as Level).at(from / n);
    const left = split(n);
    return nodeHash(this.range(from, from + left), this.range(from + left, to));
  }

  private check(value: number, min: number, max: number, what: string) {
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new RangeError(`${what} must be a whole number from ${min} to ${max}; it is ${value}`);
    }
  }

  /** The head of the tree of the first `size` leaves (all of them by default). */
  head(size = this.size): Hash {
    this.check(size, 0, this.size, "The tree's size");
    return this.range(0, size);
  }

  /** The inclusion proof of leaf `index` in the tree of the first `size` leaves (RFC 9162, 2.1.3.1). */
  inclusion(index: number, size = this.size): Hash[] {
    this.check(size, 1, this.size, "The tree's size");
    this.check(index, 0, size - 1, "The leaf's index");
    const path = (at: number, from: number, to: number): Hash[] => {
      if (to - from <= 1) return [];
      const k = split(to - from);
      return at < from + k
        ? [...path(at, from, from + k), this.range(from + k, to)]
        : [...path(at, from + k, to), this.range(from, from + k)];
    };
    return path(index, 0, size);
  }

  /** The proof that the tree of `first` leaves begins the tree of `second` (RFC 9162, 2.1.4.1). */
  consistency(first: number, second = this.size): Hash[] {
    this.check(second, 0, this.size, "The later tree's size");
    this.check(first, 0, second, "The earlier tree's size");
    if (first === 0) return [];
    const subproof = (m: number, from: number, to: number, whole: boolean): Hash[] => {
      if (m === to - from) return whole ? [] : [this.range(from, to)];
      const k = split(to - from);
      return m <= k
        ? [...subproof(m, from, from + k, whole), this.range(from + k, to)]
        : [...subproof(m - k, from + k, to, false), this.range(from, from + k)];
    };
    return subproof(first, 0, second, true);
  }
}
