import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillGzip, gzipTemplate } from "./gzip-template";

describe("a gzip template", () => {
  it("gives a valid gzip stream of the text with every hole filled", () => {
    const text = `<html><script nonce="HOLE">a()</script>${"<p>Fáilte — ✓</p>".repeat(500)}<script nonce="HOLE"></script>`;
    const template = gzipTemplate(text, "HOLE");
    for (const value of ["abc123==", "x", ""]) {
      const filled = fillGzip(template, value);
      expect(gunzipSync(filled).toString()).toBe(text.replaceAll("HOLE", value));
    }
  });

  it("handles text without a hole, and an empty text", () => {
    expect(gunzipSync(fillGzip(gzipTemplate("plain", "HOLE"), "v")).toString()).toBe("plain");
    expect(gunzipSync(fillGzip(gzipTemplate("", "HOLE"), "v")).toString()).toBe("");
  });
});
