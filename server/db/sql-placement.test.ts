import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * SQL lives in the features' stores (docs/decisions/0003): `app/<feature>/store.server.ts`, or another
 * server module whose name holds `store`. Anywhere else (an HTTP router, a service, a route
 * module, a script) a statement is a call to a store's function. This test reads the source and fails
 * when a module outside the stores builds or sends SQL: a value import from Drizzle (its `sql` tag,
 * its query builder), an import of a database driver, a `.query(` / `.execute(` call, or a string
 * that opens with a statement (the project writes SQL in lower case).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCANNED = ["server", "app", "scripts"];
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const TEST = /\.test\.(?:ts|tsx)$/;

/** The low-level database modules, which may hold SQL without being a feature's store. */
const LOW_LEVEL = new Set([
  // The connections (PGlite, the pg pool, LISTEN), the migrations' advisory lock.
  "server/db/client.ts",
  // The schema's checks, defaults and generated column.
  "server/db/schema.ts",
  // Turns the stores' statements into text and parameters, and runs them.
  "server/db/statements.ts",
]);

/** A feature's store: a server module (an app module named *.server.ts, or one under server/) whose file name holds `store`. */
const isStore = (file: string) =>
  (file.startsWith("server/") || (file.startsWith("app/") && /\.server\.ts$/.test(file))) &&
  /store[^/]*\.ts$/.test(path.basename(file));

const SIGNS: Array<{ name: string; pattern: RegExp }> = [
  {
    name: "a value import from drizzle-orm",
    pattern: /\bimport\s+(?!type\b)[^;]*?\bfrom\s*["']drizzle-orm(?:\/[^"']*)?["']/,
  },
  { name: "a database driver", pattern: /\bimport\s+(?!type\b)[^;]*?\bfrom\s*["'](?:pg|@electric-sql\/pglite)["']/ },
  { name: "a .query( or .execute( call", pattern: /\.(?:query|execute)\s*(?:<[^>()]*>)?\s*\(/ },
  {
    name: "SQL text",
    pattern:
      /[`"']\s*(?:select\s[^`"']*?\sfrom\s|insert\s+into\s|update\s+\w+(?:\s+\w+)?\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\()/,
  },
];

/** The code without its comments (a block comment, or a line that is a comment), so prose is not read as code. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** What in `text` is SQL outside a store. */
const sqlSigns = (text: string) => SIGNS.filter(({ pattern }) => pattern.test(code(text))).map(({ name }) => name);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

describe("where SQL is written", () => {
  const files = SCANNED.flatMap(sourceFiles);

  it("only in the features' stores and the low-level database modules", () => {
    const offending = files
      .filter((file) => !isStore(file) && !LOW_LEVEL.has(file))
      .flatMap((file) => sqlSigns(readFileSync(path.join(ROOT, file), "utf8")).map((sign) => `${file}: ${sign}`));
    expect(offending).toEqual([]);
  });

  it("finds the stores it exempts, and each low-level module it names", () => {
    expect(files.filter(isStore)).toEqual(
      expect.arrayContaining([
        "app/admin/store.server.ts",
        "app/banner/store.server.ts",
        "app/petitions/mail/store.server.ts",
        "app/petitions/open-data/store.server.ts",
        "app/petitions/store.server.ts",
      ]),
    );
    expect([...LOW_LEVEL].filter((file) => !files.includes(file))).toEqual([]);
    // What it looks for is what the stores write.
    expect(sqlSigns(readFileSync(path.join(ROOT, "app/petitions/store.server.ts"), "utf8"))).toEqual([
      "a value import from drizzle-orm",
      "SQL text",
    ]);
    expect(sqlSigns(readFileSync(path.join(ROOT, "server/db/client.ts"), "utf8"))).toEqual([
      "a value import from drizzle-orm",
      "a database driver",
      "a .query( or .execute( call",
    ]);
  });

  it("tells SQL from code that only looks like it", () => {
    expect(sqlSigns('import { sql } from "drizzle-orm";')).toEqual(["a value import from drizzle-orm"]);
    expect(sqlSigns('import { eq, type SQL } from "drizzle-orm/pg-core";')).toEqual([
      "a value import from drizzle-orm",
    ]);
    expect(sqlSigns('import pg from "pg";')).toEqual(["a database driver"]);
    expect(sqlSigns("await db.sql.query<Row>('select 1')")).toEqual(["a .query( or .execute( call"]);
    expect(sqlSigns("await db.execute(statement)")).toEqual(["a .query( or .execute( call"]);
    expect(sqlSigns("run(`select id,\n title from petitions`)")).toEqual(["SQL text"]);
    expect(sqlSigns('const text = "update staff_accounts a set role = $2";')).toEqual(["SQL text"]);
    expect(sqlSigns("`with saved as (insert into t values (1))`")).toEqual(["SQL text"]);
    expect(sqlSigns('const help = "Select the petitions you want from the list";')).toEqual([]);
    expect(sqlSigns('import type { SQL } from "drizzle-orm";')).toEqual([]);
    expect(sqlSigns('import type { Database } from "../db/client";\nconst q = req.query.q;')).toEqual([]);
    expect(sqlSigns("// Once db.sql.query( was called here.\n/* store.query(text) */")).toEqual([]);
  });
});
