import { createHmac } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "../support/wait";
import { adminQuery, type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/**
 * Issue 18, item 10: a PostgreSQL database dropped and created again under a
 * running server: the migrations run again and petitions work, no restart.
 */
describe.skipIf(!TEST_DATABASE_URL)("a database re-created under a running server (needs TEST_DATABASE_URL)", () => {
  let server: ServerProcess;
  afterAll(() => server?.stop());

  it("answers again once the empty database is back", async () => {
    server = await startServer({ database: "postgres" });
    const create = () =>
      fetch(`${server.url}/api/petitions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Before the drop", description: "Stored, then lost with the database." }),
      });
    expect((await create()).status).toBe(201);

    const name = new URL(server.databaseUrl as string).pathname.slice(1);
    await adminQuery(`drop database ${name} with (force)`);
    await adminQuery(`create database ${name}`);

    const { status, body } = await waitFor(
      async () => {
        const response = await fetch(`${server.url}/api/petitions`);
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { until: (answer) => answer.status === 200, what: "the petitions list to answer again", timeoutMs: 15_000 },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ petitions: [], total: 0 });
    const created = await create();
    expect(created.status).toBe(201);

    // Issue 29, item 14: the new database has a new salt, and new address hashes are made with it.
    const { petition } = (await created.json()) as { petition: { id: number } };
    expect((await fetch(`${server.url}/api/petitions/${petition.id}/signatures`, { method: "POST" })).status).toBe(201);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const salt = (await client.query(`select value from server_secrets where name = 'address-hash-salt'`)).rows[0]
        ?.value as string;
      const stored = (
        await client.query(`select address_hash from petition_signatures where petition_id = $1`, [petition.id])
      ).rows[0]?.address_hash as string;
      expect(stored).toBe(createHmac("sha256", salt).update("127.0.0.1").digest("hex").slice(0, 32));
    } finally {
      await client.end();
    }
  });
});
