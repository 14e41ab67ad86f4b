import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY, TERMS_OF_USE } from "~/content/legal";
import { withSettings } from "./legal-settings";

/** Every string of a legal text. */
const text = (document: {
  intro: string;
  sections: readonly { paragraphs: readonly string[]; points?: readonly string[] }[];
}) =>
  [document.intro, ...document.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])].join(
    "\n",
  );

describe("the privacy policy", () => {
  it("states PETITION_RETENTION_DAYS, counted in each language", () => {
    expect(text(withSettings(PRIVACY_POLICY.en, "en", 90))).toContain("erased 90 days after the petition closes");
    expect(text(withSettings(PRIVACY_POLICY.en, "en", 1))).toContain("erased 1 day after the petition closes");
    expect(text(withSettings(PRIVACY_POLICY.ga, "ga", 90))).toContain("a shíniú 90 lá tar éis don achainí dúnadh");
    for (const language of ["en", "ga"] as const) {
      const filled = text(withSettings(PRIVACY_POLICY[language], language, 90));
      expect(filled).not.toContain("{");
      expect(filled).not.toContain("180");
    }
  });

  it("leaves a text without settings as it is", () => {
    expect(withSettings(TERMS_OF_USE.ga, "ga", 90)).toEqual(TERMS_OF_USE.ga);
  });
});
