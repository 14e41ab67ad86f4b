import { describe, expect, it } from "vitest";
import { chartSeries, countsBy, type HourCount, withLiveCount } from "./history";

const hours: HourCount[] = [
  { hour: "2026-11-01T09:00:00.000Z", signed: 5, removed: 0 },
  { hour: "2026-11-01T10:00:00.000Z", signed: 3, removed: 1 },
  { hour: "2026-11-03T23:00:00.000Z", signed: 2, removed: 0 },
];

describe("a petition's signatures over time", () => {
  it("adds the hours up by hour or by day, with the count at the end of each", () => {
    expect(countsBy(hours, "hour").map(({ total }) => total)).toEqual([5, 7, 9]);
    expect(countsBy(hours, "day")).toEqual([
      { start: "2026-11-01T00:00:00.000Z", signed: 8, removed: 1, total: 7 },
      { start: "2026-11-03T00:00:00.000Z", signed: 2, removed: 0, total: 9 },
    ]);
  });

  it("draws hours for the first two days, carrying the count over hours without signatures", () => {
    const series = chartSeries(hours.slice(0, 2), "2026-11-01T08:30:00.000Z", "2026-11-01T12:10:00.000Z");
    expect(series.interval).toBe("hour");
    expect(series.points).toEqual([
      { start: "2026-11-01T08:00:00.000Z", total: 0 },
      { start: "2026-11-01T09:00:00.000Z", total: 5 },
      { start: "2026-11-01T10:00:00.000Z", total: 7 },
      { start: "2026-11-01T11:00:00.000Z", total: 7 },
      { start: "2026-11-01T12:00:00.000Z", total: 7 },
    ]);
  });

  it("draws days after that, up to today", () => {
    const series = chartSeries(hours, "2026-11-01T08:30:00.000Z", "2026-11-04T01:00:00.000Z");
    expect(series.interval).toBe("day");
    expect(series.points.map(({ total }) => total)).toEqual([7, 7, 9, 9]);
  });

  it("moves the last point to the live count", () => {
    const series = chartSeries(hours, "2026-11-01T08:30:00.000Z", "2026-11-04T01:00:00.000Z");
    expect(withLiveCount(series, 12).points.at(-1)?.total).toBe(12);
    expect(withLiveCount(series, 9)).toBe(series);
  });
});
