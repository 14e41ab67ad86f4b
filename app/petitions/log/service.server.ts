import type { KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { LRUCache } from "lru-cache";
import { removedBy, type ShownCheck } from "~/petitions/receipt-check";
import { parseRemoval } from "~/petitions/receipt-code";
import { nowMs } from "../../../server/core/clock";
import { errorLog, log } from "../../../server/core/logger";
import { minuteJob, oneAtATime } from "../../../server/core/minute-job";
import { countOf, entryLeaf, signatureEntry } from "./entries.server";
import { GrowingTree } from "./growing-tree.server";
import { announcementText, signAnnouncement } from "./keys.server";
import { verifyConsistency, verifyInclusion } from "./merkle.server";
import { receiptHash } from "./receipts.server";
import { newSnapshotKey, publicKeyOf, signSnapshot, snapshotKey } from "./snapshots.server";
import type { LogStore, StoredSnapshot } from "./store.server";
import { buildTreeInWorker } from "./tree-worker.server";

/** The memory the kept trees may take: a log of 1,000,000 entries takes 64 MiB, of 100,000 about 6. */
const TREES_MAX_BYTES = 64 * 1024 * 1024;

/** Entries hashed between two turns of the event loop while a tree is made or grown. */
const YIELD_EVERY = 5_000;

/** From this many entries, a log's first tree is built on a worker thread (./tree-worker.ts). */
const WORKER_FROM = 50_000;

/** The entries the worker is handed at a time: one statement and one text each. */
const WORKER_PAGE = 10_000;

/** A petition's tree as far as its log was read, and the count of those entries. */
type KnownLog = { tree: GrowingTree; count: number };

export type PetitionLogOptions = {
  store: LogStore;
  /** SNAPSHOT_MINUTES: the least time between two snapshots of one petition. */
  minutes: number;
  /** SNAPSHOT_KEY_FILE: the signing key's PEM file; without it the database keeps a key it makes once. */
  keyFile?: string;
};

/** A snapshot as the API publishes it. */
export type PublishedSnapshot = {
  size: number;
  head: string;
  count: number;
  at: string;
  signature: string;
  /** The id of the key that signed it (`/api/petitions/snapshot-keys`). */
  key: number | null;
};

const published = (snapshot: StoredSnapshot): PublishedSnapshot => ({
  size: snapshot.size,
  head: snapshot.head,
  count: snapshot.count,
  at: snapshot.at.toISOString(),
  signature: snapshot.signature,
  key: snapshot.keyId,
});

const base64 = (hashes: readonly Buffer[]) => hashes.map((hash) => hash.toString("base64"));

/**
 * The entry that took a signature out of the count: with its proof when the snapshot holds it, without
 * one (the server's word until the next snapshot) when it came later.
 */
export type PublishedInvalidation = { position: number; entry: string; proof: string[] | null };

export type InclusionAnswer =
  | {
      status: "ok";
      position: number;
      entry: string;
      proof: string[];
      snapshot: PublishedSnapshot;
      invalidation: PublishedInvalidation | null;
    }
  /** Not a receipt's code at all. */
  | { status: "invalid" }
  /** No signature of this petition has this receipt (or the petition has no log). */
  | { status: "not-found" }
  /** The signature is counted, and no snapshot holds it yet. */
  | { status: "not-yet"; position: number; invalidation: PublishedInvalidation | null };

export type ConsistencyAnswer =
  | { status: "ok"; from: PublishedSnapshot; to: PublishedSnapshot; proof: string[] }
  | { status: "not-found" };

/**
 * Each petition's log made checkable (docs/decisions/0033): signed snapshots of every log that grew, at
 * most every SNAPSHOT_MINUTES per petition, and the proofs that a receipt is in a snapshot and that a
 * later snapshot only added to an earlier one. Every proof is checked here as a reader would check it
 * before it is given out.
 */
export function createPetitionLog({ store, minutes, keyFile }: PetitionLogOptions) {
  /** The key this process signs with, its public key, and its id among the recorded keys. */
  type SigningKey = { key: KeyObject; publicKey: string; id: number };
  let key: Promise<SigningKey> | undefined;
  const loadKey = async (): Promise<SigningKey> => {
    const signing = snapshotKey(keyFile ? readFileSync(keyFile, "utf8") : await store.signingKey(newSnapshotKey));
    const publicKey = publicKeyOf(signing);
    const known = await store.keys();
    const id = await store.recordKey(publicKey);
    const recorded = known.find((each) => each.id === id) ?? null;
    if (known.length > 0 && (!recorded || (id !== known[0]?.id && !recorded.announcement))) {
      log.warn(
        "The snapshots' signing key is not announced by the key before it: readers cannot tell its snapshots " +
          "from forgeries. Change keys with npm run petitions -- rotate-snapshot-key.",
      );
    }
    return { key: signing, publicKey, id };
  };
  const signingKey = async (): Promise<SigningKey> => {
    // A key the database keeps may have been changed by rotate-snapshot-key: the latest recorded one is used.
    if (key && !keyFile) {
      const held = await key.catch(() => null);
      const latest = (await store.keys()).at(-1);
      if (held && latest && latest.publicKey !== held.publicKey) key = undefined;
    }
    key ??= loadKey();
    // A failure (the database out of reach) is not remembered: the next call tries again.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };

  /**
   * Each petition's tree as far as its log goes, kept between calls and grown by the entries added
   * since (the log only grows), within a memory budget. Updates of one petition's tree run one at a time.
   */
  const trees = new LRUCache<number, KnownLog>({ maxSize: TREES_MAX_BYTES, sizeCalculation: (log) => log.tree.bytes });
  const updating = new Map<number, Promise<KnownLog>>();
  const refresh = async (petitionId: number): Promise<KnownLog> => {
    const kept = trees.get(petitionId);
    const size = await store.size(petitionId);
    // A log shorter than the tree kept is another database's (emptied and made again): start over. A long
    // log's first tree is built on a worker thread, so that pages are answered at their usual pace meanwhile.
    const known =
      kept && kept.tree.size <= size
        ? kept
        : size >= WORKER_FROM
          ? await builtOnWorker(petitionId)
          : { tree: new GrowingTree(), count: 0 };
    const added = await store.entries(petitionId, known.tree.size);
    for (const [index, entry] of added.entries()) {
      known.tree.append(entryLeaf(entry));
      known.count += countOf(entry);
      // A long log is read in turns, so that pages are answered while its tree is made.
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    trees.set(petitionId, known);
    return known;
  };
  /** A long log's first tree, built on a worker thread; the log says how long it took. */
  async function builtOnWorker(petitionId: number): Promise<KnownLog> {
    const started = performance.now();
    const built = await buildTreeInWorker(pagesOf(petitionId));
    const ms = Math.round(performance.now() - started);
    log.info({ petitionId, entries: built.tree.size, ms }, "A long log's tree was built on a worker thread");
    return built;
  }

  /** A petition's log, page by page as text, for the worker that builds its first tree. */
  async function* pagesOf(petitionId: number): AsyncGenerator<string> {
    for (let from = 0; ; from += WORKER_PAGE) {
      const page = await store.entriesText(petitionId, from, WORKER_PAGE);
      yield page.text;
      if (page.count < WORKER_PAGE) return;
    }
  }
  /** A petition's tree and count as its log is now. */
  const current = (petitionId: number): Promise<KnownLog> => {
    const next = (updating.get(petitionId) ?? Promise.resolve()).catch(() => undefined).then(() => refresh(petitionId));
    updating.set(petitionId, next);
    void next
      .finally(() => {
        if (updating.get(petitionId) === next) updating.delete(petitionId);
      })
      .catch(() => undefined);
    return next;
  };
  /** A proof that does not check is never given: the tree is forgotten (made again on the next call). */
  const mismatch = (petitionId: number, what: string): never => {
    trees.delete(petitionId);
    throw new Error(`Petition ${petitionId}'s log no longer matches ${what}`);
  };

  /** Signs and keeps a snapshot of one petition's log as it is now; null when its log is empty. */
  async function snapshot(petitionId: number): Promise<StoredSnapshot | null> {
    const { tree, count } = await current(petitionId);
    if (tree.size === 0) return null;
    // The count signed is the log's arithmetic. The counter moves with the log in one transaction, so where
    // the log is still the length of this tree they must agree; a count that does not is never signed.
    const now = await store.state(petitionId);
    if (now.logSize === tree.size && now.signatureCount !== count) {
      mismatch(petitionId, `its counter (${now.signatureCount}, where the log counts ${count})`);
    }
    const made = { petitionId, size: tree.size, head: tree.head(), count, at: new Date(nowMs()) };
    const signing = await signingKey();
    const stored = {
      ...made,
      head: made.head.toString("base64"),
      signature: signSnapshot(signing.key, made),
      keyId: signing.id,
    };
    await store.publish(stored);
    return stored;
  }

  /** Snapshots every petition whose log grew and whose last snapshot is at least SNAPSHOT_MINUTES old. */
  const publishDue = oneAtATime(async (): Promise<number> => {
    const due = await store.grown(new Date(nowMs() - minutes * 60_000));
    for (const petitionId of due) await snapshot(petitionId);
    return due.length;
  });

  const job = minuteJob(publishDue, "The petitions' log snapshots could not be published");

  /**
   * The proof that the signature with this receipt is in a snapshot: the snapshot of `size`, or the
   * latest. The receipt's code is read here and never logged or kept.
   */
  async function inclusion(petitionId: number, code: string, size?: number): Promise<InclusionAnswer> {
    const hash = receiptHash(code);
    if (!hash) return { status: "invalid" };
    const entry = signatureEntry(hash);
    const position = await store.positionOf(petitionId, entry);
    if (position === null) return { status: "not-found" };
    const snapshots = await store.snapshots(petitionId);
    const chosen = size === undefined ? snapshots.at(-1) : snapshots.find((candidate) => candidate.size === size);
    if (size !== undefined && !chosen) return { status: "not-found" };
    const invalidated = await store.removalOf(petitionId, position);
    if (!chosen || chosen.size <= position) {
      return { status: "not-yet", position, invalidation: invalidated && { ...invalidated, proof: null } };
    }
    const { tree } = await current(petitionId);
    const head = Buffer.from(chosen.head, "base64");
    /** The proof that the snapshot holds the entry at `at`, checked before it is given. */
    const proven = (at: number, text: string) => {
      const proof = tree.inclusion(at, chosen.size);
      if (!verifyInclusion(entryLeaf(text), at, chosen.size, proof, head)) {
        mismatch(petitionId, `its snapshot of size ${chosen.size}`);
      }
      return base64(proof);
    };
    const invalidation = invalidated && {
      ...invalidated,
      proof: invalidated.position < chosen.size ? proven(invalidated.position, invalidated.entry) : null,
    };
    return { status: "ok", position, entry, proof: proven(position, entry), snapshot: published(chosen), invalidation };
  }

  return {
    /** SNAPSHOT_MINUTES: the most a change waits for the next snapshot. */
    minutes,
    /** Publishes what is due now, then looks again every minute (and whenever a test moves the clock). */
    start: job.start,
    close: job.close,
    publishDue,
    /** The public key that checks every snapshot's signature (SPKI PEM). */
    publicKey: async () => (await signingKey()).publicKey,
    /** Every key that has signed snapshots, oldest first, each after the first with its announcement. */
    keys: async () =>
      (await store.keys()).map((each) => ({
        id: each.id,
        publicKey: each.publicKey,
        since: each.createdAt.toISOString(),
        announcement: each.announcement,
      })),
    /**
     * Changes the signing key: the new key (given as PKCS #8 PEM, or made here) is announced by a statement
     * signed with the current one. When the database keeps the key, the new one replaces it there and every
     * server signs with it from its next snapshot; with SNAPSHOT_KEY_FILE, the servers sign with the new key
     * once the file is the new key's and they restart. Returns the new public key.
     */
    async rotateKey(newKeyPem?: string): Promise<{ id: number; publicKey: string }> {
      if (keyFile && !newKeyPem) throw new Error("With SNAPSHOT_KEY_FILE, give the new key's file");
      const current = await signingKey();
      const pem = newKeyPem ?? newSnapshotKey();
      const next = publicKeyOf(snapshotKey(pem));
      if (next === current.publicKey) throw new Error("The new key is the key in use");
      const text = announcementText(current.publicKey, next, new Date(nowMs()));
      const id = await store.announceKey(
        next,
        { text, signature: signAnnouncement(current.key, text) },
        keyFile ? null : pem,
      );
      key = undefined;
      return { id, publicKey: next };
    },

    /**
     * Up to `limit` entries of a petition's log from position `from`, as one text, one entry a line: what
     * its pages are made of (./pages.ts).
     */
    entriesText: (petitionId: number, from: number, limit: number) => store.entriesText(petitionId, from, limit),

    /** A petition's snapshots, oldest first. */
    snapshots: async (petitionId: number) => (await store.snapshots(petitionId)).map(published),

    inclusion,

    /**
     * The server's answer to 'Check your signature' without JavaScript (app/petitions/pages/check.tsx):
     * the outcomes the browser's own check gives, from proofs verified here before they are used.
     */
    async check(petitionId: number, typed: string): Promise<ShownCheck> {
      try {
        const answer = await inclusion(petitionId, typed);
        if (answer.status === "invalid") return { state: "malformed" };
        if (answer.status === "not-found") return { state: "unknown" };
        const { position, invalidation } = answer;
        const removal = invalidation ? parseRemoval(invalidation.entry) : null;
        const snapshot = answer.status === "ok" ? answer.snapshot : null;
        if (removal) return removedBy(removal, position, invalidation?.proof ? snapshot : null);
        return snapshot ? { state: "included", position, snapshot } : { state: "pending", position };
      } catch (error) {
        // The receipt is the signer's own: it is never written to the log.
        errorLog(() => log.error({ err: error, petitionId }, "A receipt could not be checked"));
        return { state: "unavailable" };
      }
    },

    /** The proof that the snapshot of size `to` begins with the snapshot of size `from`: the log only grew. */
    async consistency(petitionId: number, from: number, to: number): Promise<ConsistencyAnswer> {
      const snapshots = await store.snapshots(petitionId);
      const first = snapshots.find((candidate) => candidate.size === from);
      const second = snapshots.find((candidate) => candidate.size === to);
      if (!first || !second || from > to) return { status: "not-found" };
      const proof = (await current(petitionId)).tree.consistency(from, to);
      const heads = [first.head, second.head].map((head) => Buffer.from(head, "base64")) as [Buffer, Buffer];
      if (!verifyConsistency(from, to, heads[0], heads[1], proof)) {
        mismatch(petitionId, `its snapshots of sizes ${from} and ${to}`);
      }
      return { status: "ok", from: published(first), to: published(second), proof: base64(proof) };
    },
  };
}

export type PetitionLog = ReturnType<typeof createPetitionLog>;
