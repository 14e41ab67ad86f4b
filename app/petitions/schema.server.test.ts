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
        translation: null,
      },
    });
  });

  it("takes the other language's title and description together, or neither", () => {
    const base = { title: "Bus to Carna", description: "A daily bus." };
    expect(
      parseNewPetition({ ...base, translatedTitle: " Bus go Carna ", translatedDescription: "Bus gach lá." }),
    ).toMatchObject({ success: true, data: { translation: { title: "Bus go Carna", description: "Bus gach lá." } } });
    expect(parseNewPetition({ ...base, translatedTitle: " ", translatedDescription: "" })).toMatchObject({
      success: true,
      data: { translation: null },
    });
    expect(parseNewPetition({ ...base, translatedTitle: "Bus go Carna" })).toEqual({
      success: false,
      errors: { translatedDescription: "translationIncomplete" },
    });
    expect(parseNewPetition({ ...base, translatedDescription: "d".repeat(1001), translatedTitle: "T\u200B" })).toEqual({
      success: false,
      errors: { translatedTitle: "hiddenCharacters", translatedDescription: "descriptionTooLong" },
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

describe("text a reader cannot see (issue 29, item 6)", () => {
  const base = { title: "Title", description: "Description" };
  const codeOf = (fields: Record<string, string>, field: "title" | "description" | "submitterName" = "title") => {
    const result = parseNewPetition({ ...base, ...fields });
    return result.success ? null : result.errors[field];
  };

  it.each([
    ["Hangul fillers", "\u3164\u3164"],
    ["a Mongolian vowel separator", "a\u180Eb"],
    ["a left-to-right mark", "a\u200Eb"],
    ["a right-to-left mark", "a\u200Fb"],
    ["an Arabic letter mark", "a\u061Cb"],
    ["a soft hyphen", "a\u00ADb"],
    ["tag characters", "a\u{E0041}\u{E0042}"],
    ["a noncharacter", "a\uFFFEb"],
    ["a lone surrogate", "a\uD800b"],
  ])("refuses %s as hidden characters", (_name, title) => {
    expect(codeOf({ title })).toBe("hiddenCharacters");
  });

  it.each([
    ["braille blanks", "\u2800\u2800"],
    ["only punctuation", "…!?"],
    ["only combining marks", "\u0301".repeat(90)],
    ["a letter under a stack of marks", `e${"\u0301".repeat(20)}`],
  ])("refuses %s as text without a visible letter or digit", (_name, title) => {
    expect(codeOf({ title })).toBe("unreadable");
    expect(codeOf({ description: title }, "description")).toBe("unreadable");
    expect(codeOf({ submitterName: title }, "submitterName")).toBe("unreadable");
  });

  it("keeps Irish with fadas (precomposed or combining), emoji with joiners, digits and other scripts", () => {
    for (const title of ["Fáilte", "Fa\u0301ilte", "👩‍💻 for 2027", "10", "עברית", "नमस्ते", "Tiếng Việt"]) {
      expect(codeOf({ title }), title).toBeNull();
    }
  });

  it("has a message for each code in both languages", async () => {
    const { petitionsEn } = await import("~/i18n/messages/petitions.en");
    const { petitionsGa } = await import("~/i18n/messages/petitions.ga");
    expect(petitionsEn.errors.unreadable).toMatch(/letters or numbers/);
    expect(petitionsGa.errors.unreadable).toMatch(/litreacha/);
  });
});
