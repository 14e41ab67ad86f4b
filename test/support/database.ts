import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Database, openDatabase } from "../../server/db/client";

/** The back ends the database tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_BACKENDS = ["pglite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])] as const;

/** Where the unit tests' global set-up (test/unit-global-setup.ts) leaves its migrated, empty PGlite database. */
export const PGLITE_TEMPLATE_ENV = "BREHON_TEST_PGLITE_TEMPLATE";

/** The migrated template, read once per test file; undefined when no set-up made one (a fresh database then). */
let template: Blob | undefined | null = null;
function pgliteTemplate(): Blob | undefined {
  if (template === null) {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    template = file ? new Blob([readFileSync(file)]) : undefined;
  }
  return template;
}

/**
 * A fresh, empty database: PGlite in memory (a copy of the run's migrated template, since creating a PGlite
 * database is the slow part of opening one), or a schema of its own on the test PostgreSQL server (dropped
 * by `drop`), so parallel runs never collide.
 */
export function openTestDatabase(
  kind: (typeof TEST_BACKENDS)[number],
  /** Reach the test server at another address (a proxy), keeping TEST_DATABASE_URL for clean-up. */
  via?: string,
): Database & { drop(): Promise<void> } {
  if (kind === "pglite") {
    const db = openDatabase({ kind: "pglite", from: pgliteTemplate() });
    return { ...db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const db = openDatabase({ kind: "postgres", url: via ?? url, schema, poolSize: 20 });
  return {
    ...db,
    drop: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
