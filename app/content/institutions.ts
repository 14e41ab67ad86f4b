import type { Language } from "~/i18n/languages";
import { articleLink, CONSTITUTION_TEXT_PATH } from "./constitution-links";
import { ASSEMBLY_EMAIL, COURTS_EMAIL, PRESIDENT_EMAIL } from "./contacts";
import { institutionsEn } from "./institutions.en";
import { institutionsGa } from "./institutions.ga";
import type { InstitutionPage, InstitutionPages, InstitutionPageWords, InstitutionPath } from "./institutions.types";
import { linksWithWords } from "./links";

export type { InfoSection } from "./institutions.types";

type RelatedKeys = { [P in InstitutionPath]: keyof (typeof institutionsEn)[P]["related"] };

/** What each page shows the same in both languages: its fact, its office's address, the pages to read next in order. */
const PAGE_BASE: {
  [P in InstitutionPath]: { fact?: InstitutionPage["fact"]; email?: string; related: Record<RelatedKeys[P], string> };
} = {
  "/government/president": {
    fact: "president",
    email: PRESIDENT_EMAIL,
    related: {
      cabinet: "/government/cabinet",
      "article-9": articleLink(9),
    },
  },
  "/government/cabinet": {
    related: {
      ministries: "/government/ministries",
      president: "/government/president",
      "article-11": articleLink(11),
    },
  },
  "/government/parliament": {
    fact: "assembly",
    email: ASSEMBLY_EMAIL,
    related: {
      legislation: "/government/legislation",
      petitions: "/petitions",
      "article-12": articleLink(12),
    },
  },
  "/government/legislation": {
    related: {
      parliament: "/government/parliament",
      petitions: "/petitions",
      "article-13": articleLink(13),
    },
  },
  "/government/judiciary": {
    email: COURTS_EMAIL,
    related: {
      "supreme-court": "/government/supreme-court",
      "constitutional-court": "/government/constitutional-court",
      "article-15": articleLink(15),
    },
  },
  "/government/supreme-court": {
    fact: "supremeCourt",
    related: {
      judiciary: "/government/judiciary",
      "article-16": articleLink(16),
    },
  },
  "/government/constitutional-court": {
    related: {
      "constitution-text": CONSTITUTION_TEXT_PATH,
      "article-17": articleLink(17),
      judiciary: "/government/judiciary",
    },
  },
};

/** One page in one language: its words with what both languages share. */
function institutionPage(path: InstitutionPath, words: InstitutionPageWords, language: Language): InstitutionPage {
  const { fact, email, related } = PAGE_BASE[path];
  const { contact, related: relatedWords, ...rest } = words;
  return {
    ...rest,
    ...(fact ? { fact } : {}),
    ...(contact && email ? { contact: { kind: "email", ...contact, address: email } } : {}),
    related: linksWithWords(related, relatedWords, { whose: `the link of ${path} named`, language }),
  };
}

function institutionPages(language: Language): InstitutionPages {
  const words: Record<InstitutionPath, InstitutionPageWords> = { en: institutionsEn, ga: institutionsGa }[language];
  return Object.fromEntries(
    (Object.keys(PAGE_BASE) as InstitutionPath[]).map((path) => [path, institutionPage(path, words[path], language)]),
  ) as InstitutionPages;
}

/**
 * Each language has its own module; the Irish one is typed against the English
 * one, so a missing page, section or link does not compile.
 */
export const INSTITUTION_PAGES: Record<Language, InstitutionPages> = {
  en: institutionPages("en"),
  ga: institutionPages("ga"),
};
