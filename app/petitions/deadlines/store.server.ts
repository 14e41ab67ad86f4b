import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import type { petitions } from "../../../server/db/schema";
import { type Columns, statementsOf } from "../../../server/db/statements";

/** The closing job's statement (./job.ts). */
export function createDeadlineStore(db: Database) {
  const { rows } = statementsOf(db);
  return {
    /**
     * Closes every open petition whose deadline is at or before `at`, at its deadline, and writes the audit
     * log's `closed-on-deadline` for each in the same statement; returns their ids. The update takes each
     * row's lock, so of several processes running it at once exactly one closes a petition.
     */
    async closeDue(at: Date): Promise<number[]> {
      const closed = await rows(
        sql<Columns<typeof petitions, "id">>`with closed as (
           update petitions set closed_at = closes_at
            where closed_at is null and closes_at <= ${at}
           returning id, closes_at, signature_count
         ), audited as (
           insert into audit_log (actor, action, petition_id, detail)
           select 'portal', 'closed-on-deadline', id,
                  json_build_object('closesAt', closes_at, 'signatures', signature_count)::text
             from closed
         )
         select id from closed order by id`,
      );
      return closed.map((row) => row.id);
    },
  };
}

export type DeadlineStore = ReturnType<typeof createDeadlineStore>;
