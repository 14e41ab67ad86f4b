import { describe, expect, it } from "vitest";
import { logMessages } from "./messages.server";

describe("the petition log API's messages", () => {
  it("count the minutes to the next snapshot (the proof's 404 with SNAPSHOT_MINUTES=1 and more)", () => {
    expect(logMessages("en").receiptNotYet(1)).toContain("within 1 minute of a change");
    expect(logMessages("en").receiptNotYet(5)).toContain("within 5 minutes of a change");
    expect(logMessages("ga").receiptNotYet(1)).toContain("laistigh de 1 nóiméad ó athrú");
    expect(logMessages("ga").receiptNotYet(20)).toContain("laistigh de 20 nóiméad ó athrú");
  });
});
