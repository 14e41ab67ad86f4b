import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
