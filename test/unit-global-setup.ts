import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER, MIGRATIONS_TABLE } from "../server/db/client";
import { PGLITE_TEMPLATE_ENV } from "./support/database";

/**
 * An empty, migrated PGlite database, dumped to a file that each test's in-memory database starts from
 * (test/support/database.ts). Creating a PGlite database (its initdb) is most of the cost of opening one, and
 * the database tests open dozens; loading a copy costs about a fifth. The file is kept in the system's
 * temporary folder under a name made from the migrations and PGlite's version, so a later run (one test
 * file while working, say) finds it made, and a new migration or PGlite makes a new one.
 * Old ones are left: a run in another checkout may be reading one (the system empties the folder in time).
 */
export default async function setup() {
  const file = path.join(tmpdir(), `brehon-unit-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER, migrationsTable: MIGRATIONS_TABLE });
      // Written beside its place and renamed, so a run beside this one never reads half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  process.env[PGLITE_TEMPLATE_ENV] = file;
}

/** A digest of every migration file and of PGlite's package (its version). */
function templateKey(): string {
  const hash = createHash("sha256");
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  hash.update(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      hash.update(path.relative(MIGRATIONS_FOLDER, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 16);
}
