import type { Language } from "~/i18n/languages";
import { articleLink, CONSTITUTION_TEXT_PATH } from "./constitution-links";
import { ASSEMBLY_EMAIL, COURTS_EMAIL, PRESIDENT_EMAIL } from "./contacts";
import { institutionLinksEn, institutionsEn } from "./institutions.en";
import { institutionLinksGa, institutionsGa } from "./institutions.ga";
import type {
  InstitutionLinksWords,
  InstitutionPage,
  InstitutionPages,
  InstitutionPagesWords,
  InstitutionPageWords,
  InstitutionPath,
} from "./institutions.types";
import { linksWithWords } from "./links";

export type { InfoSection } from "./institutions.types";

type LinkName = keyof typeof institutionLinksEn;

/** Where each link to read next leads, the same in both languages. */
const LINKS: Record<LinkName, string> = {
  cabinet: "/government/cabinet",
  "article-9": articleLink(9),
  ministries: "/government/ministries",
  president: "/government/president",
  "article-11": articleLink(11),
  legislation: "/government/legislation",
  petitions: "/petitions",
  "article-12": articleLink(12),
  parliament: "/government/parliament",
  "article-13": articleLink(13),
  "supreme-court": "/government/supreme-court",
  "constitutional-court": "/government/constitutional-court",
  "article-15": articleLink(15),
  judiciary: "/government/judiciary",
  "article-16": articleLink(16),
  "constitution-text": CONSTITUTION_TEXT_PATH,
  "article-17": articleLink(17),
};

/** What each page shows the same in both languages: its fact, its office's address, the links to read next in order. */
const PAGE_BASE: Record<InstitutionPath, { fact?: InstitutionPage["fact"]; email?: string; related: LinkName[] }> = {
  "/government/president": { fact: "president", email: PRESIDENT_EMAIL, related: ["cabinet", "article-9"] },
  "/government/cabinet": { related: ["ministries", "president", "article-11"] },
  "/government/parliament": {
    fact: "assembly",
    email: ASSEMBLY_EMAIL,
    related: ["legislation", "petitions", "article-12"],
  },
  "/government/legislation": { related: ["parliament", "petitions", "article-13"] },
  "/government/judiciary": { email: COURTS_EMAIL, related: ["supreme-court", "constitutional-court", "article-15"] },
  "/government/supreme-court": { fact: "supremeCourt", related: ["judiciary", "article-16"] },
  "/government/constitutional-court": { related: ["constitution-text", "article-17", "judiciary"] },
};

/** One page in one language: its words with what both languages share. */
function institutionPage(
  path: InstitutionPath,
  words: InstitutionPageWords,
  links: InstitutionLinksWords,
  language: Language,
): InstitutionPage {
  const { fact, email, related } = PAGE_BASE[path];
  const { contact, ...rest } = words;
  return {
    ...rest,
    ...(fact ? { fact } : {}),
    ...(contact && email ? { contact: { kind: "email", ...contact, address: email } } : {}),
    related: linksWithWords(Object.fromEntries(related.map((name) => [name, LINKS[name]])), links, {
      whose: `the link of ${path} named`,
      language,
    }),
  };
}

function institutionPages(language: Language): InstitutionPages {
  const words: InstitutionPagesWords = { en: institutionsEn, ga: institutionsGa }[language];
  const links: InstitutionLinksWords = { en: institutionLinksEn, ga: institutionLinksGa }[language];
  return Object.fromEntries(
    (Object.keys(PAGE_BASE) as InstitutionPath[]).map((path) => [
      path,
      institutionPage(path, words[path], links, language),
    ]),
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
