import { describe, expect, it } from "vitest";
import { parseNewPetition } from "./schema.server";

describe("parseNewPetition", () => {
  it("trims text, stores blank optional fields as null and defaults the category", () => {
    expect(
      parseNewPetition({ title: "  Title ", description: " Body ", submitterName: " ", submitterEmail: "" }),
    ).toEqual({
      success: true,
      data: {
        title: "Title",
        description: "Body",
        submitterName: null,
        submitterEmail: null,
        category: "community-development",
      },
    });
  });

  it("accepts the limits exactly and refuses one character more", () => {
    const atLimit = { title: "t".repeat(200), description: "d".repeat(1000), submitterName: "n".repeat(100) };
    expect(parseNewPetition(atLimit).success).toBe(true);
    expect(
      parseNewPetition({ title: "t".repeat(201), description: "d".repeat(1001), submitterName: "n".repeat(101) }),
    ).toEqual({
      success: false,
      errors: { title: "titleTooLong", description: "descriptionTooLong", submitterName: "nameTooLong" },
    });
  });

  it("gives one code per field for missing, malformed and unknown values", () => {
    expect(parseNewPetition({ title: 5, submitterEmail: "nope", category: "sport" })).toEqual({
      success: false,
      errors: {
        title: "titleRequired",
        description: "descriptionRequired",
        submitterEmail: "emailInvalid",
        category: "categoryInvalid",
      },
    });
    expect(parseNewPetition(null)).toMatchObject({ success: false, errors: { title: "titleRequired" } });
    expect(parseNewPetition({ title: "T", description: "D", submitterEmail: `${"e".repeat(250)}@x.ie` })).toEqual({
      success: false,
      errors: { submitterEmail: "emailTooLong" },
    });
  });
});

describe("hidden characters", () => {
  it("refuses controls, zero-width spaces and direction overrides, and keeps ordinary Unicode", () => {
    const base = { title: "Title", description: "Description" };
    for (const sneaky of ["a\u0000b", "a\u0007b", "a\u200Bb", "a\u202Eb", "a\u2066b", "a\uFEFFb"]) {
      const result = parseNewPetition({ ...base, title: sneaky });
      expect(result.success ? null : result.errors.title, JSON.stringify(sneaky)).toBe("hiddenCharacters");
    }
    const name = parseNewPetition({ ...base, submitterName: "Seán\u0000" });
    expect(name.success ? null : name.errors.submitterName).toBe("hiddenCharacters");
    const kept = parseNewPetition({
      ...base,
      title: "Fáilte — 👩‍👩‍👧 עברית",
      description: "Line one\nLine two\twith a tab",
    });
    expect(kept.success && kept.data.title).toBe("Fáilte — 👩‍👩‍👧 עברית");
    expect(kept.success && kept.data.description).toBe("Line one\nLine two\twith a tab");
  });
});
