import type { Language } from "~/i18n/languages";
import { governmentContentEn } from "./government.en";
import { governmentContentGa } from "./government.ga";
import type { Branch, BranchId, BranchLinks, GovernmentWords, InvestmentSector, NationFacts } from "./government.types";
import type { InstitutionPath } from "./institutions.types";
import { MINISTRY_IDS } from "./ministry-pages.types";
import type { Localized, Ministry } from "./types";

export type { Branch, BranchId, NationFacts } from "./government.types";

const WORDS: Localized<GovernmentWords> = { en: governmentContentEn, ga: governmentContentGa };

/** Each branch's fact and the institutions it links to, in the order of the tabs (Executive first, the default). */
const BRANCH_BASE: { [B in BranchId]: { fact: Branch["fact"]; links: readonly BranchLinks[B][] } } = {
  executive: { fact: "president", links: ["president", "cabinet"] },
  legislative: { fact: "assembly", links: ["parliament", "legislation"] },
  judicial: { fact: "supremeCourt", links: ["judiciary", "supreme-court"] },
};

const institutionPath = (id: BranchLinks[BranchId]): InstitutionPath => `/government/${id}`;

function branches(language: Language): readonly Branch[] {
  return (Object.keys(BRANCH_BASE) as BranchId[]).map(<B extends BranchId>(value: B) => {
    const words: GovernmentWords["branches"][B] = WORDS[language].branches[value];
    const base = BRANCH_BASE[value];
    return {
      value,
      label: words.label,
      description: words.description,
      fact: base.fact,
      links: base.links.map((id) => ({ ...words.links[id], link: institutionPath(id) })),
    };
  });
}

export const NATION_FACTS: Localized<NationFacts> = {
  en: governmentContentEn.nationFacts,
  ga: governmentContentGa.nationFacts,
};

/** The government page's tabs, Executive first (the default). */
export const BRANCHES: Localized<readonly Branch[]> = { en: branches("en"), ga: branches("ga") };

function ministries(language: Language): readonly Ministry[] {
  return MINISTRY_IDS.map((value) => ({
    value,
    image: `/images/ministries/${value}.svg`,
    link: `/government/ministries/${value}`,
    ...WORDS[language].ministries[value],
  }));
}

/** The five ministries of the government page's accordion, in the spec's order. */
export const MINISTRIES: Localized<readonly Ministry[]> = { en: ministries("en"), ga: ministries("ga") };

export const INVESTMENT_SECTORS: Localized<readonly InvestmentSector[]> = {
  en: governmentContentEn.investmentSectors,
  ga: governmentContentGa.investmentSectors,
};
