import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "../../test/support/database";
import { DatabaseStartupError, openDatabase } from "./client";

describe("the embedded database's data folder", () => {
  const folders: string[] = [];
  const freshFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), "brehon-lock-"));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("refuses a folder that another running process holds", async () => {
    const dataDir = freshFolder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dataDir, "portal.lock"), String(other.pid));
      expect(() => openDatabase({ kind: "pglite", dataDir })).toThrow(DatabaseStartupError);
      expect(() => openDatabase({ kind: "pglite", dataDir })).toThrow(/in use by another server process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has stopped, and releases it on close", async () => {
    const dataDir = freshFolder();
    const stopped = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => stopped.once("exit", resolve));
    const lockFile = path.join(dataDir, "portal.lock");
    writeFileSync(lockFile, String(stopped.pid));
    const db = openDatabase({ kind: "pglite", dataDir });
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    await db.ready();
    await db.close();
    expect(() => readFileSync(lockFile)).toThrow();
  });
});

describe("a statement prepared once per connection (`name`)", () => {
  for (const kind of TEST_BACKENDS) {
    it(`answers as the same statement sent as text, again and again, and after the tables are made again (${kind})`, async () => {
      const db = openTestDatabase(kind);
      try {
        await db.ready();
        const text = "select count(*)::int as n from petitions where id > $1";
        const named = (from: number) => db.sql.query<{ n: number }>(text, [from], { name: "test-count" });
        await db.sql.query(
          "insert into petitions (title, description) values ('One', 'A petition'), ('Two', 'Another')",
        );
        // Many at once: each connection of the pool prepares it once and runs it again.
        const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => named(index % 2)));
        expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => 2 - (i % 2)));
        expect((await db.sql.query<{ n: number }>(text, [0])).rows[0]?.n).toBe(2);
        // The tables dropped (a database emptied) are made again by the migrations, and the prepared statement
        // reads the new ones.
        const schema = (await db.sql.query<{ name: string }>("select current_schema() as name")).rows[0]?.name;
        await db.sql.query(`drop schema ${schema} cascade`);
        if (kind === "pglite") {
          await db.sql.query("drop schema drizzle cascade");
          await db.sql.query("create schema public");
        }
        expect((await named(0)).rows[0]?.n).toBe(0);
      } finally {
        await db.drop();
      }
    });
  }
});
