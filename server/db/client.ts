import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** The one thing the petition module needs from a database: parameterised SQL. */
export type Sql = {
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};

export type Database = {
  kind: "pglite" | "postgres";
  sql: Sql;
  /**
   * Resolves once the migrations have been applied. A failure (database down) is
   * not remembered: the next call tries again, so the server recovers by itself.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** PGlite on a folder, or in memory when `dataDir` is omitted (tests). */
  | { kind: "pglite"; dataDir?: string }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** A schema of its own (tests): tables and the migrations journal live there. */
      schema?: string;
    };

/** Versioned SQL migrations written by drizzle-kit from server/db/schema.ts. */
const MIGRATIONS_FOLDER = path.resolve("server/db/migrations");
const MIGRATIONS_TABLE = "__drizzle_migrations";
/** Serialises migrations when several server processes start on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_420_251;

/** A start-up failure with a message meant for the operator. */
export class DatabaseStartupError extends Error {}

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === "pglite" ? openPglite(options.dataDir) : openPostgres(options);
}

function retrying(run: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= run().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function openPglite(dataDir: string | undefined): Database {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = new PGlite(dataDir);
  const ready = retrying(async () => {
    await migratePglite(drizzlePglite(client), {
      migrationsFolder: MIGRATIONS_FOLDER,
      migrationsTable: MIGRATIONS_TABLE,
    });
  });
  return {
    kind: "pglite",
    sql: {
      query: async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
        client.query<Row>(text, params),
    },
    ready,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

function openPostgres({ url, poolSize = 10, schema }: Extract<DatabaseOptions, { kind: "postgres" }>): Database {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle connection that drops (server restart) must not bring the process down.
  pool.on("error", (error) => console.error(`Database connection lost: ${error.message}`));
  const ready = retrying(async () => {
    const client = await pool.connect();
    try {
      if (schema) await client.query(`create schema if not exists ${schema}`);
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg(client), {
          migrationsFolder: MIGRATIONS_FOLDER,
          migrationsTable: MIGRATIONS_TABLE,
          migrationsSchema: schema ?? "drizzle",
        });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  });
  return {
    kind: "postgres",
    sql: {
      query: async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
        pool.query<Row>(text, params),
    },
    ready,
    close: () => pool.end(),
  };
}

/**
 * PGlite is one process's database: a lock file keeps a second server off the
 * same folder. A lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "portal.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockFile, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseStartupError(
          `The data folder ${dataDir} is in use by another server process (pid ${owner}). Stop it, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseStartupError(`Could not lock the data folder ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
