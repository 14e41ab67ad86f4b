import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createPetitionStore } from "~/petitions/store.server";
import { writeThresholds } from "./index.server";

describe.each(TEST_BACKENDS)("petition thresholds (%s)", (backend) => {
  const db = openTestDatabase(backend);
  const store = createPetitionStore(db);

  beforeAll(async () => {
    await db.ready();
    await writeThresholds(db, { response: 100, debate: 250 });
  });
  afterAll(() => db.drop());

  it("records the moment each threshold is crossed exactly once, with 500 signatures at once", async () => {
    const { id } = await store.create({
      title: "Crossing",
      description: "Words.",
      category: "other",
      submitterName: null,
      submitterEmail: null,
    });
    // 100 batches of 5 signatures, all sent at once (on PostgreSQL over a pool of connections).
    await Promise.all(
      Array.from({ length: 100 }, (_, batch) =>
        store.signBatch(
          Array.from({ length: 5 }, (_, index) => ({
            petitionId: id,
            signerKey: `s-${batch}-${index}`,
            addressHash: null,
          })),
        ),
      ),
    );
    const { rows } = await db.sql.query<{ signature_count: number; response: Date | null; debate: Date | null }>(
      "select signature_count, response_threshold_at as response, debate_threshold_at as debate from petitions where id = $1",
      [id],
    );
    expect(rows[0]).toMatchObject({ signature_count: 500, response: expect.any(Date), debate: expect.any(Date) });
    const crossings = await db.sql.query<{ detail: string }>(
      "select detail from audit_log where action = 'threshold-crossed' and petition_id = $1 order by id",
      [id],
    );
    expect(crossings.rows.map((row) => JSON.parse(row.detail))).toEqual([
      expect.objectContaining({ threshold: "response", value: 100 }),
      expect.objectContaining({ threshold: "debate", value: 250 }),
    ]);
    // Falling below and rising again does not record it again.
    const before = rows[0]?.response;
    await db.sql.query("update petitions set signature_count = 10 where id = $1", [id]);
    await store.signBatch([{ petitionId: id, signerKey: "late", addressHash: null }]);
    await db.sql.query("update petitions set signature_count = 600 where id = $1", [id]);
    const after = await db.sql.query<{ response: Date }>(
      "select response_threshold_at as response from petitions where id = $1",
      [id],
    );
    expect(after.rows[0]?.response).toEqual(before);
    const again = await db.sql.query(
      "select 1 from audit_log where action = 'threshold-crossed' and petition_id = $1",
      [id],
    );
    expect(again.rows.length).toBe(2);
  });
});
