import { IRISH_NOUNS } from "./irish-numerals";
import type { Language } from "./language";
import { counted } from "./plural";

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ga: [
    "Eanáir",
    "Feabhra",
    "Márta",
    "Aibreán",
    "Bealtaine",
    "Meitheamh",
    "Iúil",
    "Lúnasa",
    "Meán Fómhair",
    "Deireadh Fómhair",
    "Samhain",
    "Nollaig",
  ],
};

/**
 * A calendar date (YYYY-MM-DD or a Date) in the page's language, e.g. "16 May 2025" /
 * "16 Bealtaine 2025". Month names are written out rather than taken from Intl so that
 * the server and every browser render the same text, whatever locale data they carry.
 */
export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  return `${date.getUTCDate()} ${MONTHS[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Where a date stands in a sentence: on a day, from one, to one. */
export type DateRole = "on" | "from" | "to";

/**
 * The words before a date in each language. Irish puts the article before a date after "ar", "ó" and
 * "go" ("ar an 16 Bealtaine", "ón 3 Márta go dtí an 20 Márta"), as before any day named by its number;
 * "ó" and "an" join ("ón"), and "go" takes "dtí" before the article.
 */
const BEFORE_DATE: Record<Language, Record<DateRole, string>> = {
  en: { on: "on", from: "from", to: "to" },
  ga: { on: "ar an", from: "ón", to: "go dtí an" },
};

/**
 * The preposition (with its article in Irish) before a date: every sentence that puts "ar", "ó" or
 * "go" before a date takes it from here, whether the date is in the text or in a `<time>` after it.
 */
export const beforeDate = (role: DateRole, language: Language): string => BEFORE_DATE[language][role];

/** "on 16 May 2025" / "ar an 16 Bealtaine 2025": a date already written out, with its preposition. */
export const onDate = (date: string, language: Language): string => `${beforeDate("on", language)} ${date}`;

/** "from 3 March to 20 March" / "ón 3 Márta go dtí an 20 Márta". */
export const dateSpan = (first: string, last: string, language: Language): string =>
  `${beforeDate("from", language)} ${first} ${beforeDate("to", language)} ${last}`;

/** A calendar month (YYYY-MM) in the page's language, e.g. "November 2026" / "Samhain 2026". */
export function formatMonth(month: string, language: Language): string {
  const [year, number] = month.split("-").map(Number);
  return `${MONTHS[language][(number ?? 1) - 1]} ${year}`;
}

type Unit = "year" | "month" | "day" | "hour" | "minute" | "second";

/** "<n> <unit> ago" written out in each language. */
const RELATIVE: Record<Language, (n: number, unit: Unit) => string> = {
  en: (n, unit) => `${counted(n, "en", { one: unit, other: `${unit}s` })} ago`,
  ga: (n, unit) => `${counted(n, "ga", IRISH_NOUNS[unit])} ó shin`,
};

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The spec counts a month as 30 days and a year as 365. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: ReadonlyArray<[Unit, number]> = [
  ["year", YEAR],
  ["month", MONTH],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
  ["second", SECOND],
];

/**
 * "3 days ago" / "3 lá ó shin": the largest whole unit of years, months, days,
 * hours, minutes or seconds between `then` and `now` (a time in the future
 * counts as now). Written out rather than taken from Intl so that the server
 * and every browser say the same, with correct Irish counting forms.
 */
export function formatRelative(then: Date, now: Date, language: Language): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return RELATIVE[language](Math.floor(seconds / size), unit);
  }
  return RELATIVE[language](0, "second");
}
