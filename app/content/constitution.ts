import type { Language } from "~/i18n/languages";
import { constitutionEn } from "./constitution.en";
import { constitutionGa } from "./constitution.ga";
import type { Constitution, ConstitutionArticle } from "./constitution.types";

export type { Constitution, ConstitutionArticle, ConstitutionChapter } from "./constitution.types";

/** The Constitution of 1991 in each language; the Irish module is typed against the English one. */
export const CONSTITUTION: Record<Language, Constitution> = { en: constitutionEn, ga: constitutionGa };

/** Every article in reading order. */
export function articlesOf(constitution: Constitution): ConstitutionArticle[] {
  return constitution.chapters.flatMap((chapter) => chapter.articles);
}
