import type { MinistryId } from "./ministry-pages.types";
import type { Ministry, Service } from "./types";

/** Spec section 1, static facts. One place, used by the home and government pages. */
export type NationFacts = {
  population: { label: string; figure: string };
  constitution: { label: string; figure: string };
  president: string;
  assembly: string;
  supremeCourt: string;
};

export type BranchId = "executive" | "legislative" | "judicial";
export type Branch = {
  value: BranchId;
  label: string;
  description: string;
  fact: keyof Pick<NationFacts, "president" | "assembly" | "supremeCourt">;
  links: readonly Service[];
};

/** The institutions each branch links to, by the last part of their page's path (/government/…). */
export type BranchLinks = {
  executive: "president" | "cabinet";
  legislative: "parliament" | "legislation";
  judicial: "judiciary" | "supreme-court";
};

export type InvestmentSector = { title: string; description: string };

/**
 * What each language module writes: the words only. The branches' facts and
 * links, the ministries' emblems and paths are the same in both languages and
 * are added once, in government.ts.
 */
export type GovernmentWords = {
  nationFacts: NationFacts;
  branches: {
    [B in BranchId]: {
      label: string;
      description: string;
      links: Record<BranchLinks[B], Pick<Service, "title" | "description">>;
    };
  };
  ministries: Record<MinistryId, Pick<Ministry, "name" | "imageAlt" | "description">>;
  investmentSectors: readonly InvestmentSector[];
};
