import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER, MIGRATIONS_TABLE } from "../server/db/client";
import { PGLITE_TEMPLATE_ENV } from "./support/database";

/**
 * Once per run of the unit tests: an empty, migrated PGlite database, dumped to a file that each test's
 * in-memory database starts from (test/support/database.ts). Creating a PGlite database (its initdb) is
 * most of the cost of opening one, and the database tests open dozens; loading a copy costs about a fifth.
 */
export default async function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), "brehon-unit-template-"));
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER, migrationsTable: MIGRATIONS_TABLE });
    const file = path.join(folder, "template.tar");
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await client.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
