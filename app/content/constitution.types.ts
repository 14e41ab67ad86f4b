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

/**
 * What each language module writes: the words only, each chapter and article
 * under its anchor. Which articles a chapter holds, and their numbers, are the
 * same in both languages and are written once, in constitution.ts.
 */
export type ConstitutionWords = {
  intro: string;
  preamble: { heading: string; text: string };
  chapters: Record<
    ConstitutionChapter["id"],
    { heading: string; articles: Record<ArticleAnchor, Pick<ConstitutionArticle, "heading" | "paragraphs">> }
  >;
};
