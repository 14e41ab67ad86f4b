import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "../../test/support/database";
import { searchWords, searchWordsIn } from "./schema";

const MIGRATION = path.join(import.meta.dirname, "migrations/0015_petition_search_trigger.sql");

describe("a petition's search words", () => {
  it("are written by the trigger with the schema's expression", () => {
    expect(readFileSync(MIGRATION, "utf8")).toContain(`NEW.search := ${searchWords("NEW")};`);
    // Since migration 0019, one index per language, each of the petition's text in that language.
    const both = readFileSync(path.join(import.meta.dirname, "migrations/0019_petition_translations.sql"), "utf8");
    expect(both).toContain(`NEW.search := ${searchWordsIn("NEW", "en")};`);
    expect(both).toContain(`NEW.search_ga := ${searchWordsIn("NEW", "ga")};`);
  });

  for (const kind of TEST_BACKENDS) {
    it(`follow the title and description, folded, and are not written again by a signature (${kind})`, async () => {
      const db = openTestDatabase(kind);
      try {
        await db.ready();
        const words = async (id: number) =>
          (await db.sql.query<{ search: string }>("select search::text as search from petitions where id = $1", [id]))
            .rows[0]?.search;
        const created = await db.sql.query<{ id: number }>(
          "insert into petitions (title, description) values ('Fáilte Roimh', 'Cúrsaí FÁILTE') returning id",
        );
        const id = created.rows[0]?.id ?? 0;
        expect(await words(id)).toBe("'cursai':3B 'failte':1A,4B 'roimh':2A");
        const matches = async (query: string) =>
          (
            await db.sql.query<{ n: number }>(
              "select count(*)::int as n from petitions where id = $1 and search @@ to_tsquery('simple', $2)",
              [id, query],
            )
          ).rows[0]?.n;
        expect(await matches("failte")).toBe(1);

        // A signature's update leaves the words as they were: the trigger is not run for it.
        await db.sql.query("update petitions set search = ''::tsvector where id = $1", [id]);
        await db.sql.query("update petitions set signature_count = signature_count + 1 where id = $1", [id]);
        expect(await words(id)).toBe("");

        await db.sql.query("update petitions set title = 'Oíche Mhaith', description = 'Slán' where id = $1", [id]);
        expect(await words(id)).toBe("'mhaith':2A 'oiche':1A 'slan':3B");
        expect(await matches("failte")).toBe(0);
      } finally {
        await db.drop();
      }
    });
  }
});

describe("the petitions table", () => {
  for (const kind of TEST_BACKENDS) {
    it(`has no index on a petition's counter, so that a batch's updates of it can be HOT (${kind})`, async () => {
      const db = openTestDatabase(kind);
      try {
        await db.ready();
        const indexes = await db.sql.query<{ name: string; definition: string }>(
          "select indexname as name, indexdef as definition from pg_indexes where tablename = 'petitions' and schemaname = current_schema()",
        );
        expect(indexes.rows.map((index) => index.name)).toContain("petitions_with_response");
        expect(indexes.rows.filter((index) => /signature_count|log_size/.test(index.definition))).toEqual([]);
        const options = await db.sql.query<{ options: string[] | null }>(
          "select reloptions as options from pg_class where oid = 'petitions'::regclass",
        );
        expect(options.rows[0]?.options).toContain("fillfactor=80");
      } finally {
        await db.drop();
      }
    });
  }
});
