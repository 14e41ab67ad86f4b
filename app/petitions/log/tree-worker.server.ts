import { Worker } from "node:worker_threads";
import { INVALIDATION_PREFIX, WITHDRAWAL_PREFIX } from "./entries.server";
import { GrowingTree } from "./growing-tree.server";

/**
 * Builds the first tree of a long log on another thread (docs/decisions/0033): hashing a million entries
 * takes seconds, which on the main thread would hold up every page for as long, even in turns. The main
 * thread reads the log page by page, each page as one string from the database (one entry a line), and
 * hands it over (a copy, not a clone of many strings); the worker hashes the leaves and the nodes exactly as GrowingTree.append does, counts the
 * entries as ./entries.ts does, and hands back each level's bytes without copying them (transferred).
 *
 * The worker runs at the lowest priority (nice 19), so that the pages' thread, the database and whatever
 * else the machine runs go first and the tree takes what is left. The worker's code is written out here, not bundled: the server is one built file, and a worker needs
 * a script of its own. app/petitions/log/tree-worker.server.test.ts holds its trees to GrowingTree's.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const crypto = require("node:crypto");
// This thread yields the cores to the pages: on Linux a thread's niceness is its own (0 is this thread).
try {
  require("node:os").setPriority(19);
} catch {}
// One-shot hashing (Node 20.12 and later) costs less than a hash object a hash. Each hash's input is written
// into a buffer kept for it (a leaf's 0x00 and entry, a node's 0x01 and two children), not concatenated anew.
const sha256 = crypto.hash
  ? (input) => crypto.hash("sha256", input, "buffer")
  : (input) => crypto.createHash("sha256").update(input).digest();
const node = Buffer.alloc(65);
node[0] = 1;
let leafInput = Buffer.alloc(1024);
function leafHash(entry) {
  // A UTF-16 unit is at most three bytes of UTF-8.
  if (leafInput.length < 1 + entry.length * 3) leafInput = Buffer.alloc(2 * (1 + entry.length * 3));
  leafInput[0] = 0;
  const length = leafInput.write(entry, 1, "utf8");
  return sha256(leafInput.subarray(0, 1 + length));
}
const levels = [];
let count = 0;
function push(k, hash) {
  let level = levels[k];
  if (!level) levels[k] = level = { bytes: Buffer.alloc(32 * 64), count: 0 };
  if ((level.count + 1) * 32 > level.bytes.length) {
    const larger = Buffer.alloc(level.bytes.length * 2);
    level.bytes.copy(larger);
    level.bytes = larger;
  }
  hash.copy(level.bytes, level.count * 32);
  level.count += 1;
}
function append(leaf) {
  push(0, leaf);
  for (let k = 0; ; k++) {
    const level = levels[k];
    if (level.count % 2 !== 0) return;
    level.bytes.copy(node, 1, (level.count - 2) * 32, level.count * 32);
    push(k + 1, sha256(node));
  }
}
parentPort.on("message", (message) => {
  if (message.done) {
    const out = levels.map((level) => {
      const bytes = new Uint8Array(level.count * 32);
      bytes.set(level.bytes.subarray(0, level.count * 32));
      return { bytes, count: level.count };
    });
    parentPort.postMessage({ levels: out, count }, out.map((level) => level.bytes.buffer));
    return;
  }
  for (const entry of message.entries.split("\\n")) {
    append(leafHash(entry));
    // As ./entries.ts counts: an invalidation or a withdrawal takes one away.
    count += entry.startsWith(${JSON.stringify(INVALIDATION_PREFIX)}) || entry.startsWith(${JSON.stringify(WITHDRAWAL_PREFIX)}) ? -1 : 1;
  }
});
`;

type Built = { levels: Array<{ bytes: Uint8Array; count: number }>; count: number };

/**
 * The tree and count of a log read page by page (`pages` yields each page's entries, in order, as one text of
 * one entry a line), built on a worker thread. An empty log gives an empty tree.
 */
export async function buildTreeInWorker(pages: AsyncIterable<string>): Promise<{ tree: GrowingTree; count: number }> {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  try {
    const built = new Promise<Built>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The tree's worker stopped (${code}) before it finished`)));
    });
    for await (const page of pages) {
      if (page.length > 0) worker.postMessage({ entries: page });
    }
    worker.postMessage({ done: true });
    const { levels, count } = await built;
    return { tree: GrowingTree.fromLevels(levels), count };
  } finally {
    await worker.terminate();
  }
}
