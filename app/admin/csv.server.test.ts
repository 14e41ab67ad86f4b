import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#test/support/database";
import { auditCsv } from "./csv.server";
import { createStaffStore } from "./store.server";

/** Issue 33, item 3: the audit log's CSV export is streamed in batches, never built as one string. */
describe("the audit log's CSV export", () => {
  const db = openTestDatabase("pglite");
  const store = createStaffStore(db);

  beforeAll(async () => {
    await db.ready();
    await db.sql.query(
      `insert into audit_log (actor, action, detail)
       select 'admin@example.ie', 'row-' || n, '{"n":' || n || '}' from generate_series(1, 1200) n`,
    );
  });
  afterAll(async () => {
    await db.drop();
  });

  it("streams every row, oldest first, in batches, leaving out rows added after it began", async () => {
    const stream = auditCsv(store, 500);
    expect(stream).toBeInstanceOf(ReadableStream);
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value));
      // A row added while the export runs belongs to the next export.
      if (chunks.length === 2) await store.audit({ accountId: null, actor: "late", action: "late-row" });
    }
    // The header, then three batches of at most 500 rows.
    expect(chunks.length).toBe(4);
    const lines = chunks.join("").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("id,at,actor,action,petition,detail,address_hash");
    expect(lines.length).toBe(1201);
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d\d-\d\dT[^,]+,admin@example\.ie,row-1,,"\{""n"":1\}",$/);
    expect(lines[1200]).toContain(",row-1200,");
    expect(chunks.join("")).not.toContain("late-row");
  });
});
