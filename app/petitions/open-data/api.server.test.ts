import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createPetitionLog } from "../log/service.server";
import { verifySnapshot } from "../log/snapshots.server";
import { createLogStore } from "../log/store.server";
import { createPetitionStore } from "../store.server";
import { petitionsCsv, signaturesPerDayCsv, snapshotsCsv } from "./api.server";
import { readOpenData } from "./store.server";

describe.each(TEST_BACKENDS)("open data (%s)", (backend) => {
  const db = openTestDatabase(backend);
  const store = createPetitionStore(db);
  const petitionLog = createPetitionLog({ store: createLogStore(db), minutes: 60 });
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
    await petitionLog.publishDue();
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

  it("publishes each public petition's signed snapshots, in JSON as the API gives them and in CSV in hex", async () => {
    const [data] = await readOpenData(db);
    const published = await petitionLog.snapshots(shown);
    expect(published).toHaveLength(1);
    expect(data?.snapshots).toEqual(published);
    const [snapshot] = published;
    if (!snapshot) throw new Error("no snapshot");
    const csv = snapshotsCsv(await readOpenData(db));
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe("petition_id,size,head_hex,count,at,signature_hex,key");
    expect(end).toBe("");
    const [id, size, head, count, at, signature, key] = (row ?? "").split(",");
    expect(Number(key)).toBe(snapshot.key);
    expect([Number(id), Number(size), Number(count), at]).toEqual([shown, 2, 2, snapshot.at]);
    // What the CSV gives verifies with the published key.
    const fromCsv = {
      petitionId: shown,
      size: 2,
      head: Buffer.from(head ?? "", "hex"),
      count: 2,
      at: new Date(at ?? ""),
    };
    const signatureBase64 = Buffer.from(signature ?? "", "hex").toString("base64");
    expect(verifySnapshot(await petitionLog.publicKey(), fromCsv, signatureBase64)).toBe(true);
    // The removed petition's log is not in the open data.
    expect(csv.split("\r\n")).toHaveLength(3);
  });

  it("writes RFC 4180 CSV that a spreadsheet will not run as a formula", async () => {
    const data = await readOpenData(db);
    const csv = petitionsCsv(data);
    const [header, first] = csv.split("\r\n");
    expect(header).toBe(
      "id,title,description,category,petitioner,signatures,created_at,closed_at,response_threshold_at,debate_threshold_at,response_published_at,debate_outcome_published_at,closes_at,title_en,title_ga,description_en,description_ga,language",
    );
    expect(first).toMatch(
      new RegExp(`^${shown},'=Plant trees,"Words, with ""quotes""\nand a line break.",environment,Síle,2,`),
    );
    // Each text in each language after the documented columns: the Irish waits for its translation.
    expect(first).toMatch(/,'=Plant trees,,"Words, with ""quotes""\nand a line break.",,en$/);
    expect(data.find((petition) => petition.id === shown)).toMatchObject({
      language: "en",
      title_en: "=Plant trees",
      title_ga: null,
      description_ga: null,
    });
    expect(csv).not.toContain("private@example.com");
    expect(csv).not.toContain("Hidden one");
    expect(signaturesPerDayCsv(data)).toBe(
      `petition_id,date,signatures\r\n${shown},${new Date().toISOString().slice(0, 10)},2\r\n`,
    );
  });
});
