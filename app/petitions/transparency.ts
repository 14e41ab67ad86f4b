/**
 * The petitions' figures month by month (the transparency page and its CSV), from the petitions' records and
 * their logs. Months are calendar months in UTC, written `YYYY-MM`.
 */
export type TransparencyMonth = {
  month: string;
  /** Petitions written, and petitions the public could first read, that month. */
  received: number;
  published: number;
  /** Petitions removed by the moderators that month (still removed), by the published reason's code; `other` for an operator's own words. */
  removed: Record<string, number>;
  /** Signatures the moderators took out of the count that month, by the reason the log publishes. */
  invalidated: Record<string, number>;
  /** The Government's responses published that month, and the median days each waited from its threshold. */
  responses: number;
  medianDaysToResponse: number | null;
  /** Petitions that reached the response threshold that month, and how many of them still wait for one. */
  reachedThreshold: number;
  stillOwed: number;
  /** Petitions published that month after waiting for review (pre-moderation), and their median wait in hours. */
  reviewed: number;
  medianHoursInReview: number | null;
};

export type Transparency = {
  generatedAt: string;
  /** Newest first, from the first month with a petition to the current one. */
  months: TransparencyMonth[];
  /** As the figures were read: petitions waiting for review (and the longest wait), and petitions owed a response. */
  now: { awaitingReview: number; longestReviewDays: number | null; owedResponse: number };
};

/** One figure of one month, as the store reads it: a count or a median, perhaps by a reason. */
export type MonthFigure = { month: string; figure: keyof TransparencyMonth; key?: string; value: number | null };

const emptyMonth = (month: string): TransparencyMonth => ({
  month,
  received: 0,
  published: 0,
  removed: {},
  invalidated: {},
  responses: 0,
  medianDaysToResponse: null,
  reachedThreshold: 0,
  stillOwed: 0,
  reviewed: 0,
  medianHoursInReview: null,
});

/** The month after `month` (`YYYY-MM`). */
function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** Every month from the first figure's to `current`, newest first, each with its figures (none missing). */
export function monthsOf(figures: readonly MonthFigure[], current: string): TransparencyMonth[] {
  const first = [current, ...figures.map((figure) => figure.month)].sort()[0] ?? current;
  const months = new Map<string, TransparencyMonth>();
  for (let month = first; month <= current; month = nextMonth(month)) months.set(month, emptyMonth(month));
  for (const { month, figure, key, value } of figures) {
    const row = months.get(month);
    if (!row || value === null) continue;
    if (figure === "removed" || figure === "invalidated") {
      const byReason = row[figure];
      byReason[key ?? "other"] = (byReason[key ?? "other"] ?? 0) + value;
    } else if (figure !== "month") {
      (row as Record<string, unknown>)[figure] = value;
    }
  }
  return [...months.values()].reverse();
}
