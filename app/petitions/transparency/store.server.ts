import { sql } from "drizzle-orm";
import { INVALIDATION_PREFIX } from "~/petitions/receipt-code";
import { AWAITING_REVIEW, REMOVAL_REASONS } from "~/petitions/removal-reasons";
import type { MonthFigure } from "~/petitions/transparency";
import type { Database } from "../../../server/db/client";
import { statementsOf } from "../../../server/db/statements";

/** A month of a timestamp, in UTC. */
const month = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM')`);

/** A petition that waited for review: published more than a minute after it was written (app/petitions/timeline.ts). */
const REVIEWED = sql.raw("published_at > created_at + interval '1 minute'");

const KNOWN_REASONS = Object.keys(REMOVAL_REASONS);

/** The transparency page's statements (app/petitions/transparency.ts): each a figure per month. */
export function createTransparencyStore(db: Database) {
  const { rows } = statementsOf(db);
  const figures = async (statement: ReturnType<typeof sql<MonthFigure>>) =>
    (await rows(statement)).map((row) => ({ ...row, value: row.value === null ? null : Number(row.value) }));
  return {
    /** Every figure of every month, read from the petitions' records and their logs. */
    async monthFigures(): Promise<MonthFigure[]> {
      const all = await Promise.all([
        figures(sql<MonthFigure>`select ${month("created_at")} as month, 'received' as figure, count(*) as value
          from petitions group by 1`),
        figures(sql<MonthFigure>`select ${month("published_at")} as month, 'published' as figure, count(*) as value
          from petitions where published_at is not null group by 1`),
        figures(sql<MonthFigure>`select ${month("hidden_at")} as month, 'removed' as figure,
            case when hidden_reason = any(${sql.param(KNOWN_REASONS)}::text[]) then hidden_reason else 'other' end as key,
            count(*) as value
          from petitions where hidden_at is not null and hidden_reason is distinct from ${AWAITING_REVIEW} group by 1, 3`),
        figures(sql<MonthFigure>`select ${month("created_at")} as month, 'invalidated' as figure,
            split_part(entry, ' ', 3) as key, count(*) as value
          from petition_log where signature_id is null and starts_with(entry, ${INVALIDATION_PREFIX}) group by 1, 3`),
        figures(sql<MonthFigure>`select ${month("response_published_at")} as month, 'responses' as figure, count(*) as value
          from petitions where response_published_at is not null and hidden_at is null group by 1`),
        figures(sql<MonthFigure>`select ${month("response_published_at")} as month, 'medianDaysToResponse' as figure,
            round((percentile_cont(0.5) within group (order by extract(epoch from response_published_at - response_threshold_at)) / 86400)::numeric, 1) as value
          from petitions where response_published_at is not null and response_threshold_at is not null and hidden_at is null
          group by 1`),
        figures(sql<MonthFigure>`select ${month("response_threshold_at")} as month, 'reachedThreshold' as figure, count(*) as value
          from petitions where response_threshold_at is not null and hidden_at is null group by 1`),
        figures(sql<MonthFigure>`select ${month("response_threshold_at")} as month, 'stillOwed' as figure, count(*) as value
          from petitions where response_threshold_at is not null and response_published_at is null and hidden_at is null
          group by 1`),
        figures(sql<MonthFigure>`select ${month("published_at")} as month, 'reviewed' as figure, count(*) as value
          from petitions where ${REVIEWED} group by 1`),
        figures(sql<MonthFigure>`select ${month("published_at")} as month, 'medianHoursInReview' as figure,
            round((percentile_cont(0.5) within group (order by extract(epoch from published_at - created_at)) / 3600)::numeric, 1) as value
          from petitions where ${REVIEWED} group by 1`),
      ]);
      return all.flat();
    },

    /** Petitions waiting for review now, the longest wait in days (at `at`), and petitions owed a response. */
    async now(at: Date) {
      const [row] = await rows(
        sql<{ awaiting: number | string; longest: number | string | null; owed: number | string }>`select
          (select count(*) from petitions where hidden_reason = ${AWAITING_REVIEW}) as awaiting,
          (select round((extract(epoch from ${at}::timestamptz - min(created_at)) / 86400)::numeric, 1)
             from petitions where hidden_reason = ${AWAITING_REVIEW}) as longest,
          (select count(*) from petitions
            where response_threshold_at is not null and response_published_at is null and hidden_at is null) as owed`,
      );
      return {
        awaitingReview: Number(row?.awaiting ?? 0),
        longestReviewDays: row?.longest === null || row?.longest === undefined ? null : Number(row.longest),
        owedResponse: Number(row?.owed ?? 0),
      };
    },
  };
}

export type TransparencyStore = ReturnType<typeof createTransparencyStore>;
