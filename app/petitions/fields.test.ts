import { describe, expect, expectTypeOf, it } from "vitest";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import type { PetitionsMessages } from "~/i18n/messages/petitions.en";
import { PETITION_CATEGORIES, type PetitionCategory, type PetitionErrorCode } from "./fields";

/**
 * The catalogues word what this module names, and know nothing of it: a category or a refusal
 * code without its words, or words without one, fails here (and the typecheck).
 */
describe("the petitions' words in the catalogues", () => {
  it("name every category, and no other, in both languages", () => {
    expectTypeOf<keyof PetitionsMessages["categories"]>().toEqualTypeOf<PetitionCategory>();
    for (const catalogue of [en, ga]) {
      expect(Object.keys(catalogue.petitions.categories).sort()).toEqual([...PETITION_CATEGORIES].sort());
    }
  });

  it("have a message for every refusal code, and no other", () => {
    expectTypeOf<keyof PetitionsMessages["errors"]>().toEqualTypeOf<PetitionErrorCode>();
  });
});
