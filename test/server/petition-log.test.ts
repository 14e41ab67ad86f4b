import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryLeaf } from "../../server/petitions/log/entries";
import { verifyInclusion } from "../../server/petitions/log/merkle";
import { verifySnapshot } from "../../server/petitions/log/snapshots";
import { waitFor } from "../support/wait";
import { type ServerProcess, startServer } from "./harness";

type Snapshot = { size: number; head: string; count: number; at: string; signature: string };

/**
 * The petitions' logs on the built server: the snapshot job runs in the server process, publishes a
 * snapshot of a log that grew, waits SNAPSHOT_MINUTES on the server's clock before the next one of the
 * same petition, and the API proves a receipt's signature in it.
 */
describe("each petition's log on the built server", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ testHooks: true, env: { SNAPSHOT_MINUTES: "30" } });
  });
  afterAll(() => server?.stop());

  const json = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, init);
    return { status: response.status, body: await response.json() };
  };
  /** One new browser's signature: its receipt. */
  const sign = async (id: number) => (await json(`/api/petitions/${id}/signatures`, { method: "POST" })).body.receipt;
  const snapshotsOf = async (id: number) => (await json(`/api/petitions/${id}/snapshots`)).body.snapshots as Snapshot[];

  it("publishes a grown log's snapshot when due, one per SNAPSHOT_MINUTES, and proves a receipt in it", async () => {
    const created = await json("/api/petitions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Cycle lanes on Main Street", description: "Separate lanes for bicycles." }),
    });
    const id = created.body.petition.id as number;
    const first = await sign(id);
    await sign(id);

    // A log without a snapshot is due at once: the job runs when the clock moves (and every minute).
    await server.advanceClock(1_000);
    const [snapshot] = await waitFor(() => snapshotsOf(id), { until: (list) => list.length === 1, what: "a snapshot" });
    expect(snapshot).toMatchObject({ size: 2, count: 2 });

    await sign(id);
    await server.advanceClock(60_000);
    // Not yet due: the last snapshot is a minute old. Half an hour later it is.
    expect(await snapshotsOf(id)).toHaveLength(1);
    await server.advanceClock(30 * 60_000);
    const both = await waitFor(() => snapshotsOf(id), {
      until: (list) => list.length === 2,
      what: "a second snapshot",
    });
    expect(both[1]).toMatchObject({ size: 3, count: 3 });

    const key = (await json("/api/petitions/snapshot-key")).body.publicKey as string;
    for (const published of both) {
      const signed = {
        ...published,
        petitionId: id,
        head: Buffer.from(published.head, "base64"),
        at: new Date(published.at),
      };
      expect(verifySnapshot(key, signed, published.signature)).toBe(true);
    }
    const proof = await json(`/api/petitions/${id}/proof?receipt=${first}`);
    expect(proof.status).toBe(200);
    expect(
      verifyInclusion(
        entryLeaf(proof.body.entry),
        proof.body.position,
        3,
        proof.body.proof.map((hash: string) => Buffer.from(hash, "base64")),
        Buffer.from(both[1]?.head ?? "", "base64"),
      ),
    ).toBe(true);
    // The receipt is read, never written to the log.
    expect([...server.stdout, ...server.stderr].join("\n")).not.toContain(first);
  });
});
