import type { PageOf } from "~/pages/pages";
import type { NationFacts } from "./government.types";
import type { LinkWords } from "./links";
import type { Contact, ProseSection, Service } from "./types";

/** The pages behind the government page's branch links, one screen for all (see the page registry). */
export type InstitutionPath = PageOf<"routes/government-institution.tsx">["path"];

/** A titled part of an information page: paragraphs, then an optional list. */
export type InfoSection = ProseSection & {
  /** The points are steps in order. */
  ordered?: boolean;
};

export type InstitutionPage = {
  intro: string;
  /** One of the spec's static facts, shown as it is on the home and government pages. */
  fact?: keyof Pick<NationFacts, "president" | "assembly" | "supremeCourt">;
  sections: readonly InfoSection[];
  contact?: Contact;
  /** Pages to read next, e.g. the article of the Constitution behind the institution. */
  related: readonly Service[];
};

export type InstitutionPages = Record<InstitutionPath, InstitutionPage>;

/**
 * What each language module writes: the words only. The fact shown, the
 * office's e-mail address and the links to read next are the same in both
 * languages and are added once, in institutions.ts.
 */
export type InstitutionPageWords = Omit<InstitutionPage, "fact" | "contact" | "related"> & {
  contact?: { heading: string; body: string };
};

export type InstitutionPagesWords = Record<InstitutionPath, InstitutionPageWords>;

/**
 * The words of the links to read next, once each in a language however many pages show the link. Links are
 * named by the last part of their address, or "article-N" for an article of the Constitution.
 */
export type InstitutionLinksWords = Record<string, LinkWords>;
