import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createPetitionStore } from "../petitions/store";
import { petitionsCsv, signaturesPerDayCsv } from "./api";
import { readOpenData } from "./store";

describe.each(TEST_BACKENDS)("open data (%s)", (backend) => {
  const db = openTestDatabase(backend);
  const store = createPetitionStore(db);
  let shown = 0;
  let hidden = 0;

  beforeAll(async () => {
    await db.ready();
    const create = (title: string, submitterName: string | null) =>
      store.create({
        title,
        description: 'Words, with "quotes"\nand a line break.',
        category: "environment",
        submitterName,
        submitterEmail: "private@example.com",
      });
    shown = (await create("=Plant trees", "Síle")).id;
    hidden = (await create("Hidden one", null)).id;
    await store.signBatch([
      { petitionId: shown, signerKey: "a", addressHash: null },
      { petitionId: shown, signerKey: "b", addressHash: null },
      { petitionId: hidden, signerKey: "c", addressHash: null },
    ]);
    await store.setHidden(hidden, "offensive");
    await store.setClosed(shown, true);
  });
  afterAll(() => db.drop());

  it("lists every public petition with its count, dates and signatures per day, and nothing private", async () => {
    const data = await readOpenData(db);
    expect(data).toEqual([
      expect.objectContaining({
        id: shown,
        title: "=Plant trees",
        category: "environment",
        petitioner: "Síle",
        signatures: 2,
        closedAt: expect.any(String),
        signaturesPerDay: [{ date: new Date().toISOString().slice(0, 10), signatures: 2 }],
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("private@example.com");
  });

  it("writes RFC 4180 CSV that a spreadsheet will not run as a formula", async () => {
    const data = await readOpenData(db);
    const csv = petitionsCsv(data);
    const [header, first] = csv.split("\r\n");
    expect(header).toBe(
      "id,title,description,category,petitioner,signatures,created_at,closed_at,response_threshold_at,debate_threshold_at,response_published_at,debate_outcome_published_at",
    );
    expect(first).toMatch(
      new RegExp(`^${shown},'=Plant trees,"Words, with ""quotes""\nand a line break.",environment,Síle,2,`),
    );
    expect(csv).not.toContain("private@example.com");
    expect(csv).not.toContain("Hidden one");
    expect(signaturesPerDayCsv(data)).toBe(
      `petition_id,date,signatures\r\n${shown},${new Date().toISOString().slice(0, 10)},2\r\n`,
    );
  });
});
