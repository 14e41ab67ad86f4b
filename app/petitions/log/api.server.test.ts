import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { petitionsOn, serveApi } from "#test/support/petitions";
import { type KeyJson, verifyKeyChain } from "~/petitions/receipt-check";
import { setClockOffset } from "../../../server/core/clock";
import { statementsOf } from "../../../server/db/statements";
import { countOf, entryLeaf, signatureEntry } from "./entries.server";
import { GrowingTree } from "./growing-tree.server";
import { verifyAnnouncement } from "./keys.server";
import { verifyConsistency, verifyInclusion } from "./merkle.server";
import { receiptHash } from "./receipts.server";
import { createPetitionLog } from "./service.server";
import { newSnapshotKey, publicKeyOf, snapshotKey, verifySnapshot } from "./snapshots.server";
import { createLogStore } from "./store.server";

type Snapshot = { size: number; head: string; count: number; at: string; signature: string };

/** Checks a published snapshot as a reader would: with the published key alone. */
const signedBy = (publicKey: string, petitionId: number, snapshot: Snapshot) =>
  verifySnapshot(
    publicKey,
    { ...snapshot, petitionId, head: Buffer.from(snapshot.head, "base64"), at: new Date(snapshot.at) },
    snapshot.signature,
  );

const petition = (title: string) => ({
  title,
  description: `About ${title}.`,
  submitterName: null,
  submitterEmail: null,
  category: "public-services" as const,
});

const fromBase64 = (hashes: string[]) => hashes.map((hash) => Buffer.from(hash, "base64"));

describe.each(TEST_BACKENDS)("each petition's log, its snapshots and proofs, on %s", (backend) => {
  const db = openTestDatabase(backend);
  const petitions = petitionsOn(db);
  let api: Awaited<ReturnType<typeof serveApi>>;
  const get = async (address: string, language = "en") => {
    const response = await fetch(`${api.base}${address}`, { headers: { "Accept-Language": language } });
    return { status: response.status, body: await response.json() };
  };
  const sign = async (petitionId: number, signers: string[]) => {
    const outcomes = await petitions.store.signBatch(
      signers.map((signerKey) => ({ petitionId, signerKey, addressHash: `${signerKey}-address` })),
    );
    return outcomes.map((outcome) => (outcome.status === "signed" ? outcome.receipt : ""));
  };

  beforeAll(async () => {
    await db.ready();
    api = await serveApi(petitions);
  });
  afterEach(() => setClockOffset(0));
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it("publishes signed snapshots of each grown log, at most every SNAPSHOT_MINUTES, that only ever grow", async () => {
    const { id } = await petitions.store.create(petition("Night buses"));
    const first = await sign(id, ["a", "b", "c", "d", "e"]);
    expect(await petitions.log.publishDue()).toBeGreaterThanOrEqual(1);

    const { body: key } = await get("/api/petitions/snapshot-key");
    expect(key).toMatchObject({ algorithm: "Ed25519", publicKey: expect.stringContaining("BEGIN PUBLIC KEY") });
    const earlier = await get(`/api/petitions/${id}/snapshots`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.snapshots).toEqual([expect.objectContaining({ size: 5, count: 5 })]);
    expect(signedBy(key.publicKey, id, earlier.body.snapshots[0])).toBe(true);
    // Another petition's number in the signed text is not this snapshot.
    expect(signedBy(key.publicKey, id + 1, earlier.body.snapshots[0])).toBe(false);

    // More signatures, and two of the first removed: the log grows by both, the count follows the counter.
    await sign(id, ["f", "g", "h"]);
    await petitions.store.removeSignatures(id, "a-address", new Date(0));
    await petitions.store.removeSignatures(id, "b-address", new Date(0));
    expect(await petitions.log.publishDue()).toBe(0);
    setClockOffset(61 * 60_000);
    expect(await petitions.log.publishDue()).toBeGreaterThanOrEqual(1);
    const later = await get(`/api/petitions/${id}/snapshots`);
    const [, second] = later.body.snapshots as Snapshot[];
    expect(second).toMatchObject({ size: 10, count: 6 });
    expect((await petitions.store.get(id))?.petition.signatureCount).toBe(6);
    expect((await petitions.store.log(id)).reduce((count, entry) => count + countOf(entry), 0)).toBe(6);
    expect(signedBy(key.publicKey, id, second as Snapshot)).toBe(true);

    const consistency = await get(`/api/petitions/${id}/consistency?from=5&to=10`);
    expect(consistency.status).toBe(200);
    expect(
      verifyConsistency(
        5,
        10,
        Buffer.from(consistency.body.from.head, "base64"),
        Buffer.from(consistency.body.to.head, "base64"),
        fromBase64(consistency.body.proof),
      ),
    ).toBe(true);

    // The log itself, page by page: anyone can count it and build the tree again.
    const log = await get(`/api/petitions/${id}/log`);
    expect(log.body).toMatchObject({ petition: id, from: 0, next: null });
    expect(log.body.entries).toEqual(await petitions.store.log(id));
    // Pages have fixed bounds: a position within one is sent to the page that holds it.
    const within = await fetch(`${api.base}/api/petitions/${id}/log?from=8`, { redirect: "manual" });
    expect(within.status).toBe(301);
    expect(within.headers.get("location")).toBe(`/api/petitions/${id}/log`);
    expect((await get(`/api/petitions/${id}/log?from=8`)).body).toMatchObject({ from: 0, entries: log.body.entries });
    expect((await get(`/api/petitions/${id}/log?from=10000`)).body).toEqual({
      petition: id,
      from: 10_000,
      entries: [],
      next: null,
    });
    expect((await get(`/api/petitions/${id}/log?from=-1`)).status).toBe(400);

    // A petition that closes gets its final snapshot without waiting for SNAPSHOT_MINUTES.
    await sign(id, ["i"]);
    expect(await petitions.log.publishDue()).toBe(0);
    await petitions.store.setClosed(id, true);
    expect(await petitions.log.publishDue()).toBe(1);
    expect((await get(`/api/petitions/${id}/snapshots`)).body.snapshots.at(-1)).toMatchObject({ size: 11, count: 7 });

    // A receipt's proof, checked against the snapshot's head with the RFC's steps.
    const receipt = first[2] ?? "";
    const proof = await get(`/api/petitions/${id}/proof?receipt=${encodeURIComponent(receipt.toLowerCase())}&size=10`);
    expect(proof.status).toBe(200);
    expect(proof.body.snapshot).toEqual(second);
    expect(proof.body.entry).toBe(signatureEntry(receiptHash(receipt) ?? Buffer.alloc(0)));
    expect(
      verifyInclusion(
        entryLeaf(proof.body.entry),
        proof.body.position,
        proof.body.snapshot.size,
        fromBase64(proof.body.proof),
        Buffer.from(proof.body.snapshot.head, "base64"),
      ),
    ).toBe(true);
    // The same receipt in the earlier snapshot.
    const inEarlier = await get(`/api/petitions/${id}/proof?receipt=${receipt}&size=5`);
    expect(inEarlier.body.snapshot.size).toBe(5);
  });

  it("says of a removed signature's receipt that it was invalidated and why, with the invalidation's proof", async () => {
    const { id } = await petitions.store.create(petition("Harbour lights"));
    const [kept = "", removed = ""] = await sign(id, ["p", "q"]);
    await petitions.store.removeSignatures(id, "q-address", new Date(0));
    // Before any snapshot: the server's word, with the invalidation's entry and no proof.
    const early = await get(`/api/petitions/${id}/proof?receipt=${removed}`);
    expect(early).toMatchObject({ status: 404, body: { counted: false, position: 1 } });
    expect(early.body.invalidation).toEqual({ position: 2, entry: "invalidation 1 rate-abuse", proof: null });
    expect(await petitions.log.check(id, removed)).toEqual({
      state: "invalidated",
      position: 1,
      reason: "rate-abuse",
      snapshot: null,
    });
    expect(await petitions.log.check(id, kept)).toEqual({ state: "pending", position: 0 });

    expect(await petitions.log.publishDue()).toBeGreaterThanOrEqual(1);
    const proof = await get(`/api/petitions/${id}/proof?receipt=${removed}`);
    expect(proof.status).toBe(200);
    const { invalidation, snapshot } = proof.body;
    expect(snapshot).toMatchObject({ size: 3, count: 1 });
    expect(invalidation).toMatchObject({ position: 2, entry: "invalidation 1 rate-abuse" });
    const head = Buffer.from(snapshot.head, "base64");
    expect(verifyInclusion(entryLeaf(invalidation.entry), 2, 3, fromBase64(invalidation.proof), head)).toBe(true);
    expect(await petitions.log.check(id, removed)).toMatchObject({ state: "invalidated", snapshot: { size: 3 } });
    expect(await petitions.log.check(id, kept)).toMatchObject({
      state: "included",
      position: 0,
      snapshot: { size: 3 },
    });
    expect((await get(`/api/petitions/${id}/proof?receipt=${kept}`)).body.invalidation).toBeNull();
    expect(await petitions.log.check(id, "0".repeat(30))).toEqual({ state: "unknown" });
    expect(await petitions.log.check(id, "nonsense")).toEqual({ state: "malformed" });
  });

  it("answers malformed, unknown and not yet published receipts with a message in the asker's language", async () => {
    const { id } = await petitions.store.create(petition("Library hours"));
    const [receipt = ""] = await sign(id, ["x"]);
    const notYet = await get(`/api/petitions/${id}/proof?receipt=${receipt}`);
    expect(notYet).toMatchObject({ status: 404, body: { counted: true, position: 0 } });
    expect(notYet.body.error).toMatch(/No published snapshot holds it yet/);
    expect((await get(`/api/petitions/${id}/proof?receipt=not-a-receipt`)).status).toBe(400);
    expect((await get(`/api/petitions/${id}/proof`, "ga")).body.error).toMatch(/Ní cód admhála é receipt/);
    const unknown = "0".repeat(30);
    expect(await get(`/api/petitions/${id}/proof?receipt=${unknown}`)).toMatchObject({ status: 404 });
    expect((await get(`/api/petitions/${id}/consistency?from=3&to=2`)).status).toBe(400);
    expect((await get(`/api/petitions/${id}/consistency?from=1&to=1`)).status).toBe(404);
    expect((await get(`/api/petitions/${id}/proof?receipt=${receipt}&size=x`)).status).toBe(400);
    expect((await get("/api/petitions/2000000000/snapshots")).status).toBe(404);
    expect((await get("/api/petitions/abc/snapshots")).status).toBe(404);
  });

  it("changes keys with an announcement signed by the key before, which every process then signs with", async () => {
    const { id } = await petitions.store.create(petition("Key change"));
    await sign(id, ["k1", "k2"]);
    await petitions.log.publishDue();
    const before = (await get(`/api/petitions/${id}/snapshots`)).body.snapshots as Array<Snapshot & { key: number }>;
    const [{ keys: [first] = [] }] = [(await get("/api/petitions/snapshot-keys")).body as { keys: KeyJson[] }];
    expect(first).toMatchObject({ announcement: null });
    expect(before.at(-1)?.key).toBe(first?.id);
    // Another process, holding the key in use.
    const other = createPetitionLog({ store: createLogStore(db), minutes: 60 });
    expect(await other.publicKey()).toBe(first?.publicKey);

    const rotated = await petitions.log.rotateKey();
    const { keys } = (await get("/api/petitions/snapshot-keys")).body as { keys: KeyJson[] };
    const latest = keys.at(-1);
    expect(latest).toMatchObject({ id: rotated.id, publicKey: rotated.publicKey });
    expect(latest?.announcement?.text).toMatch(/^brehon petition key change v1\nold \S+\nnew \S+\nat \S+\n$/);
    const announcement = latest?.announcement ?? { text: "", signature: "" };
    const previous = keys.at(-2)?.publicKey ?? "";
    expect(verifyAnnouncement(previous, rotated.publicKey, announcement.text, announcement.signature)).toBe(true);
    expect(verifyAnnouncement(rotated.publicKey, previous, announcement.text, announcement.signature)).toBe(false);
    await expect(verifyKeyChain(keys)).resolves.toBe(true);
    // A statement signed by another key, or naming another key, breaks the chain.
    const forged = keys.map((key, index) => (index === keys.length - 1 ? { ...key, publicKey: previous } : key));
    await expect(verifyKeyChain(forged)).resolves.toBe(false);

    // The other process signs its next snapshot with the new key; the key endpoint says so too.
    await sign(id, ["k3"]);
    setClockOffset(61 * 60_000);
    expect(await other.publishDue()).toBeGreaterThanOrEqual(1);
    const after = (await get(`/api/petitions/${id}/snapshots`)).body.snapshots as Array<Snapshot & { key: number }>;
    expect(after.at(-1)).toMatchObject({ size: 3, key: rotated.id });
    expect(signedBy(rotated.publicKey, id, after.at(-1) as Snapshot)).toBe(true);
    expect(signedBy(previous, id, after[0] as Snapshot)).toBe(true);
    expect((await get("/api/petitions/snapshot-key")).body.publicKey).toBe(rotated.publicKey);

    // The independent verifier follows the change of key.
    const verified = await new Promise<{ code: number; out: string }>((resolve) => {
      execFile(process.execPath, ["scripts/verify-petition.mjs", api.base, String(id)], (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      );
    });
    expect(verified.out).toContain(`of the portal's ${keys.length} keys`);
    expect(verified.code).toBe(0);
  });

  it("builds a long log's first tree on a worker thread, page by page, to the same head as the log's own", async () => {
    const { id } = await petitions.store.create(petition("A long log"));
    const size = 60_001;
    // Every hundredth entry withdraws the signature before it: 600 withdrawals of 59,401 signatures.
    await statementsOf(db).run(
      sql`insert into petition_log (petition_id, position, entry)
          select ${id}, g, case when g % 100 = 99 then 'withdrawal ' || (g - 1) else 'signature without receipt' end
            from generate_series(0, ${size - 1}) g`,
    );
    const count = 59_401 - 600;
    // A counter that disagrees with the log's arithmetic is never signed.
    await statementsOf(db).run(
      sql`update petitions set log_size = ${size}, signature_count = ${count + 1} where id = ${id}`,
    );
    await expect(petitions.log.publishDue()).rejects.toThrow(/log no longer matches its counter/);
    expect((await get(`/api/petitions/${id}/snapshots`)).body.snapshots).toEqual([]);
    await statementsOf(db).run(sql`update petitions set signature_count = ${count} where id = ${id}`);
    expect(await petitions.log.publishDue()).toBeGreaterThanOrEqual(1);
    const [snapshot] = (await get(`/api/petitions/${id}/snapshots`)).body.snapshots as Snapshot[];
    expect(snapshot).toMatchObject({ size, count });
    const direct = new GrowingTree();
    for (const entry of await petitions.store.log(id)) direct.append(entryLeaf(entry));
    expect(snapshot?.head).toBe(direct.head().toString("base64"));
  });

  it("signs with the key the database keeps, the same for every process, or with SNAPSHOT_KEY_FILE's", async () => {
    const other = createPetitionLog({ store: createLogStore(db), minutes: 60 });
    expect(await other.publicKey()).toBe(await petitions.log.publicKey());
    const folder = mkdtempSync(path.join(tmpdir(), "brehon-snapshot-key-"));
    try {
      const pem = newSnapshotKey();
      const keyFile = path.join(folder, "key.pem");
      writeFileSync(keyFile, pem);
      const fromFile = createPetitionLog({ store: createLogStore(db), minutes: 60, keyFile });
      expect(await fromFile.publicKey()).toBe(publicKeyOf(snapshotKey(pem)));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
