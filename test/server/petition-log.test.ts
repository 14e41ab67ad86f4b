import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryLeaf } from "~/petitions/log/entries.server";
import { verifyInclusion } from "~/petitions/log/merkle.server";
import { verifySnapshot } from "~/petitions/log/snapshots.server";
import { waitFor } from "../support/wait";
import { type ServerProcess, startServer } from "./harness";

/** `npm run verify-petition -- <address> <id>`: its exit code and everything it printed. */
function verifyPetition(address: string, id: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/verify-petition.mjs", address, String(id)], { cwd: ROOT });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Ways a copy of the portal could lie, each a change of one JSON answer. */
const TAMPERINGS: Array<[string, (path: string, body: Record<string, unknown>) => void]> = [
  [
    "a count raised",
    (path, body) => {
      const snapshots = body.snapshots as Snapshot[] | undefined;
      if (path.endsWith("/snapshots") && snapshots?.[1]) snapshots[1].count += 1;
    },
  ],
  [
    "an entry of the log rewritten",
    (path, body) => {
      const entries = body.entries as string[] | undefined;
      if (path.includes("/log") && entries?.[0]) entries[0] = "signature AAAA";
    },
  ],
];

/** A copy of the portal at another address that changes its JSON answers with `tamper`. */
async function tamperingProxy(target: string, tamper: (path: string, body: Record<string, unknown>) => void) {
  const proxy = createServer(async (req, res) => {
    const answer = await fetch(`${target}${req.url}`);
    const body = (await answer.json()) as Record<string, unknown>;
    tamper(req.url ?? "", body);
    res.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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

    // Anyone's check, from what the portal publishes alone.
    const verified = await verifyPetition(server.url, id);
    expect(verified, verified.output).toMatchObject({ code: 0 });
    expect(verified.output).toContain(`Petition ${id}: 2 snapshots, 3 log entries, count 3`);
    expect(verified.output).toContain("Verified");

    // A copy of the portal that changes one published count, or one entry of the log, fails the check.
    for (const [what, tamper] of TAMPERINGS) {
      const copy = await tamperingProxy(server.url, tamper);
      try {
        const result = await verifyPetition(copy.url, id);
        expect(result.code, `${what}: ${result.output}`).toBe(1);
        expect(result.output).toContain("FAILED");
      } finally {
        await copy.close();
      }
    }
  });
});
