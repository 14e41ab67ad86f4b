import type { ArticleAnchor } from "./constitution-links";

/** The shape of the Constitution's text, the same in both languages. */
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
