import type { Language } from "./language";

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

/** Counting forms of a noun after a numeral. */
export type CountForm = "one" | "two" | "few" | "many" | "other";

/**
 * Which form of a noun follows the number n in Irish, as counted with digits
 * (CLDR's plural rules for "ga"): 1, 2, 3–6 (séimhiú or h- before a vowel),
 * 7–10 (urú), and the base form for 0 and 11 upwards.
 */
export function irishCountForm(n: number): CountForm {
  if (n === 1) return "one";
  if (n === 2) return "two";
  if (n >= 3 && n <= 6) return "few";
  if (n >= 7 && n <= 10) return "many";
  return "other";
}

type Unit = "year" | "month" | "day" | "hour" | "minute" | "second";

/** "<n> <unit> ago" written out in each language. */
const RELATIVE: Record<Language, (n: number, unit: Unit) => string> = {
  en: (n, unit) => `${n} ${unit}${n === 1 ? "" : "s"} ago`,
  ga: (n, unit) => `${n} ${IRISH_UNITS[unit][irishCountForm(n)]} ó shin`,
};

const IRISH_UNITS: Record<Unit, Record<CountForm, string>> = {
  year: { one: "bhliain", two: "bhliain", few: "bliana", many: "mbliana", other: "bliain" },
  month: { one: "mhí", two: "mhí", few: "mhí", many: "mí", other: "mí" },
  day: { one: "lá", two: "lá", few: "lá", many: "lá", other: "lá" },
  hour: {
    one: "uair an chloig",
    two: "uair an chloig",
    few: "huaire an chloig",
    many: "n-uaire an chloig",
    other: "uair an chloig",
  },
  minute: { one: "nóiméad", two: "nóiméad", few: "nóiméad", many: "nóiméad", other: "nóiméad" },
  second: { one: "soicind", two: "shoicind", few: "shoicind", many: "soicind", other: "soicind" },
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
