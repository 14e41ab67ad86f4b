import type { SQL, Table } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Sql } from "./client";

/**
 * Typed statements for the feature stores (`server/<feature>/store.ts`, docs/decisions/0003).
 *
 * A statement is written with Drizzle's `sql<Row>` tag: plain SQL, each interpolated value sent as a
 * parameter (`$1`, `$2`, … in order), `Row` the type of the rows it returns. The statement is turned
 * into text and parameters here and sent through the database's own client, so it is counted in the
 * statistics and retried after the tables are created again, like any other query.
 *
 * Mind two things of the tag: a JavaScript array interpolated as it is becomes a list of parameters
 * (`($1, $2)`): wrap one meant as a single array parameter in `sql.param(…)`; and a fragment of SQL
 * text is interpolated as `sql.raw(…)` (never with a value from outside) or as another `sql` template.
 */

const dialect = new PgDialect();

/** The text and parameters of a statement, as sent to the database. */
export const statementText = (statement: SQL): { text: string; params: unknown[] } => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
};

/** Runs a statement on a client (the database's, or a transaction's) and returns its rows. */
export async function rowsOn<Row extends Record<string, unknown>>(
  client: Sql,
  statement: SQL<Row>,
  options?: { name?: string },
): Promise<Row[]> {
  const { text, params } = statementText(statement);
  return (await client.query<Row>(text, params, options)).rows;
}

/** A store's means of running statements, once the database's migrations have been applied. */
export function statementsOf(db: Database) {
  return {
    /** The rows of a statement (a `select`, or a change `returning` columns). */
    async rows<Row extends Record<string, unknown>>(statement: SQL<Row>, options?: { name?: string }): Promise<Row[]> {
      await db.ready();
      return rowsOn(db.sql, statement, options);
    },
    /** Runs a statement whose rows are not read. */
    async run(statement: SQL): Promise<void> {
      await db.ready();
      const { text, params } = statementText(statement);
      await db.sql.query(text, params);
    },
  };
}

type ColumnsOf<T extends Table> = T["_"]["columns"];

/**
 * A table's row as the driver returns it: keyed by the columns' names in the database, each of the
 * type the schema (server/db/schema.ts) gives it, null where the column may be null.
 */
export type TableRow<T extends Table> = {
  [K in keyof ColumnsOf<T> as ColumnsOf<T>[K]["_"]["name"]]: ColumnsOf<T>[K]["_"]["notNull"] extends true
    ? ColumnsOf<T>[K]["_"]["data"]
    : ColumnsOf<T>[K]["_"]["data"] | null;
};

/** Some of a table's columns, by their names in the database: `Columns<typeof petitions, "id" | "title">`. */
export type Columns<T extends Table, Name extends keyof TableRow<T>> = Pick<TableRow<T>, Name>;
