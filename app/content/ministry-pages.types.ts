import type { LinkWords } from "./links";
import type { Service } from "./types";

/** The five ministries of the government page, as the spec names them in their paths. */
export const MINISTRY_IDS = ["foreign-affairs", "finance", "education", "health", "defense"] as const;
export type MinistryId = (typeof MINISTRY_IDS)[number];

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

/**
 * What each language module writes: the words only. The services' links and
 * the hotline's number are the same in both languages and are added once, in
 * ministry-pages.ts. Services are named by the last part of their link; one of
 * the services page's is written with its description only, and takes its title
 * from there.
 */
export type MinistryPageWords = Omit<MinistryPage, "services" | "hotline"> & {
  services: Record<string, LinkWords | string>;
  hotline?: { heading: string; body: string };
};

export type MinistryPagesWords = Record<MinistryId, MinistryPageWords>;
