/**
 * A petition's signatures over time: the hourly buckets the database keeps (migration 0014), what the
 * counts API publishes from them, and the series its page draws. Pure, so the server's answer, the chart
 * and its table agree to the signature.
 */

/** One hour (UTC) in which a petition's count moved: signatures counted, and taken off (withdrawn, invalidated). */
export type HourCount = { hour: string; signed: number; removed: number };

export const COUNT_INTERVALS = ["hour", "day"] as const;
export type CountInterval = (typeof COUNT_INTERVALS)[number];

/** A period's figures: its start (UTC), what was counted and taken off in it, and the count at its end. */
export type PeriodCount = { start: string; signed: number; removed: number; total: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP: Record<CountInterval, number> = { hour: HOUR_MS, day: DAY_MS };

/** The start (UTC) of the hour or day that holds `ms`. */
export const periodStart = (ms: number, interval: CountInterval) => Math.floor(ms / STEP[interval]) * STEP[interval];

/** The periods in which the count moved, oldest first, each with the running total at its end. */
export function countsBy(history: readonly HourCount[], interval: CountInterval): PeriodCount[] {
  const periods: PeriodCount[] = [];
  let total = 0;
  for (const { hour, signed, removed } of history) {
    const start = new Date(periodStart(Date.parse(hour), interval)).toISOString();
    total += signed - removed;
    const last = periods.at(-1);
    if (last?.start === start) {
      last.signed += signed;
      last.removed += removed;
      last.total = total;
    } else {
      periods.push({ start, signed, removed, total });
    }
  }
  return periods;
}

/** The chart shows hours while a petition is at most this old, then days. */
export const HOURLY_SPAN_MS = 2 * DAY_MS;

/** A point of the chart: a period's start and the count at its end. */
export type ChartPoint = { start: string; total: number };
export type ChartSeries = { interval: CountInterval; points: ChartPoint[] };

/**
 * Every period from the petition's first to `until` (now, or when it closed), hours for its first two days,
 * days after, each with the count at its end: periods without signatures carry the count forward.
 */
export function chartSeries(history: readonly HourCount[], from: string, until: string): ChartSeries {
  const first = Math.min(Date.parse(from), history[0] ? Date.parse(history[0].hour) : Number.POSITIVE_INFINITY);
  const last = Math.max(Date.parse(until), first);
  const interval: CountInterval = last - first <= HOURLY_SPAN_MS ? "hour" : "day";
  const moved = new Map(countsBy(history, interval).map((period) => [Date.parse(period.start), period.total]));
  const points: ChartPoint[] = [];
  let total = 0;
  for (let start = periodStart(first, interval); start <= last; start += STEP[interval]) {
    total = moved.get(start) ?? total;
    points.push({ start: new Date(start).toISOString(), total });
  }
  return { interval, points };
}

/** The series with its last point at the live count (the chart's current period), when the count has moved on. */
export function withLiveCount<Series extends ChartSeries>(series: Series, count: number): Series {
  const last = series.points.at(-1);
  if (!last || last.total === count) return series;
  return { ...series, points: [...series.points.slice(0, -1), { ...last, total: count }] };
}
