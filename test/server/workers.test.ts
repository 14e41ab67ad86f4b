import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "../support/wait";
import { type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/**
 * Issue 11: WORKERS=2 runs two server processes on one port against one
 * PostgreSQL; counts stay exact; a worker that dies is replaced; SIGTERM to
 * the primary closes them all. Needs a PostgreSQL server: TEST_DATABASE_URL.
 */
describe.skipIf(!TEST_DATABASE_URL)("WORKERS=2 on PostgreSQL (skipped: TEST_DATABASE_URL is not set)", () => {
  let server: ServerProcess;
  afterAll(() => server?.stop());

  /** The processes that answered, as each answer names its own (test hooks). */
  const answeredBy = new Set<number>();
  const workerPids = () => answeredBy;

  it("500 concurrent signatures from distinct signers: exactly 500 rows and a count of 500", async () => {
    server = await startServer({
      database: "postgres",
      testHooks: true,
      env: { WORKERS: "2", RATE_LIMIT_SIGN: "100000", RATE_LIMIT_CREATE: "1000", DATABASE_POOL_SIZE: "10" },
    });
    await server.waitForLine(/2 server processes running/);
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Five hundred voices", description: "Signed from both processes." }),
    });
    expect(created.status).toBe(201);
    const { petition } = (await created.json()) as { petition: { id: number } };

    const statuses = await Promise.all(
      Array.from({ length: 500 }, () =>
        fetch(`${server.url}/api/petitions/${petition.id}/signatures`, { method: "POST" }).then(async (response) => {
          await response.arrayBuffer();
          answeredBy.add(Number(response.headers.get("x-test-process")));
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(500);

    const list = (await (await fetch(`${server.url}/api/petitions`)).json()) as {
      petitions: { id: number; signatureCount: number }[];
    };
    expect(list.petitions.find((item) => item.id === petition.id)?.signatureCount).toBe(500);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ rows: string; signature_count: number }>(
        "select (select count(*) from petition_signatures where petition_id = $1) as rows, signature_count from petitions where id = $1",
        [petition.id],
      );
      expect(Number(rows[0]?.rows)).toBe(500);
      expect(rows[0]?.signature_count).toBe(500);
    } finally {
      await client.end();
    }
    // Both processes took requests.
    expect(workerPids().size).toBe(2);
  });

  it("a worker that dies is replaced, with one line saying so", async () => {
    const [victim] = [...workerPids()] as number[];
    expect(victim).toBeGreaterThan(0);
    const listening = () => server.stdout.filter((line) => line.includes("listening on")).length;
    const listeningBefore = listening();
    process.kill(victim as number, "SIGKILL");
    const line = await server.waitForLine(new RegExp(`Server process ${victim} died .*starting another`));
    expect(JSON.parse(line)).toMatchObject({ level: "error" });
    await waitFor(listening, {
      until: (count) => count > listeningBefore,
      what: "the replacement process to start listening",
      timeoutMs: 60_000,
      everyMs: 200,
    });
    // Still answering on the one port.
    for (let index = 0; index < 5; index++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("SIGTERM to the primary closes every worker and exits 0", async () => {
    const pids = [...workerPids()] as number[];
    const { code } = await server.stop({ keepDatabase: false });
    expect(code).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
