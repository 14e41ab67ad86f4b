import { describe, expect, it } from "vitest";
import { irishText } from "#test/support/irish-text";
import { beforeDate, dateSpan, formatDate, formatRelative, onDate } from "./dates";

describe("formatDate", () => {
  it("writes the month out in the page's language", () => {
    expect(formatDate("2025-05-16", "en")).toBe("16 May 2025");
    expect(formatDate("2025-05-16", "ga")).toBe("16 Bealtaine 2025");
    expect(formatDate("2025-09-01", "ga")).toBe("1 Meán Fómhair 2025");
  });

  it("reads a Date in UTC", () => {
    expect(formatDate(new Date("2026-11-22T23:30:00Z"), "en")).toBe("22 November 2026");
    expect(formatDate(new Date("2026-01-05T00:10:00Z"), "ga")).toBe("5 Eanáir 2026");
  });
});

const NOW = new Date("2026-11-22T12:00:00Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("formatRelative", () => {
  // Each row: how long ago, English, Irish. Every unit boundary, on both sides.
  const cases: Array<[number, string, string]> = [
    [0, "0 seconds ago", "0 soicind ó shin"],
    [999, "0 seconds ago", "0 soicind ó shin"],
    [SECOND, "1 second ago", "1 soicind ó shin"],
    [2 * SECOND, "2 seconds ago", "2 shoicind ó shin"],
    [12 * SECOND, "12 seconds ago", "12 shoicind ó shin"],
    [16 * SECOND, "16 seconds ago", "16 shoicind ó shin"],
    [59 * SECOND, "59 seconds ago", "59 soicind ó shin"],
    [MINUTE, "1 minute ago", "1 nóiméad ó shin"],
    [59 * MINUTE + 59 * SECOND, "59 minutes ago", "59 nóiméad ó shin"],
    [HOUR, "1 hour ago", "1 uair an chloig ó shin"],
    [2 * HOUR, "2 hours ago", "2 uair an chloig ó shin"],
    [3 * HOUR, "3 hours ago", "3 huaire an chloig ó shin"],
    [7 * HOUR, "7 hours ago", "7 n-uaire an chloig ó shin"],
    [13 * HOUR, "13 hours ago", "13 huaire an chloig ó shin"],
    [19 * HOUR, "19 hours ago", "19 n-uaire an chloig ó shin"],
    [23 * HOUR + 59 * MINUTE, "23 hours ago", "23 uair an chloig ó shin"],
    [DAY, "1 day ago", "1 lá ó shin"],
    [2 * DAY, "2 days ago", "2 lá ó shin"],
    [29 * DAY + 23 * HOUR, "29 days ago", "29 lá ó shin"],
    [30 * DAY, "1 month ago", "1 mhí ó shin"],
    [3 * 30 * DAY, "3 months ago", "3 mhí ó shin"],
    [8 * 30 * DAY, "8 months ago", "8 mí ó shin"],
    [11 * 30 * DAY, "11 months ago", "11 mhí ó shin"],
    [364 * DAY, "12 months ago", "12 mhí ó shin"],
    [365 * DAY, "1 year ago", "1 bhliain ó shin"],
    [2 * 365 * DAY, "2 years ago", "2 bhliain ó shin"],
    [4 * 365 * DAY, "4 years ago", "4 bliana ó shin"],
    [10 * 365 * DAY, "10 years ago", "10 mbliana ó shin"],
    [13 * 365 * DAY, "13 years ago", "13 bliana ó shin"],
    [17 * 365 * DAY, "17 years ago", "17 mbliana ó shin"],
    [20 * 365 * DAY, "20 years ago", "20 bliain ó shin"],
    [21 * 365 * DAY, "21 years ago", "21 bliain ó shin"],
  ];

  it.each(cases)("%d ms ago reads %s / %s", (ms, english, irish) => {
    expect(formatRelative(ago(ms), NOW, "en")).toBe(english);
    expect(formatRelative(ago(ms), NOW, "ga")).toBe(irish);
  });

  it("treats a time in the future as now", () => {
    expect(formatRelative(new Date(NOW.getTime() + 5 * MINUTE), NOW, "en")).toBe("0 seconds ago");
  });
});

describe("the words before a date", () => {
  it("give Irish the article after ar, ó and go", () => {
    expect(onDate("16 Bealtaine 2025", "ga")).toBe("ar an 16 Bealtaine 2025");
    expect(dateSpan("3 Márta 2026", "20 Márta 2026", "ga")).toBe("ón 3 Márta 2026 go dtí an 20 Márta 2026");
    expect(beforeDate("on", "ga")).toBe("ar an");
  });

  it("are the plain prepositions in English", () => {
    expect(onDate("16 May 2025", "en")).toBe("on 16 May 2025");
    expect(dateSpan("3 March 2026", "20 March 2026", "en")).toBe("from 3 March 2026 to 20 March 2026");
    expect(beforeDate("on", "en")).toBe("on");
  });

  it("stand before every date an Irish template puts after ar, ó or go", () => {
    // Each template is called with an unlikely number in every argument: a date handed to one comes right
    // after a preposition written by hand (`ar ${date}`), and a label a `<time>` follows ends with one.
    const texts = irishText({ samples: [7919] });
    const byHand = texts.filter((text) => /(?:^|\s)(?:ar|ó|go)(?:\s+7919\b|$)/u.test(text));
    expect(byHand).toEqual([]);
  });
});
