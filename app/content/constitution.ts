import type { Language } from "~/i18n/language";
import { constitutionEn } from "./constitution.en";
import { constitutionGa } from "./constitution.ga";

/** The anchor of an article on the constitution page: "article-9". Links to an article use it, so it never changes. */
export type ArticleAnchor = `article-${number}`;

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

/** The address of the constitution's text, and of one of its articles. */
export const CONSTITUTION_TEXT_PATH = "/government/constitution/text";
export const articleLink = (number: number) => `${CONSTITUTION_TEXT_PATH}#article-${number}`;

/** The Constitution of 1991 in each language; the Irish module is typed against the English one. */
export const CONSTITUTION: Record<Language, Constitution> = { en: constitutionEn, ga: constitutionGa };

/** Every article in reading order. */
export function articlesOf(constitution: Constitution): ConstitutionArticle[] {
  return constitution.chapters.flatMap((chapter) => chapter.articles);
}
