import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_ENTRY, freePort, freshDataDir, output, runUntilExit, temporaryDataDir } from "./harness";

/**
 * Issue 18, items 9 and 11: every start-up failure prints one line that says
 * what is wrong and how to fix it, and exits with a non-zero status; the
 * server never listens in a state where it can only answer 503.
 */

const isRoot = process.getuid?.() === 0;
/** Permission checks mean nothing to root: run those servers as an ordinary user (nobody). */
const asOrdinaryUser = isRoot ? { uid: 65534, gid: 65534 } : {};
/** Whether that user can read the built server here (a checkout in root's home may be closed to it). */
const ordinaryUserCanRun =
  !isRoot ||
  spawnSync(process.execPath, ["-e", `require("fs").accessSync(${JSON.stringify(BUILT_ENTRY)})`], asOrdinaryUser)
    .status === 0;
const permissionTest = it.skipIf(!ordinaryUserCanRun);

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function expectOneLine(result: Awaited<ReturnType<typeof runUntilExit>>, pattern: RegExp) {
  const lines = [...result.stdout, ...result.stderr].filter((line) => line.trim() !== "");
  expect(lines, output(result)).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start the portal: /);
  expect(lines[0]).toMatch(pattern);
  expect(result.code).toBe(1);
}

function walk(dir: string, visit: (file: string, isDirectory: boolean) => void) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    visit(full, entry.isDirectory());
    if (entry.isDirectory()) walk(full, visit);
  }
}

describe("start-up failures", () => {
  it("a configuration error: one line naming each bad variable", async () => {
    const result = await runUntilExit({ env: { PORT: "eighty", RATE_LIMIT_SIGN: "-3" } });
    expectOneLine(result, /PORT="eighty".*RATE_LIMIT_SIGN="-3"/);
  });

  it("a connection string is never echoed in the configuration error (it may hold a password)", async () => {
    const result = await runUntilExit({ database: "none", env: { DATABASE_URL: "not a url secret-password" } });
    expectOneLine(result, /DATABASE_URL/);
    expect(result.stderr.join("\n")).not.toContain("secret-password");
  });

  it("a port in use", async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const result = await runUntilExit({ env: { PORT: String(port) } });
      expectOneLine(result, new RegExp(`port ${port} .*already in use.*PORT`));
    } finally {
      blocker.close();
    }
  });

  it("a port in use with WORKERS=2: still one line, not one per process", async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      // PostgreSQL need not answer: with DATABASE_URL the server starts without it.
      const result = await runUntilExit({
        database: "none",
        env: { PORT: String(port), WORKERS: "2", DATABASE_URL: "postgres://brehon@127.0.0.1:1/unreachable" },
      });
      const lines = [...result.stdout, ...result.stderr].filter((line) => line.includes("already in use"));
      expect(lines, output(result)).toHaveLength(1);
      expect(result.stderr.filter((line) => !line.startsWith("{") && line.trim() !== "")).toHaveLength(1);
      expect(result.code).toBe(1);
    } finally {
      blocker.close();
    }
  });

  it("a HOST that is not an address of this machine", async () => {
    const result = await runUntilExit({ env: { HOST: "203.0.113.7" } });
    expectOneLine(result, /HOST=203\.0\.113\.7 is not an address of this machine.*Set HOST/);
  });

  it("a HOST that does not resolve", async () => {
    const result = await runUntilExit({ env: { HOST: "no-such-host.invalid" } });
    expectOneLine(result, /HOST=no-such-host\.invalid cannot be resolved.*Set HOST/);
  });

  it("WORKERS > 1 on the embedded database", async () => {
    const result = await runUntilExit({ env: { WORKERS: "2" } });
    expectOneLine(result, /WORKERS=2 needs DATABASE_URL/);
  });

  permissionTest("a read-only data folder", async () => {
    const dataDir = temporaryDataDir();
    folders.push(dataDir);
    chmodSync(dataDir, 0o555);
    const result = await runUntilExit({ database: "none", env: { DATA_DIR: dataDir }, ...asOrdinaryUser });
    expectOneLine(result, /DATA_DIR=.*cannot hold a database \(EACCES.*write access/);
  });

  permissionTest("a data folder that cannot be created", async () => {
    const parent = temporaryDataDir();
    folders.push(parent);
    chmodSync(parent, 0o555);
    const result = await runUntilExit({
      database: "none",
      env: { DATA_DIR: path.join(parent, "data") },
      ...asOrdinaryUser,
    });
    expectOneLine(result, /DATA_DIR=.*cannot be created \(EACCES/);
  });

  permissionTest(
    "a writable folder whose database files are read-only: refused, not started answering 503",
    async () => {
      // A real database first: a copy of the run's template, made by a server that then stopped (global-setup.ts).
      const dataDir = freshDataDir();
      folders.push(dataDir);
      expect(existsSync(path.join(dataDir, "PG_VERSION")), "a database to make read-only").toBe(true);
      if (isRoot) chownSync(dataDir, 65534, 65534);
      walk(dataDir, (file, isDirectory) => {
        if (isRoot) chownSync(file, 65534, 65534);
        if (!isDirectory) chmodSync(file, 0o444);
      });
      const result = await runUntilExit({ database: "none", env: { DATA_DIR: dataDir }, ...asOrdinaryUser });
      expectOneLine(result, /read-only.*write access/);
    },
  );

  it("a DATA_DIR under /proc: refused at once, no spinning", async () => {
    for (const dataDir of ["/proc/brehon-data", "/proc"]) {
      const started = Date.now();
      const result = await runUntilExit({ database: "none", env: { DATA_DIR: dataDir }, timeoutMs: 20_000 });
      expectOneLine(result, /DATA_DIR=\/proc.*(cannot be created|cannot hold a database)/);
      expect(Date.now() - started).toBeLessThan(15_000);
    }
  });
});
