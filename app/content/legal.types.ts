import type { ProseSection } from "./types";

/**
 * The legal pages' copy. Each language has its own module (legal.en.ts,
 * legal.ga.ts); the Irish one is typed against the English one, so a missing
 * or extra section does not compile.
 */
export type LegalSection = ProseSection & {
  /** When present, the section ends with "label: DATA_PROTECTION_EMAIL" as a mail link. */
  contactLabel?: string;
};

export type LegalDocument = {
  /** `{retention}` in the text is PETITION_RETENTION_DAYS, counted, written in by the page (app/routes/legal-document.tsx). */
  intro: string;
  sections: readonly LegalSection[];
};

/** The Terms of Use have exactly eight numbered sections. */
export type TermsOfUse = LegalDocument & {
  sections: readonly [
    LegalSection,
    LegalSection,
    LegalSection,
    LegalSection,
    LegalSection,
    LegalSection,
    LegalSection,
    LegalSection,
  ];
};
