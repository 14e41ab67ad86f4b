import { describe, expect, it } from "vitest";
import { countOf, entryLeaf, invalidationEntry, signatureEntry, withdrawalEntry } from "./entries.server";
import { GrowingTree } from "./growing-tree.server";
import { buildTreeInWorker } from "./tree-worker.server";

/** A log of `size` entries: signatures, with an invalidation every 7th entry and a withdrawal every 11th. */
const logOf = (size: number) =>
  Array.from({ length: size }, (_, index) =>
    index % 7 === 6
      ? invalidationEntry(index - 1, "automated")
      : index % 11 === 10
        ? withdrawalEntry(index - 2)
        : signatureEntry(Buffer.alloc(32, index % 251)),
  );

async function* pagesOf(entries: string[], page: number) {
  for (let from = 0; from < entries.length; from += page) yield entries.slice(from, from + page).join("\n");
}

describe("the tree of a long log, built on a worker thread", () => {
  // The sizes where a tree's shape or the reading of pages changes: empty, each side of every power of two up
  // to 64 and of the page size (9) and its multiples, and a few between. (Every size up to 70 started a worker
  // each, a fifth of the unit tests' time on a busy machine, for shapes these already cover.)
  const SIZES = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 15, 16, 17, 18, 19, 26, 27, 28, 31, 32, 33, 45, 63, 64, 65, 70];
  it(`is the tree GrowingTree builds, with the same count, heads and proofs, at sizes ${SIZES.join(", ")}`, async () => {
    for (const size of SIZES) {
      const entries = logOf(size);
      const direct = new GrowingTree();
      for (const entry of entries) direct.append(entryLeaf(entry));
      const { tree, count } = await buildTreeInWorker(pagesOf(entries, 9));
      expect(tree.size, `size ${size}`).toBe(size);
      expect(count).toBe(entries.reduce((total, entry) => total + countOf(entry), 0));
      expect(tree.head().equals(direct.head()), `head of ${size}`).toBe(true);
      if (size > 0) {
        expect(tree.inclusion(size - 1)).toEqual(direct.inclusion(size - 1));
        expect(tree.consistency(Math.ceil(size / 2))).toEqual(direct.consistency(Math.ceil(size / 2)));
      }
      // It goes on growing on the main thread as GrowingTree does.
      tree.append(entryLeaf("signature more"));
      direct.append(entryLeaf("signature more"));
      expect(tree.head().equals(direct.head())).toBe(true);
    }
  });

  it("hashes each entry's UTF-8 bytes, however long and whatever its letters", async () => {
    const entries = ["signature é", "signature 日本", `signature ${"ú".repeat(2_000)}`, "signature 🌊", "signature a"];
    const direct = new GrowingTree();
    for (const entry of entries) direct.append(entryLeaf(entry));
    const { tree } = await buildTreeInWorker(pagesOf(entries, 2));
    expect(tree.head().equals(direct.head())).toBe(true);
  });

  it("builds a log of 100,000 entries read in pages", async () => {
    const entries = logOf(100_000);
    const direct = new GrowingTree();
    for (const entry of entries) direct.append(entryLeaf(entry));
    const { tree, count } = await buildTreeInWorker(pagesOf(entries, 10_000));
    expect(count).toBe(entries.reduce((total, entry) => total + countOf(entry), 0));
    expect(tree.head(54_321).equals(direct.head(54_321))).toBe(true);
    expect(tree.inclusion(77_777)).toEqual(direct.inclusion(77_777));
  });
});
