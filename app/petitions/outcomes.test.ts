import { describe, expect, it } from "vitest";
import {
  ANSWER_STATUS,
  afterSigning,
  answerOf,
  answerOfResponse,
  type CommandStatus,
  hasSigned,
  type Intent,
} from "./outcomes";

describe("one table for the API's statuses, the pages' redirects and the islands' outcomes", () => {
  const cases: Array<[Intent, CommandStatus, string, number]> = [
    ["create", "created", "created", 201],
    ["create", "discarded", "created", 201],
    ["create", "invalid", "invalid", 400],
    ["create", "rate-limited", "create-rate-limited", 429],
    ["create", "unavailable", "create-unavailable", 503],
    ["sign", "signed", "signed", 201],
    ["sign", "already-signed", "already-signed", 409],
    ["sign", "closed", "closed", 409],
    ["sign", "not-found", "not-found", 404],
    ["sign", "rate-limited", "sign-rate-limited", 429],
    ["sign", "unavailable", "sign-unavailable", 503],
    ["report", "reported", "reported", 201],
    ["report", "not-found", "not-found", 404],
    ["report", "rate-limited", "report-rate-limited", 429],
    ["report", "unavailable", "report-unavailable", 503],
  ];

  it.each(cases)(
    "%s that the service answers %s is %s, status %i, and reads back the same",
    (intent, status, answer, code) => {
      expect(answerOf(intent, status)).toBe(answer);
      expect(ANSWER_STATUS[answerOf(intent, status)]).toBe(code);
      // A discarded creation is answered like a success, so it reads back as one.
      expect(answerOfResponse(intent, code, { closed: status === "closed" })).toBe(answer);
    },
  );

  it("reads no answer, or one it does not expect, as the service being unavailable", () => {
    expect(answerOfResponse("sign", null)).toBe("sign-unavailable");
    expect(answerOfResponse("report", 500)).toBe("report-unavailable");
    expect(answerOfResponse("create", 409)).toBe("create-unavailable");
    expect(answerOf("report", "signed")).toBe("report-unavailable");
  });

  it("marks a petition signed after a signature or a repeat, never after a refusal", () => {
    expect(hasSigned("signed")).toBe(true);
    expect(hasSigned("already-signed")).toBe(true);
    for (const other of ["closed", "not-found", "sign-unavailable", null] as const)
      expect(hasSigned(other)).toBe(false);
  });

  it("never lowers a count after signing, and closes a petition the answer says is closed", () => {
    const petition = { id: 1, signatureCount: 12, closed: false };
    expect(afterSigning(petition, "signed", 10)).toEqual({ id: 1, signatureCount: 12, closed: false });
    expect(afterSigning(petition, "signed", 13)).toEqual({ id: 1, signatureCount: 13, closed: false });
    expect(afterSigning(petition, "closed", 12)).toEqual({ id: 1, signatureCount: 12, closed: true });
    expect(afterSigning(petition, "sign-unavailable", 99)).toBe(petition);
  });
});
