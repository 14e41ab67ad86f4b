// `npm run verify-petition -- <portal address> <petition id>`: checks a petition's published count
// with nothing but what the portal publishes and Node's own cryptography. It shares no code with the
// server on purpose: a reader checks the server's work with an implementation of their own.
//
// It downloads the portal's keys, the petition's signed snapshots and its log, then checks that
// - every key after the first is announced by a statement signed with the key before it;
// - every snapshot is signed by the key it names (the first key when it names none);
// - every snapshot's tree head is the head of the log's first `size` entries (RFC 9162's tree);
// - every snapshot's count is the log's arithmetic at that size (a signature +1, an invalidation -1), and
//   every invalidation or withdrawal names an earlier signature not taken out before;
// - the portal's consistency proof between each two consecutive snapshots holds (RFC 9162, 2.1.4.2).
// It prints what it checked and exits 1 on the first kind of failure it finds (every failure is listed).
import { createHash, createPublicKey, verify } from "node:crypto";

const USAGE = "Usage: npm run verify-petition -- <portal address> <petition id>";

const sha256 = (...parts) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const leaf = (entry) => sha256(Buffer.from([0]), Buffer.from(entry, "utf8"));
const node = (left, right) => sha256(Buffer.from([1]), left, right);

/**
 * The log's tree as a stack of complete subtrees (sizes falling powers of two, like the binary digits
 * of the number of leaves). Its head is the stack folded from the right, as RFC 9162 splits a tree at
 * the largest power of two below its size.
 */
class Stack {
  subtrees = [];
  add(hash) {
    let top = { hash, size: 1 };
    while (this.subtrees.length > 0 && this.subtrees.at(-1).size === top.size) {
      const left = this.subtrees.pop();
      top = { hash: node(left.hash, top.hash), size: left.size * 2 };
    }
    this.subtrees.push(top);
  }
  head() {
    if (this.subtrees.length === 0) return sha256();
    return this.subtrees.reduceRight((right, left) => (right ? node(left.hash, right) : left.hash), null);
  }
}

/** RFC 9162, 2.1.4.2: whether `proof` shows the tree of `second` leaves begins with the tree of `first`. */
function consistent(first, second, firstHead, secondHead, proof) {
  if (first > second) return false;
  if (first === second) return proof.length === 0 && firstHead.equals(secondHead);
  if (first === 0) return proof.length === 0;
  const path = isPowerOfTwo(first) ? [firstHead, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = node(c, fr);
      sr = node(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = node(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(firstHead) && sr.equals(secondHead);
}

function isPowerOfTwo(n) {
  return n > 0 && (n & (n - 1)) === 0;
}

/** A public key's SPKI DER in base64, as the key-change statements write it. */
const derOf = (pem) => createPublicKey(pem).export({ type: "spki", format: "der" }).toString("base64");

/** The keys' failures: each key after the first must be announced by the one before (docs/reference/api.md). */
function keyChainFailures(keys) {
  const failures = [];
  if (keys.length === 0) failures.push("the portal publishes no key");
  for (const [index, key] of keys.entries()) {
    const before = keys[index - 1];
    if (!before) continue;
    const statement = key.announcement;
    const lines = statement?.text.split("\n") ?? [];
    const announced =
      statement &&
      lines[0] === "brehon petition key change v1" &&
      lines[1] === `old ${derOf(before.publicKey)}` &&
      lines[2] === `new ${derOf(key.publicKey)}` &&
      verify(
        null,
        Buffer.from(statement.text),
        createPublicKey(before.publicKey),
        Buffer.from(statement.signature, "base64"),
      );
    if (!announced) failures.push(`key ${key.id} is not announced by key ${before.id}, the key before it`);
  }
  return failures;
}

/** The text a snapshot's signature signs (docs/reference/api.md). */
const signedText = (id, s) =>
  `brehon petition snapshot v1\npetition ${id}\nsize ${s.size}\nhead ${s.head}\ncount ${s.count}\nat ${s.at}\n`;

/** Reads a JSON answer; a read refused for its allowance (429) is asked again after the Retry-After it gives. */
async function read(base, path) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(new URL(path, base));
    const wait = Number(response.headers.get("retry-after"));
    if (response.status === 429 && attempt < 20 && Number.isFinite(wait) && wait > 0) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 120) * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }
}

async function main([base, id]) {
  if (!base || !/^[1-9][0-9]*$/.test(id ?? "")) {
    console.error(USAGE);
    return 2;
  }
  const { keys } = await read(base, "/api/petitions/snapshot-keys");
  const keyOf = new Map(keys.map((key) => [key.id, createPublicKey(key.publicKey)]));
  const { snapshots } = await read(base, `/api/petitions/${id}/snapshots`);
  const entries = [];
  for (let next = `/api/petitions/${id}/log`; next; ) {
    const page = await read(base, next);
    entries.push(...page.entries);
    next = page.next;
  }
  const failures = keyChainFailures(keys);
  const latest = snapshots.at(-1)?.size ?? 0;
  if (entries.length < latest) failures.push(`the log has ${entries.length} entries, the latest snapshot ${latest}`);

  // One pass over the log: the tree and the count at each snapshot's size.
  const stack = new Stack();
  const counted = new Set();
  const invalidated = new Set();
  let count = 0;
  let at = 0;
  const checkSnapshot = (snapshot) => {
    const name = `snapshot of ${snapshot.size} entries (${snapshot.at})`;
    const key = keyOf.get(snapshot.key ?? keys[0]?.id);
    if (!key) failures.push(`${name}: it names key ${snapshot.key}, which the portal does not publish`);
    else if (!verify(null, Buffer.from(signedText(id, snapshot)), key, Buffer.from(snapshot.signature, "base64"))) {
      failures.push(`${name}: its signature does not verify`);
    }
    if (!stack.head().equals(Buffer.from(snapshot.head, "base64"))) failures.push(`${name}: its head is not the log's`);
    if (snapshot.count !== count) failures.push(`${name}: its count ${snapshot.count} is not the log's ${count}`);
  };
  for (const [position, entry] of entries.entries()) {
    while (snapshots[at] && snapshots[at].size === position) checkSnapshot(snapshots[at++]);
    stack.add(leaf(entry));
    // An invalidation (by the moderators) or a withdrawal (by the signer) takes a counted signature out.
    const removal = /^(?:invalidation (\d+) [a-z-]+|withdrawal (\d+))$/.exec(entry);
    const removed = removal ? Number(removal[1] ?? removal[2]) : -1;
    if (entry.startsWith("signature ")) {
      counted.add(position);
      count += 1;
    } else if (removal && counted.has(removed) && !invalidated.has(removed)) {
      invalidated.add(removed);
      count -= 1;
    } else {
      failures.push(`entry ${position} is neither a signature nor the removal of a counted one: ${entry}`);
    }
  }
  while (snapshots[at]) {
    if (snapshots[at].size === entries.length) checkSnapshot(snapshots[at]);
    at += 1;
  }

  for (const [index, second] of snapshots.entries()) {
    const first = snapshots[index - 1];
    if (!first) continue;
    if (second.size <= first.size) {
      failures.push(`snapshots ${first.size} and ${second.size} are not in growing order`);
      continue;
    }
    const answer = await read(base, `/api/petitions/${id}/consistency?from=${first.size}&to=${second.size}`);
    const proof = answer.proof.map((hash) => Buffer.from(hash, "base64"));
    const heads = [first.head, second.head].map((head) => Buffer.from(head, "base64"));
    if (!consistent(first.size, second.size, heads[0], heads[1], proof)) {
      failures.push(`the consistency proof from ${first.size} to ${second.size} entries does not hold`);
    }
  }

  console.log(
    `Petition ${id}: ${snapshots.length} snapshots, ${entries.length} log entries, count ${count} ` +
      `(${counted.size} signatures, ${invalidated.size} invalidated or withdrawn).`,
  );
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAILED: ${failure}`);
    return 1;
  }
  console.log(
    `Verified: every snapshot is signed by one of the portal's ${keys.length} keys, each announced by the one ` +
      "before it, and every snapshot's head and count are the log's.",
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
