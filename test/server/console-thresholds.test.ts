import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition } from "../support/requests";
import { type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/** Issue 26: a threshold crossed during 500 concurrent signatures over two server processes is recorded once. */
describe.skipIf(!TEST_DATABASE_URL)("thresholds over two processes", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({
      database: "postgres",
      env: {
        WORKERS: "2",
        PETITION_RESPONSE_THRESHOLD: "250",
        PETITION_DEBATE_THRESHOLD: "400",
        RATE_LIMIT_SIGN: "100000",
        RATE_LIMIT_SIGN_PER_PETITION: "100000",
      },
    });
    await server.waitForLine(/2 server processes running/, 60_000);
  });
  afterAll(() => server?.stop());

  it("records each crossing exactly once and publishes it in the open data", async () => {
    const id = await createPetition(server.url, { title: "Five hundred at once", description: "Words." });
    const answers = await Promise.all(
      Array.from({ length: 500 }, () =>
        fetch(`${server.url}/api/petitions/${id}/signatures`, { method: "POST" }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(answers.filter((status) => status === 201).length).toBe(500);

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const crossings = await client.query<{ detail: string }>(
        "select detail from audit_log where action = 'threshold-crossed' and petition_id = $1 order by id",
        [id],
      );
      expect(crossings.rows.map((row) => JSON.parse(row.detail))).toEqual([
        expect.objectContaining({ threshold: "response", value: 250 }),
        expect.objectContaining({ threshold: "debate", value: 400 }),
      ]);
    } finally {
      await client.end();
    }
    const data = (await (await fetch(`${server.url}/api/petitions.json`)).json()) as {
      petitions: Array<{ id: number; signatures: number; responseThresholdAt: string | null }>;
    };
    const entry = data.petitions.find((item) => item.id === id);
    expect(entry?.signatures).toBe(500);
    expect(entry?.responseThresholdAt).not.toBeNull();
  });
});
