import { describe, expect, it } from "vitest";
import { parseNewPetition } from "./petition-schema";

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
