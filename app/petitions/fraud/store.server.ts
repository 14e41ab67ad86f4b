import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import type { fraudFlags, petitions } from "../../../server/db/schema";
import { type Columns, statementsOf } from "../../../server/db/statements";
import { type SignatureSource, signaturesOf } from "../store.server";

type FlagRow = Columns<typeof fraudFlags, "petition_id" | "source_kind" | "source" | "hour" | "signatures"> &
  Columns<typeof petitions, "title" | "language">;

/** A source that gave one petition more signatures in one hour than the threshold allows. */
export type FraudFlag = {
  petitionId: number;
  title: string;
  language: "en" | "ga";
  /** A network's salted hash (petition_signatures.address_hash), or an email domain. */
  kind: "network" | "domain";
  source: string;
  hour: Date;
  signatures: number;
};

/** The statements of the hourly look for heavy sources (./job.ts) and of the console's view of its flags. */
export function createFraudStore(db: Database) {
  const { rows } = statementsOf(db);
  /**
   * A look for one kind of source: for the hour from `hour` to `end`, it writes the flags `found` selects
   * over `threshold`, once each, and returns how many are new.
   */
  const flagging =
    (found: (hour: Date, end: Date, threshold: number) => SQL) =>
    async (hour: Date, threshold: number): Promise<number> => {
      const flagged = await rows(
        sql<{ flagged: number }>`with flagged as (
           insert into fraud_flags (petition_id, source_kind, source, hour, signatures)
           ${found(hour, new Date(hour.getTime() + 3_600_000), threshold)}
           on conflict do nothing returning 1
         )
         select count(*)::int as flagged from flagged`,
      );
      return flagged[0]?.flagged ?? 0;
    };
  return {
    /**
     * Flags each network that gave one petition more than `threshold` signatures in the hour from `hour`;
     * a flag found before is kept as it was. Returns how many are new.
     */
    flagNetworks: flagging(
      (hour, end, threshold) =>
        sql`select petition_id, 'network', address_hash, ${hour}, count(*)::int from petition_signatures
           where created_at >= ${hour} and created_at < ${end} and address_hash is not null
           group by petition_id, address_hash having count(*) > ${threshold}`,
    ),

    /**
     * With signing by email: flags each email domain from which more than `threshold` signatures to one
     * petition were confirmed in the hour from `hour` (and not withdrawn). Returns how many are new.
     */
    flagDomains: flagging(
      (hour, end, threshold) =>
        sql`select petition_id, 'domain', email_domain, ${hour}, count(*)::int from signature_requests
           where confirmed_at >= ${hour} and confirmed_at < ${end} and email_domain is not null
             and withdrawn_at is null
           group by petition_id, email_domain having count(*) > ${threshold}`,
    ),

    /** The flags of hours from `since`, newest first; one petition's when `petitionId` is given. */
    async flags(since: Date, petitionId?: number): Promise<FraudFlag[]> {
      const found = await rows(
        sql<FlagRow>`select f.petition_id, f.source_kind, f.source, f.hour, f.signatures, p.title, p.language
           from fraud_flags f join petitions p on p.id = f.petition_id
          where f.hour >= ${since} ${petitionId === undefined ? sql`` : sql`and f.petition_id = ${petitionId}`}
          order by f.hour desc, f.signatures desc limit 200`,
      );
      return found.map((row) => ({
        petitionId: Number(row.petition_id),
        title: row.title,
        language: row.language === "ga" ? "ga" : "en",
        kind: row.source_kind === "domain" ? "domain" : "network",
        source: row.source,
        hour: new Date(row.hour),
        signatures: Number(row.signatures),
      }));
    },

    /** The signatures one source gave a petition per hour from `since` (those not removed), newest first. */
    async sourceHourly(petitionId: number, source: SignatureSource, since: Date) {
      const found = await rows(
        sql<{ hour: Date; signatures: number | string }>`select date_trunc('hour', created_at) as hour,
                count(*) as signatures from petition_signatures
          where petition_id = ${petitionId} and created_at >= ${since} and ${signaturesOf(petitionId, source)}
          group by 1 order by 1 desc`,
      );
      return found.map((row) => ({ hour: new Date(row.hour), signatures: Number(row.signatures) }));
    },

    /**
     * How many signatures one source gave a petition from `since` (inclusive) to `until` (exclusive): what
     * invalidating them would take away (`removeSignatures` chooses them by the same condition).
     */
    async countIn(petitionId: number, source: SignatureSource, since: Date, until: Date): Promise<number> {
      const found = await rows(
        sql<{ signatures: number }>`select count(*)::int as signatures from petition_signatures
          where petition_id = ${petitionId} and created_at >= ${since} and created_at < ${until}
            and ${signaturesOf(petitionId, source)}`,
      );
      return found[0]?.signatures ?? 0;
    },
  };
}

export type FraudStore = ReturnType<typeof createFraudStore>;
