import { formatDate } from "~/i18n/dates";
import { messagesFor } from "~/i18n/language";
import type { Language } from "~/i18n/languages";
import { type ChartSeries, chartSeries, type HourCount, withLiveCount } from "./history";
import { type ChartWords, chartWords, STORY_WORDS } from "./story-words";
import type { TimelineEvent } from "./timeline";

/** A timeline's event as the page shows it: its time (for `<time>`), its date and what happened, worded. */
export type WordedEvent = { at: string; date: string; text: string };

/** What happened, in the page's language. */
export function eventText(event: TimelineEvent, language: Language): string {
  const t = STORY_WORDS[language];
  switch (event.kind) {
    case "created":
      return t.created;
    case "published":
      return t.published;
    case "threshold":
      return event.threshold === "response"
        ? t.responseThreshold(event.signatures)
        : t.debateThreshold(event.signatures);
    case "response":
      return t.response;
    case "debate-outcome":
      return t.debateOutcome;
    case "closed":
      return event.onDeadline ? t.closedOnDeadline : t.closedEarly;
    case "removed":
      return t.removed;
    case "invalidated":
      return t.invalidated(event.count, messagesFor(language).petitions.invalidationReasons[event.reason]);
  }
}

/** The timeline worded for the page. */
export const wordedTimeline = (events: readonly TimelineEvent[], language: Language): WordedEvent[] =>
  events.map((event) => ({
    at: event.at,
    date: formatDate(new Date(event.at), language),
    text: eventText(event, language),
  }));

/** A period's name in the chart's table: its day, and its hour when the chart is drawn by the hour (UTC). */
export function periodLabel(start: string, interval: ChartSeries["interval"], language: Language): string {
  const date = new Date(start);
  const day = formatDate(date, language);
  return interval === "hour" ? `${day}, ${String(date.getUTCHours()).padStart(2, "0")}:00` : day;
}

/** What the chart's island draws: the series, each period's name, and the words. */
export type ChartData = ChartSeries & { labels: string[]; words: ChartWords };

/**
 * The chart of a petition's count from its creation to `until` (now, or when it closed): hours for its first
 * two days, then days, in the page's language. `count` is the counter as read with the page, which the last
 * period shows even when the buckets were read a moment before it.
 */
export function chartData(
  history: readonly HourCount[],
  { from, until, count }: { from: string; until: string; count: number },
  language: Language,
): ChartData {
  const series = withLiveCount(chartSeries(history, from, until), count);
  const labels = series.points.map((point) => periodLabel(point.start, series.interval, language));
  const words = chartWords(language, series.interval, { first: labels[0] ?? "", last: labels.at(-1) ?? "" });
  return { ...series, labels, words };
}
