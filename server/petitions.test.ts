import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "./db/test-database";
import { createPetitionStore } from "./petitions";

const petition = (overrides: Record<string, unknown> = {}) => ({
  title: "Build a footbridge",
  description: "A footbridge over the river at Ballyglass.",
  category: "infrastructure" as const,
  submitterName: "Aoife",
  submitterEmail: "aoife@example.com",
  ...overrides,
});

describe.each(TEST_BACKENDS)("petitions on %s", (backend) => {
  const db = openTestDatabase(backend);
  const store = createPetitionStore(db);

  beforeAll(() => db.ready());
  afterAll(() => db.drop());

  it("migrates an empty database once, and again without change", async () => {
    await db.ready();
    const { rows } = await db.sql.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_name in ('petitions', 'petition_signatures') and table_schema = current_schema() order by table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual(["petition_signatures", "petitions"]);
  });

  it("creates a petition without giving its email back, and lists it", async () => {
    const created = await store.create(petition({ title: "Unique list title" }));
    expect(created).toMatchObject({ title: "Unique list title", signatureCount: 0, category: "infrastructure" });
    expect(JSON.stringify(created)).not.toContain("aoife@example.com");
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const listed = await store.list(null);
    const found = listed.find((entry) => entry.id === created.id);
    expect(found).toMatchObject({ title: "Unique list title", submitterName: "Aoife", signed: false });
    expect(JSON.stringify(listed)).not.toContain("@example.com");
  });

  it("keeps blank names as null and lists by signatures, then newest", async () => {
    const quiet = await store.create(petition({ title: "Quiet", submitterName: null, submitterEmail: null }));
    const popular = await store.create(petition({ title: "Popular" }));
    await store.sign(popular.id, "signer-a");
    await store.sign(popular.id, "signer-b");
    const listed = await store.list("signer-a");
    const order = listed.map((entry) => entry.id);
    expect(order.indexOf(popular.id)).toBeLessThan(order.indexOf(quiet.id));
    expect(listed.find((entry) => entry.id === quiet.id)?.submitterName).toBeNull();
    expect(listed.find((entry) => entry.id === popular.id)).toMatchObject({ signatureCount: 2, signed: true });
    const counts = listed.map((entry) => entry.signatureCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("refuses a second signature from the same signer without counting it", async () => {
    const { id } = await store.create(petition());
    expect(await store.sign(id, "same-browser")).toEqual({ status: "signed", signatureCount: 1 });
    expect(await store.sign(id, "same-browser")).toEqual({ status: "already-signed", signatureCount: 1 });
    expect(await store.sign(id, "other-browser")).toEqual({ status: "signed", signatureCount: 2 });
  });

  it("answers not-found for a petition that does not exist", async () => {
    expect(await store.sign(2_000_000_000, "anyone")).toEqual({ status: "not-found" });
  });

  it("counts 200 concurrent signatures exactly", async () => {
    const { id } = await store.create(petition({ title: "Concurrent" }));
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, index) => store.sign(id, `signer-${index}`)));
    expect(outcomes.every((outcome) => outcome.status === "signed")).toBe(true);
    const counts = outcomes.map((outcome) => (outcome.status === "signed" ? outcome.signatureCount : 0));
    expect(new Set(counts).size).toBe(200);
    const { rows } = await db.sql.query<{ rows: number | string; signature_count: number }>(
      "select (select count(*) from petition_signatures where petition_id = $1) as rows, signature_count from petitions where id = $1",
      [id],
    );
    expect(Number(rows[0]?.rows)).toBe(200);
    expect(rows[0]?.signature_count).toBe(200);
    expect(await store.countMismatches()).toEqual([]);
  });

  it("lets the database refuse what the application refuses", async () => {
    const insert = (title: string, description: string, category: string, count = 0, email: string | null = null) =>
      db.sql.query(
        "insert into petitions (title, description, category, signature_count, submitter_email) values ($1, $2, $3, $4, $5)",
        [title, description, category, count, email],
      );
    await expect(insert("", "text", "other")).rejects.toThrow(/petitions_title_length/);
    await expect(insert("   ", "text", "other")).rejects.toThrow(/petitions_title_length/);
    await expect(insert("x".repeat(201), "text", "other")).rejects.toThrow(/petitions_title_length/);
    await expect(insert("Title", "", "other")).rejects.toThrow(/petitions_description_length/);
    await expect(insert("Title", "d".repeat(1001), "other")).rejects.toThrow(/petitions_description_length/);
    await expect(insert("Title", "text", "sport")).rejects.toThrow(/petitions_category_known/);
    await expect(insert("Title", "text", "other", -1)).rejects.toThrow(/petitions_signature_count_non_negative/);
    await expect(insert("Title", "text", "other", 0, `${"e".repeat(250)}@x.ie`)).rejects.toThrow(
      /petitions_submitter_email_length/,
    );
    await expect(insert("Title", "d".repeat(1000), "other")).resolves.toBeDefined();
    await expect(
      db.sql.query("insert into petition_signatures (petition_id, signer_key) values ($1, 'k')", [2_000_000_001]),
    ).rejects.toThrow(/foreign key/);
  });
});
