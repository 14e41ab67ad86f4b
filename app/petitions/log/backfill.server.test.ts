import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../../server/db/client";
import { UNRECEIPTED_SIGNATURE } from "./entries.server";

const folder = mkdtempSync(path.join(tmpdir(), "brehon-backfill-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations folder as it was before the log: its journal cut before `tag`. */
function migrationsBefore(tag: string): string {
  const before = path.join(folder, "before");
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalFile = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return before;
}

it("gives the signatures counted before the log an entry each, in order, and the petitions their log's size", async () => {
  const client = new PGlite();
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: migrationsBefore("0010_petition_log") });
    await client.exec(`
      insert into petitions (title, description, signature_count) values ('One', 'First', 3), ('Two', 'Second', 1),
        ('Three', 'Unsigned', 0);
      insert into petition_signatures (petition_id, signer_key) values (1, 'a'), (2, 'b'), (1, 'c'), (1, 'd');`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<{ petition_id: number; position: number; entry: string; signer_key: string }>(
      `select l.petition_id, l.position, l.entry, s.signer_key
         from petition_log l join petition_signatures s on s.id = l.signature_id order by l.petition_id, l.position`,
    );
    expect(rows).toEqual([
      { petition_id: 1, position: 0, entry: UNRECEIPTED_SIGNATURE, signer_key: "a" },
      { petition_id: 1, position: 1, entry: UNRECEIPTED_SIGNATURE, signer_key: "c" },
      { petition_id: 1, position: 2, entry: UNRECEIPTED_SIGNATURE, signer_key: "d" },
      { petition_id: 2, position: 0, entry: UNRECEIPTED_SIGNATURE, signer_key: "b" },
    ]);
    const sizes = await client.query<{ id: number; log_size: number }>(
      "select id, log_size from petitions order by id",
    );
    expect(sizes.rows).toEqual([
      { id: 1, log_size: 3 },
      { id: 2, log_size: 1 },
      { id: 3, log_size: 0 },
    ]);
  } finally {
    await client.close();
  }
});
