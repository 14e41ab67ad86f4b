import type { InvalidationReason } from "./receipt-code";
import type { TimelineEvent } from "./timeline";
/**
 * The petition's fields as every side knows them: the form in the browser, the server and the
 * database's constraints. The schema that checks them (./schema.server.ts, with Zod) is the server's;
 * the browser checks the same limits natively, so pages need not download it.
 */

import type { Language } from "~/i18n/languages";

/** The seven petition categories (spec section 3), in the order the form lists them. */
export const PETITION_CATEGORIES = [
  "community-development",
  "environment",
  "governance-policy",
  "human-rights",
  "infrastructure",
  "public-services",
  "other",
] as const;

export type PetitionCategory = (typeof PETITION_CATEGORIES)[number];

export const DEFAULT_CATEGORY: PetitionCategory = "community-development";

/** The creation form's honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Limits shared by the form, the server and the database constraints. */
export const PETITION_LIMITS = {
  title: 200,
  description: 1000,
  submitterName: 100,
  submitterEmail: 254,
} as const;

/**
 * Why a field was refused. The page shows the translated message for the code;
 * the JSON API answers with the message in the requester's language.
 */
export type PetitionErrorCode =
  | "titleRequired"
  | "titleTooLong"
  | "descriptionRequired"
  | "descriptionTooLong"
  | "nameTooLong"
  | "emailInvalid"
  | "emailTooLong"
  | "categoryInvalid"
  | "hiddenCharacters"
  | "unreadable"
  /** Only one of the other language's title and description was written: both, or neither. */
  | "translationIncomplete";

/** The fields in the order the form shows them, for the error summary. */
export const PETITION_FIELDS = [
  "title",
  "description",
  "translatedTitle",
  "translatedDescription",
  "submitterName",
  "submitterEmail",
  "category",
] as const;

/** Why each refused field was refused. */
export type PetitionFieldErrors = Partial<Record<(typeof PETITION_FIELDS)[number], PetitionErrorCode>>;

/**
 * Where a petition stands with the Government's response, or with the outcome of its debate:
 * nothing yet, its threshold crossed and nothing published (`awaiting`), or published.
 */
export const ANSWER_STATES = ["none", "awaiting", "published"] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** The Government's response to a petition, or its debate's outcome, as it leaves the server. */
export type GovernmentAnswer = {
  state: AnswerState;
  /** When it was published (ISO 8601, to the second), or null. */
  publishedAt: string | null;
  /**
   * The published text in both languages: on a petition's own read, not in the list (a petition's page
   * keeps only its own language's).
   */
  text?: { en?: string; ga?: string };
};

export const NO_ANSWER: GovernmentAnswer = { state: "none", publishedAt: null };

/**
 * The state as the change notifications carry it (migration 0006): 0 none, 1 awaiting, else the
 * publication's Unix time in seconds.
 */
export function answerOfCode(code: unknown): GovernmentAnswer | undefined {
  if (typeof code !== "number" || !Number.isInteger(code) || code < 0) return undefined;
  if (code === 0) return NO_ANSWER;
  if (code === 1) return { state: "awaiting", publishedAt: null };
  return { state: "published", publishedAt: new Date(code * 1000).toISOString() };
}

/** The petition with its answers' texts in one language only: what a page in that language needs. */
export function withAnswersIn<P extends Pick<PublicPetition, "response" | "debateOutcome">>(
  petition: P,
  language: "en" | "ga",
): P {
  const only = (answer: GovernmentAnswer): GovernmentAnswer =>
    answer.text ? { ...answer, text: { [language]: answer.text[language] } } : answer;
  return { ...petition, response: only(petition.response), debateOutcome: only(petition.debateOutcome) };
}

/**
 * A petition as the server reads it: never the submitter's email. Its `title` and `description` are the
 * original's (in `language`); `translation` the other language's. What pages and the API show is a
 * `PublicPetition`, in the reader's language (`publicPetition`).
 */
export type PetitionRecord = {
  id: number;
  title: string;
  description: string;
  category: PetitionCategory | null;
  submitterName: string | null;
  /**
   * The language the petitioner wrote in (that of the page it was created on): its title,
   * description and name are marked with it (`lang`) wherever they are shown.
   */
  language: Language;
  /**
   * The petition in the other language (the one it was not written in), from its petitioner or a
   * translator; null until it is translated. Pages and the API show the text in their own language
   * through `petitionTextIn`.
   */
  translation: PetitionTranslation | null;
  signatureCount: number;
  createdAt: string | null;
  /** Closed (at its deadline, or by an operator): shown, but takes no new signatures. */
  closed: boolean;
  /** Its deadline (PETITION_OPEN_DAYS after publication), and when it closed; absent where a reader needs neither. */
  closesAt?: string | null;
  closedAt?: string | null;
  /** The Government's response (owed from PETITION_RESPONSE_THRESHOLD signatures). */
  response: GovernmentAnswer;
  /** The outcome of the debate (considered from PETITION_DEBATE_THRESHOLD signatures). */
  debateOutcome: GovernmentAnswer;
  /**
   * Signatures taken out of the count, by the reason the petition's log publishes (one petition read
   * alone; absent from lists). Empty when none were.
   */
  invalidated?: Array<{ reason: InvalidationReason; count: number }>;
  /** Its signatures in the last hour (rounded), in the list sorted by "popular now" only. */
  recentSignatures?: number;
  /** What happened to it and when, oldest first (one petition read alone; absent from lists). */
  timeline?: TimelineEvent[];
};

/** A petition's title and description in the language it was not written in. */
export type PetitionTranslation = {
  title: string;
  description: string;
  /** When this text was last written (ISO 8601). */
  translatedAt: string;
};

/** A petition's text as a page in one language shows it. */
export type PetitionText = {
  title: string;
  description: string;
  /** The language the text is in: the page's, or the original's while the petition waits for its translation. */
  language: Language;
  /** Whether this is the petitioner's own text (the original) rather than a translation. */
  original: boolean;
};

/**
 * A petition's title and description for a reader of `language`: its own text when it was written in
 * that language, else its translation, else (not yet translated) the original, marked with its language.
 */
export function petitionTextIn(
  petition: Pick<PetitionRecord, "title" | "description" | "language" | "translation">,
  language: Language,
): PetitionText {
  if (petition.language !== language && petition.translation) {
    const { title, description } = petition.translation;
    return { title, description, language, original: false };
  }
  return { title: petition.title, description: petition.description, language: petition.language, original: true };
}

/**
 * A petition as it leaves the server, to a page or the JSON API in one language: `title` and
 * `description` in that language where the petition has them (else the original), `language` the
 * original's, and `translations` the texts in the language it was not written in (none until it is
 * translated). Never the submitter's email.
 */
export type PublicPetition = Omit<PetitionRecord, "translation"> & {
  translations: Partial<Record<Language, PetitionTranslation>>;
};

/** The language a public petition's `title` and `description` are in, on a page in `language`. */
export function shownLanguage(
  petition: Pick<PublicPetition, "language" | "translations">,
  language: Language,
): Language {
  return petition.language === language || petition.translations[language] ? language : petition.language;
}

export function publicPetition(petition: PetitionRecord, language: Language): PublicPetition {
  const { translation, ...rest } = petition;
  const text = petitionTextIn(petition, language);
  const other: Language = petition.language === "en" ? "ga" : "en";
  return {
    ...rest,
    title: text.title,
    description: text.description,
    translations: translation ? { [other]: translation } : {},
  };
}

/** Parses a path or form id: a positive integer that fits the database's integer, or null. */
export function parsePetitionId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
