import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv";

describe("CSV fields and lines", () => {
  it("guards cells against formulas", () => {
    expect(csvField("=hyperlink(1)")).toBe("'=hyperlink(1)");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
  });

  it("writes dates as ISO text, nothing for null, and ends a line with CRLF", () => {
    expect(csvLine([1, null, new Date("2024-01-02T03:04:05Z"), "a\nb"])).toBe('1,,2024-01-02T03:04:05.000Z,"a\nb"\r\n');
  });
});
