import { describe, expect, it } from "vitest";
import { PASSPORT_APPLICANT, SAVED_ANSWERS } from "#test/spec/forms";
import { validate } from "./define-form";
import { diplomaticRelationsForm } from "./definitions/diplomatic-relations";
import { passportApplicationForm } from "./definitions/passport-application";
import { passportRenewalForm } from "./definitions/passport-renewal";
import { taxFilingForm } from "./definitions/tax-filing";
import { isIsoDate, SHORT_MAX } from "./fields";

describe("the previous passport number", () => {
  it("is neither checked nor saved for a new passport", () => {
    const result = validate(passportApplicationForm, {
      ...PASSPORT_APPLICANT,
      reasonForApplication: "New Passport",
      previousPassportNumber: "x".repeat(SHORT_MAX + 1),
    });
    expect(result.ok && Object.keys(result.data)).not.toContain("previousPassportNumber");
    expect(result.ok).toBe(true);
  });

  it.each(["Passport Renewal", "Lost/Stolen Passport Replacement"])("is saved, and optional, for %s", (reason) => {
    expect(validate(passportApplicationForm, { ...PASSPORT_APPLICANT, reasonForApplication: reason })).toEqual({
      ok: true,
      data: { ...PASSPORT_APPLICANT, reasonForApplication: reason, previousPassportNumber: "" },
    });
    expect(
      validate(passportApplicationForm, {
        ...PASSPORT_APPLICANT,
        reasonForApplication: reason,
        previousPassportNumber: " P123 ",
      }),
    ).toEqual({
      ok: true,
      data: { ...PASSPORT_APPLICANT, reasonForApplication: reason, previousPassportNumber: "P123" },
    });
  });

  it("refuses an option the form does not offer", () => {
    expect(validate(passportApplicationForm, { ...PASSPORT_APPLICANT, reasonForApplication: "Upgrade" })).toEqual({
      ok: false,
      errors: { reasonForApplication: "required" },
    });
  });
});

describe("formats", () => {
  // A valid renewal: each check changes one of its answers.
  const renewal = SAVED_ANSWERS.passportRenewal;

  it("checks dates are real calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("31/01/2027")).toBe(false);
    expect(validate(passportRenewalForm, { ...renewal, passportExpiryDate: "2027-13-01" })).toEqual({
      ok: false,
      errors: { passportExpiryDate: "date" },
    });
  });

  it("checks telephone numbers", () => {
    expect(validate(passportRenewalForm, { ...renewal, contactNumber: "+353 (1) 234-5678" }).ok).toBe(true);
    expect(validate(passportRenewalForm, { ...renewal, contactNumber: "call me" })).toEqual({
      ok: false,
      errors: { contactNumber: "phone" },
    });
  });

  it("checks email addresses", () => {
    const application = { nationName: "Avalon", representativeName: "Lee", message: "Hello" };
    expect(validate(diplomaticRelationsForm, { ...application, representativeEmail: "lee-at-avalon" })).toEqual({
      ok: false,
      errors: { representativeEmail: "email" },
    });
  });

  it("refuses answers that are too long", () => {
    expect(validate(passportRenewalForm, { ...renewal, fullName: "a".repeat(SHORT_MAX + 1) })).toEqual({
      ok: false,
      errors: { fullName: "tooLong" },
    });
  });
});

describe("tax filing numbers", () => {
  const filing = { taxpayerName: "A", taxIDNumber: "T1", taxYear: "2025", incomeAmount: "0", taxType: "VAT" };

  it("saves the year and the income as numbers", () => {
    expect(validate(taxFilingForm, filing)).toEqual({ ok: true, data: { ...filing, taxYear: 2025, incomeAmount: 0 } });
  });

  it.each([
    ["taxYear", "twenty", "number"],
    ["taxYear", "2025.5", "wholeNumber"],
    ["taxYear", "1899", "tooSmall"],
    ["taxYear", "2101", "tooLarge"],
    ["incomeAmount", "-1", "tooSmall"],
    ["incomeAmount", "", "required"],
  ])("refuses %s = %j (%s)", (name, value, code) => {
    expect(validate(taxFilingForm, { ...filing, [name]: value })).toEqual({ ok: false, errors: { [name]: code } });
  });
});
