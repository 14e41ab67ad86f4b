import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { errorLog, log } from "../core/logger";
import { StartupError } from "../core/startup-error";

/** What the stores need from a database: parameterised SQL (server/db/statements.ts runs their statements through it). */
export type Sql = {
  /**
   * `name`: the statement is prepared once per connection under this name and its plan kept (PostgreSQL; the
   * embedded database plans each statement anew). Only for a statement whose text never changes.
   */
  query<Row extends Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { name?: string },
  ): Promise<{ rows: Row[] }>;
};

/** Called with each notification's payload; `onReset` when notifications may have been missed (reconnect). */
export type Listener = { onMessage(payload: string): void; onReset(): void; onLost(): void };

export type Database = {
  kind: "pglite" | "postgres";
  sql: Sql;
  /** Statements sent since the database was opened (for the metrics endpoint and the benchmarks). */
  stats: { queries: number };
  /**
   * Listens on a PostgreSQL notification channel until the database is closed.
   * On PostgreSQL a dedicated connection listens and reconnects after a loss.
   */
  listen(channel: string, listener: Listener): Promise<void>;
  /**
   * Resolves once the migrations have been applied. A failure (database down) is
   * not remembered: the next call tries again, so the server recovers by itself.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * PGlite on a folder, or in memory when `dataDir` is omitted (tests); in memory, `from` is a copy of a
   * database to start from (PGlite's `dumpDataDir`), as the unit tests start from one migrated template.
   */
  | { kind: "pglite"; dataDir?: string; from?: Blob }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** A schema of its own (tests): tables and the migrations journal live there. */
      schema?: string;
    };

/**
 * Versioned SQL migrations written by drizzle-kit from server/db/schema.ts,
 * found from this module's own place, never the working directory: beside it
 * when run from source (tests, development), or two folders up from the built
 * server bundle (build/server/).
 */
export const MIGRATIONS_FOLDER = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));

function findMigrationsFolder(here: string): string {
  const candidates = [path.join(here, "migrations"), path.resolve(here, "../../server/db/migrations")];
  return candidates.find((folder) => existsSync(path.join(folder, "meta/_journal.json"))) ?? (candidates[0] as string);
}
export const MIGRATIONS_TABLE = "__drizzle_migrations";
/** Serialises migrations when several server processes start on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_420_251;

/** A start-up failure with a message meant for the operator. */
export class DatabaseStartupError extends StartupError {}

/**
 * PostgreSQL's "relation does not exist" and "schema does not exist": the
 * tables are gone (the database was dropped and created again under a running
 * server), so the migrations must run again.
 */
const MISSING_TABLES = new Set(["42P01", "3F000"]);

/**
 * The database's `sql` and `stats`: each statement counted, and when the tables have disappeared, the
 * migrations forgotten, applied again and the statement retried once.
 */
function countedQueries(
  run: Sql["query"],
  migrations: { ready: () => Promise<void>; forget: () => void },
): Pick<Database, "sql" | "stats"> {
  const stats = { queries: 0 };
  const query: Sql["query"] = async <Row extends Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { name?: string },
  ) => {
    stats.queries += 1;
    try {
      return await run<Row>(text, params, options);
    } catch (error) {
      if (!MISSING_TABLES.has(String((error as { code?: unknown }).code))) throw error;
      errorLog(() =>
        log.warn("The petition tables are missing (the database was emptied): applying the migrations again"),
      );
      migrations.forget();
      await migrations.ready();
      return run<Row>(text, params, options);
    }
  };
  return { sql: { query }, stats };
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === "pglite" ? openPglite(options.dataDir, options.from) : openPostgres(options);
}

/** `ready()` runs `run` once it has succeeded; a failure is not remembered, and `forget()` starts over. */
function retrying(run: () => Promise<void>): { ready: () => Promise<void>; forget: () => void } {
  let pending: Promise<void> | undefined;
  return {
    ready: () => {
      pending ??= run().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    forget: () => {
      pending = undefined;
    },
  };
}

function openPglite(dataDir: string | undefined, from?: Blob): Database {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = from && !dataDir ? new PGlite({ loadDataDir: from }) : new PGlite(dataDir);
  const migrations = retrying(async () => {
    await migratePglite(drizzlePglite(client), {
      migrationsFolder: MIGRATIONS_FOLDER,
      migrationsTable: MIGRATIONS_TABLE,
    });
  });
  return {
    kind: "pglite",
    ...countedQueries((text, params) => client.query(text, params), migrations),
    listen: async (channel, listener) => {
      // One instance, one process: notifications arrive after each commit.
      await client.listen(channel, (payload) => listener.onMessage(payload));
    },
    ready: migrations.ready,
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
  pool.on("error", (error) => errorLog(() => log.error(`Database connection lost: ${error.message}`)));
  const migrations = retrying(async () => {
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
  const listeners: Array<{ stop(): Promise<void> }> = [];
  return {
    kind: "postgres",
    ...countedQueries(
      (text, params, options) =>
        options?.name ? pool.query({ name: options.name, text, values: params }) : pool.query(text, params),
      migrations,
    ),
    listen: async (channel, listener) => {
      // A schema other than public has channels of its own (migration 0021): a database holding several
      // schemas (the tests') announces each schema's changes apart.
      const own = schema && schema !== "public" ? `${channel}_${schema}` : channel;
      listeners.push(listenPostgres({ url, schema, channel: own, listener }));
    },
    ready: migrations.ready,
    close: async () => {
      await Promise.all(listeners.map((entry) => entry.stop()));
      await pool.end();
    },
  };
}

/**
 * A connection of its own that LISTENs on `channel`, reconnecting with a growing
 * pause after a loss. Each (re)connection calls `onReset`: what was missed while
 * disconnected is unknown, so the caller treats everything as changed.
 */
function listenPostgres({
  url,
  schema,
  channel,
  listener,
}: {
  url: string;
  schema?: string;
  channel: string;
  listener: Listener;
}): { stop(): Promise<void> } {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let pause = 500;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onMessage(message.payload);
    });
    next.on("error", () => {
      // Reported through 'end'.
    });
    next.on("end", () => {
      if (client === next) {
        client = undefined;
        listener.onLost();
      }
      if (!stopped) schedule();
    });
    try {
      await next.connect();
      if (stopped) {
        await next.end();
        return;
      }
      await next.query(`listen ${channel}`);
      client = next;
      pause = 500;
      listener.onReset();
    } catch {
      await next.end().catch(() => {});
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, pause);
    timer.unref();
    pause = Math.min(pause * 2, 10_000);
  };
  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
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
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST") {
        throw new DatabaseStartupError(
          `the data folder ${dataDir} cannot be locked (${code ?? (error as Error).message}): choose another DATA_DIR, or give the server's user write access to it.`,
        );
      }
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
