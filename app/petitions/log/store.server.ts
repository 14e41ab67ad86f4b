import { sql } from "drizzle-orm";
import { INVALIDATION_REASONS } from "~/petitions/receipt-code";
import type { Database } from "../../../server/db/client";
import type { petitionSnapshots, petitions, snapshotKeys } from "../../../server/db/schema";
import { type Columns, statementsOf } from "../../../server/db/statements";
import { invalidationEntry, withdrawalEntry } from "./entries.server";

type SnapshotRow = Columns<
  typeof petitionSnapshots,
  "petition_id" | "size" | "head" | "count" | "at" | "signature" | "key_id"
>;
type KeyRow = Columns<
  typeof snapshotKeys,
  "id" | "public_key" | "created_at" | "announcement" | "announcement_signature"
>;

/** A key that has signed snapshots, as recorded: SPKI PEM, and the statement that announced it. */
export type StoredKey = {
  id: number;
  publicKey: string;
  createdAt: Date;
  announcement: { text: string; signature: string } | null;
};

const toKey = (row: KeyRow): StoredKey => ({
  id: row.id,
  publicKey: row.public_key,
  createdAt: new Date(row.created_at),
  announcement:
    row.announcement && row.announcement_signature
      ? { text: row.announcement, signature: row.announcement_signature }
      : null,
});

/** A published snapshot as stored: the head in base64, the signature in base64. */
export type StoredSnapshot = {
  petitionId: number;
  size: number;
  head: string;
  count: number;
  at: Date;
  signature: string;
  /** The key that signed it (null only before the first key is recorded). */
  keyId: number | null;
};

const toSnapshot = (row: SnapshotRow): StoredSnapshot => ({
  petitionId: row.petition_id,
  size: row.size,
  head: row.head,
  count: row.count,
  at: new Date(row.at),
  signature: row.signature,
  keyId: row.key_id,
});

/** Where the database keeps the snapshots' signing key when no SNAPSHOT_KEY_FILE is given. */
const KEY_SECRET = "snapshot-signing-key";

/**
 * The statements of the petitions' logs (written with the signatures, app/petitions/store.server.ts) and
 * of their signed snapshots.
 */
export function createLogStore(db: Database) {
  const { rows: query, run } = statementsOf(db);

  return {
    /** A petition's log from position `from` on, in order (at most `limit` entries when given). */
    async entries(petitionId: number, from = 0, limit?: number): Promise<string[]> {
      const rows = await query(
        sql<{ entry: string }>`select entry from petition_log
          where petition_id = ${petitionId} and position >= ${from} order by position
          ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
      );
      return rows.map((row) => row.entry);
    },

    /**
     * Up to `limit` entries from position `from`, as one text, one entry a line: a long log's pages are read
     * this way for the worker that builds its tree (one string a page, not thousands to parse and collect).
     */
    async entriesText(petitionId: number, from: number, limit: number): Promise<{ text: string; count: number }> {
      const rows = await query(
        sql<{ text: string | null; count: number }>`select string_agg(entry, E'\n' order by position) as text,
                count(*)::int as count
           from petition_log where petition_id = ${petitionId} and position >= ${from} and position < ${from + limit}`,
      );
      return { text: rows[0]?.text ?? "", count: rows[0]?.count ?? 0 };
    },

    /** The number of entries in a petition's log (0 for no such petition). */
    async size(petitionId: number): Promise<number> {
      const rows = await query(sql<{ log_size: number }>`select log_size from petitions where id = ${petitionId}`);
      return rows[0]?.log_size ?? 0;
    },

    /** A petition's log size and counter, read together (zero for no such petition). */
    async state(petitionId: number): Promise<{ logSize: number; signatureCount: number }> {
      const rows = await query(
        sql<Columns<typeof petitions, "log_size" | "signature_count">>`select log_size, signature_count
           from petitions where id = ${petitionId}`,
      );
      return { logSize: rows[0]?.log_size ?? 0, signatureCount: rows[0]?.signature_count ?? 0 };
    },

    /** The position of an entry in a petition's log, or null when the log does not hold it. */
    async positionOf(petitionId: number, entry: string): Promise<number | null> {
      const rows = await query(
        sql<{ position: number }>`select position from petition_log
          where petition_id = ${petitionId} and entry = ${entry} order by position limit 1`,
      );
      return rows[0]?.position ?? null;
    },

    /**
     * The entry that took the signature at `position` out of the count (an invalidation or its signer's
     * withdrawal), if there is one, with its own position.
     */
    async removalOf(petitionId: number, position: number): Promise<{ position: number; entry: string } | null> {
      // Each possible text exactly, so the (petition, entry) index finds it.
      const texts = [
        ...INVALIDATION_REASONS.map((reason) => invalidationEntry(position, reason)),
        withdrawalEntry(position),
      ].map((text) => sql`${text}`);
      const rows = await query(
        sql<{ position: number; entry: string }>`select position, entry from petition_log
          where petition_id = ${petitionId} and entry in (${sql.join(texts, sql`, `)}) order by position limit 1`,
      );
      return rows[0] ?? null;
    },

    /**
     * Petitions whose log has grown since their last snapshot (or that have a log and no snapshot), and
     * whose last snapshot was made at or before `madeBefore`, or that are closed: a closed petition's
     * final state (and any invalidation after it) is published without waiting.
     */
    async grown(madeBefore: Date): Promise<number[]> {
      const rows = await query(
        sql<{ id: number }>`select p.id from petitions p
           left join lateral (select max(s.size) as size, max(s.at) as at from petition_snapshots s
                               where s.petition_id = p.id) last on true
          where p.log_size > coalesce(last.size, 0)
            and (last.at is null or last.at <= ${madeBefore} or p.closed_at is not null)
          order by p.id`,
      );
      return rows.map((row) => row.id);
    },

    /** Keeps a snapshot; a snapshot of that size made by another process first is kept instead. */
    async publish(snapshot: StoredSnapshot): Promise<void> {
      await run(
        sql`insert into petition_snapshots (petition_id, size, head, count, at, signature, key_id)
          values (${snapshot.petitionId}, ${snapshot.size}, ${snapshot.head}, ${snapshot.count}, ${snapshot.at},
                  ${snapshot.signature}, ${snapshot.keyId})
          on conflict (petition_id, size) do nothing`,
      );
    },

    /** A petition's snapshots, oldest first. */
    async snapshots(petitionId: number): Promise<StoredSnapshot[]> {
      const rows = await query(
        sql<SnapshotRow>`select petition_id, size, head, count, at, signature, key_id from petition_snapshots
          where petition_id = ${petitionId} order by size`,
      );
      return rows.map(toSnapshot);
    },

    /**
     * Records the public key a server signs with (if it is not yet), and gives its id. The first key
     * recorded is also the key of the snapshots signed before keys were recorded.
     */
    async recordKey(publicKey: string): Promise<number> {
      const rows = await query(
        sql<{ id: number }>`with made as (
           insert into snapshot_keys (public_key) values (${publicKey}) on conflict (public_key) do nothing returning id
         )
         select id from made union all select id from snapshot_keys where public_key = ${publicKey}`,
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error("The snapshot key could not be recorded");
      await run(
        sql`update petition_snapshots set key_id = ${id}
             where key_id is null and ${id} = (select min(id) from snapshot_keys)`,
      );
      return id;
    },

    /** Every key that has signed snapshots, oldest first. */
    async keys(): Promise<StoredKey[]> {
      const rows = await query(
        sql<KeyRow>`select id, public_key, created_at, announcement, announcement_signature
          from snapshot_keys order by id`,
      );
      return rows.map(toKey);
    },

    /**
     * Records a new key with the statement that announces it and, when the database keeps the signing
     * key, makes the new one the key it keeps, in one statement.
     */
    async announceKey(
      publicKey: string,
      announcement: { text: string; signature: string },
      keptPrivateKey: string | null,
    ): Promise<number> {
      const rows = await query(
        sql<{ id: number }>`with made as (
           insert into snapshot_keys (public_key, announcement, announcement_signature)
           values (${publicKey}, ${announcement.text}, ${announcement.signature}) returning id
         ), kept as (
           update server_secrets set value = ${keptPrivateKey}
            where name = ${KEY_SECRET} and ${keptPrivateKey}::text is not null
         )
         select id from made`,
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error("The new snapshot key could not be recorded");
      return id;
    },

    /** The signing key the database keeps (PKCS #8 PEM): made by `make` the first time, then always that one. */
    async signingKey(make: () => string): Promise<string> {
      const rows = await query(
        sql<{ value: string }>`with made as (
           insert into server_secrets (name, value) values (${KEY_SECRET}, ${make()})
           on conflict (name) do nothing returning value
         )
         select value from made union all select value from server_secrets where name = ${KEY_SECRET}`,
      );
      const key = rows[0]?.value;
      if (!key) throw new Error("The snapshot signing key could not be read");
      return key;
    },
  };
}

export type LogStore = ReturnType<typeof createLogStore>;
