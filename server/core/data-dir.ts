import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { StartupError } from "./startup-error";

const FIX = "choose another DATA_DIR, or give the server's user write access to it";

/**
 * Checks that DATA_DIR can hold the embedded database before PGlite opens it:
 * it exists or can be created, is a folder, accepts a new file that reads
 * back, and every file already in it is writable. Each failure is one
 * StartupError naming the folder, the cause and the fix. Without this, a
 * read-only folder failed with a stack trace, read-only files let the server
 * start and answer 503 forever, and a folder under /proc made PGlite spin.
 */
export function checkDataDir(dataDir: string): void {
  try {
    makeFolder(dataDir);
  } catch (error) {
    throw new StartupError(`the data folder DATA_DIR=${dataDir} cannot be created (${reason(error)}): ${FIX}.`);
  }
  if (!statSync(dataDir).isDirectory()) {
    throw new StartupError(`DATA_DIR=${dataDir} is not a folder: set DATA_DIR to a folder for the embedded database.`);
  }

  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  const content = `portal ${process.pid} ${Date.now()}`;
  try {
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (readFileSync(probe, "utf8") !== content) throw new Error("a file written there reads back differently");
  } catch (error) {
    throw new StartupError(
      `the data folder DATA_DIR=${dataDir} cannot hold a database (${reason(error)}): ${FIX}. It must be an ordinary writable folder on disk.`,
    );
  } finally {
    rmSync(probe, { force: true });
  }

  const readOnly = firstReadOnly(dataDir);
  if (readOnly) {
    throw new StartupError(
      `the file ${readOnly} in DATA_DIR is read-only, so the embedded database cannot be written: give the server's user write access to every file in ${dataDir} (for example chown -R or chmod -R u+w), or choose another DATA_DIR.`,
    );
  }
}

/**
 * `mkdir -p`, one level at a time. Node's own recursive mkdir loops for ever
 * on a path it cannot create under /proc; this fails with the first error.
 */
function makeFolder(folder: string): void {
  const missing: string[] = [];
  let current = path.resolve(folder);
  while (!existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) mkdirSync(level);
}

function firstReadOnly(dir: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    try {
      accessSync(full, constants.W_OK);
    } catch {
      return full;
    }
    if (entry.isDirectory()) {
      const inside = firstReadOnly(full);
      if (inside) return inside;
    }
  }
  return undefined;
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const known: Record<string, string> = {
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EROFS: "read-only file system",
    ENOENT: "no such folder, and it cannot be made there",
    ENOTDIR: "a part of the path is a file",
    ENOSPC: "no space left on the device",
    EEXIST: "a file of that name exists",
  };
  if (code && known[code]) return `${code}: ${known[code]}`;
  return error instanceof Error ? error.message : String(error);
}
