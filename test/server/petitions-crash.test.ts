import pg from "pg";
import { describe, expect, it } from "vitest";
import { checkProof, type ProofJson } from "~/petitions/receipt-check";
import { canonicalCode } from "~/petitions/receipt-code";
import { waitFor } from "../support/wait";
import { commandEnv, runCommand } from "./commands";
import { startServer, TEST_DATABASE_URL } from "./harness";

/**
 * Issue 11: signatures driven against the built server with group commit on,
 * the process killed with SIGKILL in the middle, restarted on the same data:
 * every acknowledged signature is stored, and each counter equals its rows; the restarted server's first
 * snapshot holds every acknowledged signature's receipt, proven as a browser checks it.
 */
const BACKENDS = ["pglite", ...(TEST_DATABASE_URL ? (["postgres"] as const) : [])] as const;

const LIMITS = {
  RATE_LIMIT_CREATE: "100000",
  RATE_LIMIT_SIGN: "100000000",
  RATE_LIMIT_SIGN_PER_PETITION: "100000000",
  RATE_LIMIT_SIGN_REFUSALS: "100000000",
  // Every acknowledged receipt's proof is read from one address.
  RATE_LIMIT_LOG: "100000000",
  SIGN_GROUP_COMMIT: "on",
};

describe.each(BACKENDS)("a crash under signing load on %s", (backend) => {
  it("keeps every acknowledged signature and counter = rows", async () => {
    const first = await startServer({ database: backend, env: LIMITS });
    const created = await fetch(`${first.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Crash", description: "Signed while the server dies." }),
    });
    const { petition } = (await created.json()) as { petition: { id: number } };

    // 32 clients sign as fast as they can; each 201 is an acknowledged signature.
    let acknowledged = 0;
    const receipts: string[] = [];
    let stopping = false;
    const client = async () => {
      while (!stopping) {
        try {
          const response = await fetch(`${first.url}/api/petitions/${petition.id}/signatures`, { method: "POST" });
          const body = (await response.json().catch(() => ({}))) as { receipt?: string };
          if (response.status === 201) {
            acknowledged += 1;
            if (body.receipt) receipts.push(body.receipt);
          }
        } catch {
          return;
        }
      }
    };
    const clients = Array.from({ length: 32 }, client);
    // Kill it once a good number of signatures has been acknowledged, mid-stream.
    await waitFor(() => acknowledged, {
      until: (count) => count >= 300,
      what: "300 acknowledged signatures",
      timeoutMs: 120_000,
      everyMs: 20,
    });
    await first.stop({ signal: "SIGKILL", keepDatabase: true });
    stopping = true;
    await Promise.all(clients);
    const seen = acknowledged;

    const second = await startServer({
      database: "none",
      env: { ...LIMITS, ...(backend === "pglite" ? { DATA_DIR: first.dataDir } : { DATABASE_URL: first.databaseUrl }) },
    });
    try {
      const read = await fetch(`${second.url}/api/petitions/${petition.id}`);
      const count = ((await read.json()) as { petition: { signatureCount: number } }).petition.signatureCount;
      // Requests in flight at the kill may have committed without their reply: never fewer, at most one batch more.
      expect(count).toBeGreaterThanOrEqual(seen);
      console.info(`${backend}: SIGKILL while signing: ${seen} acknowledged, counter ${count} after the restart`);

      // The restarted server signs a snapshot of the log at once (the petition has none yet); its count is the
      // counter, and every acknowledged signature's receipt is proven in it, checked as a browser checks it.
      const snapshots = await waitFor(
        async () => (await (await fetch(`${second.url}/api/petitions/${petition.id}/snapshots`)).json()).snapshots,
        { until: (found: unknown[]) => found.length > 0, what: "the first snapshot after the restart" },
      );
      expect(snapshots[0]).toMatchObject({ count });
      const { publicKey } = await (await fetch(`${second.url}/api/petitions/snapshot-key`)).json();
      expect(receipts).toHaveLength(seen);
      for (const receipt of receipts) {
        const proof = await fetch(`${second.url}/api/petitions/${petition.id}/proof?receipt=${receipt}`);
        expect(proof.status, receipt).toBe(200);
        const checked = await checkProof(
          petition.id,
          canonicalCode(receipt) ?? "",
          (await proof.json()) as ProofJson,
          publicKey,
        );
        expect(checked, receipt).toMatchObject({ state: "included" });
      }
    } finally {
      await second.stop({ keepDatabase: true });
    }

    // The operators' check agrees: every counter equals its rows.
    const check = await runCommand(
      commandEnv(
        backend === "pglite" ? { dataDir: first.dataDir as string } : { databaseUrl: first.databaseUrl as string },
      ),
      "petitions",
      "check",
    );
    expect(check.out + check.err).toContain("Every petition's signature count equals its signature rows.");
    expect(check.code).toBe(0);

    if (backend === "postgres") {
      const db = new pg.Client({ connectionString: first.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ rows: string; signature_count: number }>(
        "select (select count(*) from petition_signatures where petition_id = $1) as rows, signature_count from petitions where id = $1",
        [petition.id],
      );
      await db.end();
      expect(Number(rows[0]?.rows)).toBe(rows[0]?.signature_count);
      expect(Number(rows[0]?.rows)).toBeGreaterThanOrEqual(seen);
      console.info(`${backend}: ${rows[0]?.rows} rows = counter ${rows[0]?.signature_count}`);
    }
    await first.stop();
  });
});
