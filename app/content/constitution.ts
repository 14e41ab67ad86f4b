import type { Language } from "~/i18n/language";
import { constitutionEn } from "./constitution.en";
import { constitutionGa } from "./constitution.ga";
import type { ArticleAnchor } from "./constitution-links";

export type ConstitutionArticle = {
  id: ArticleAnchor;
  number: number;
  heading: string;
  paragraphs: readonly string[];
};

export type ConstitutionChapter = {
  id: `chapter-${number}`;
  heading: string;
  articles: readonly ConstitutionArticle[];
};

export type Constitution = {
  intro: string;
  preamble: { heading: string; text: string };
  chapters: readonly ConstitutionChapter[];
};

/** The Constitution of 1991 in each language; the Irish module is typed against the English one. */
export const CONSTITUTION: Record<Language, Constitution> = { en: constitutionEn, ga: constitutionGa };

/** Every article in reading order. */
export function articlesOf(constitution: Constitution): ConstitutionArticle[] {
  return constitution.chapters.flatMap((chapter) => chapter.articles);
}
