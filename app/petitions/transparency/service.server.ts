import { INVALIDATION_REASONS } from "~/petitions/receipt-code";
import { REMOVAL_REASONS } from "~/petitions/removal-reasons";
import { monthsOf, type Transparency } from "~/petitions/transparency";
import { now } from "../../../server/core/clock";
import { csvLine } from "../../../server/http/csv";
import type { TransparencyStore } from "./store.server";

/** How long the figures are served before they are read again. */
const FRESH_MS = 60_000;

/**
 * The petitions' figures month by month, read at most once a minute per process (the page and its CSV
 * share them); a failed read is tried again by the next request.
 */
export function createTransparency(store: TransparencyStore) {
  let kept: { at: number; figures: Promise<Transparency> } | undefined;
  return function read(): Promise<Transparency> {
    const at = now();
    if (!kept || at.getTime() - kept.at > FRESH_MS) {
      const figures = (async () => {
        const [months, current] = await Promise.all([store.monthFigures(), store.now(at)]);
        return { generatedAt: at.toISOString(), months: monthsOf(months, at.toISOString().slice(0, 7)), now: current };
      })();
      kept = { at: at.getTime(), figures };
      figures.catch(() => {
        if (kept?.figures === figures) kept = undefined;
      });
    }
    return kept.figures;
  };
}

const REMOVED = [...Object.keys(REMOVAL_REASONS), "other"];

/** The figures as CSV, one line a month, newest first; a column for each reason of removal and of invalidation. */
export function transparencyCsv({ months }: Transparency): string {
  const header = [
    "month",
    "received",
    "published",
    ...REMOVED.map((reason) => `removed_${reason}`),
    ...INVALIDATION_REASONS.map((reason) => `invalidated_${reason}`),
    "responses",
    "median_days_to_response",
    "reached_response_threshold",
    "still_owed_response",
    "reviewed_before_publication",
    "median_hours_in_review",
  ];
  return (
    csvLine(header) +
    months
      .map((row) =>
        csvLine([
          row.month,
          row.received,
          row.published,
          ...REMOVED.map((reason) => row.removed[reason] ?? 0),
          ...INVALIDATION_REASONS.map((reason) => row.invalidated[reason] ?? 0),
          row.responses,
          row.medianDaysToResponse,
          row.reachedThreshold,
          row.stillOwed,
          row.reviewed,
          row.medianHoursInReview,
        ]),
      )
      .join("")
  );
}
