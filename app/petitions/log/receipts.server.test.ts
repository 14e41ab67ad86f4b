import { describe, expect, it } from "vitest";
import { canonicalCode } from "~/petitions/receipt-code";
import { newReceipt, receiptHash } from "./receipts.server";

describe("a signature's receipt", () => {
  it("is 150 random bits in six groups of five symbols, with the 32-byte hash the log keeps", () => {
    const receipt = newReceipt();
    expect(receipt.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
    expect(receipt.hash).toHaveLength(32);
    expect(receiptHash(receipt.code)?.equals(receipt.hash)).toBe(true);
  });

  it("is never the same twice, and uses every symbol", () => {
    const codes = Array.from({ length: 2_000 }, () => newReceipt().code);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join("").replaceAll("-", ""));
    expect(seen.size).toBe(32);
  });

  it("reads a code however it is typed: lower case, spaces, no hyphens, O for 0, I or L for 1", () => {
    const { code, hash } = newReceipt();
    const typed = [
      code.toLowerCase(),
      code.replaceAll("-", " "),
      code.replaceAll("-", ""),
      ` ${code}\n`,
      code.replaceAll("0", "O").replaceAll("1", "l"),
    ];
    for (const spelling of typed) expect(receiptHash(spelling)?.equals(hash), spelling).toBe(true);
  });

  it("refuses what is no receipt's code", () => {
    const { code } = newReceipt();
    for (const bad of ["", code.slice(0, -1), `${code}A`, code.replace(/^./, "U"), code.replace(/^./, "*")]) {
      expect(canonicalCode(bad), bad).toBeNull();
      expect(receiptHash(bad), bad).toBeNull();
    }
  });
});
