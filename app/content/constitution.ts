import type { Language } from "~/i18n/languages";
import { constitutionEn } from "./constitution.en";
import { constitutionGa } from "./constitution.ga";
import type { Constitution, ConstitutionArticle, ConstitutionChapter, ConstitutionWords } from "./constitution.types";

export type { Constitution, ConstitutionArticle, ConstitutionChapter } from "./constitution.types";

/** The chapters in order, each with the numbers of its articles. */
const CHAPTERS: Readonly<Record<ConstitutionChapter["id"], readonly number[]>> = {
  "chapter-1": [1, 2, 3],
  "chapter-2": [4, 5, 6, 7, 8],
  "chapter-3": [9, 10, 11],
  "chapter-4": [12, 13, 14],
  "chapter-5": [15, 16, 17],
  "chapter-6": [18, 19],
};

/** The Constitution in one language: its words in the order and with the numbers of the text. */
function constitution(words: ConstitutionWords, language: Language): Constitution {
  const missing = (what: string): never => {
    throw new Error(`No words for ${what} of the Constitution (${language})`);
  };
  return {
    intro: words.intro,
    preamble: words.preamble,
    chapters: (Object.entries(CHAPTERS) as [ConstitutionChapter["id"], readonly number[]][]).map(([id, numbers]) => {
      const chapter = words.chapters[id] ?? missing(id);
      return {
        id,
        heading: chapter.heading,
        articles: numbers.map((number): ConstitutionArticle => {
          const anchor = `article-${number}` as const;
          const article = chapter.articles[anchor] ?? missing(anchor);
          return { id: anchor, number, heading: article.heading, paragraphs: article.paragraphs };
        }),
      };
    }),
  };
}

/** The Constitution of 1991 in each language; the Irish module is typed against the English one. */
export const CONSTITUTION: Record<Language, Constitution> = {
  en: constitution(constitutionEn, "en"),
  ga: constitution(constitutionGa, "ga"),
};

/** Every article in reading order. */
export function articlesOf(constitution: Constitution): ConstitutionArticle[] {
  return constitution.chapters.flatMap((chapter) => chapter.articles);
}
