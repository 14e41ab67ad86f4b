import type { Language } from "~/i18n/language";
import { ministryPagesEn } from "./ministry-pages.en";
import { ministryPagesGa } from "./ministry-pages.ga";
import type { Service } from "./types";

/** The five ministries of the government page, as the spec names them in their paths. */
export const MINISTRY_IDS = ["foreign-affairs", "finance", "education", "health", "defense"] as const;
export type MinistryId = (typeof MINISTRY_IDS)[number];
export const ministryPath = (id: MinistryId) => `/government/ministries/${id}` as const;

/** A ministry's own page: what it does, who leads it, the portal's services it runs and how to reach it. */
export type MinistryPage = {
  intro: string;
  /** A sentence naming the minister. */
  minister: string;
  responsibilities: readonly string[];
  /** The portal's own pages for the services the ministry runs. */
  services: readonly Service[];
  contactBody: string;
  /** A line open day and night, where the ministry has one. */
  hotline?: { heading: string; body: string; number: string };
};

export type MinistryPages = Record<MinistryId, MinistryPage>;

/** Each language has its own module; the Irish one is typed against the English one. */
export const MINISTRY_PAGES: Record<Language, MinistryPages> = { en: ministryPagesEn, ga: ministryPagesGa };

export function ministryIdOf(path: string): MinistryId | undefined {
  return MINISTRY_IDS.find((id) => ministryPath(id) === path);
}
