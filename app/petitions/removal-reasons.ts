import type { Language } from "~/i18n/language";

/**
 * The published reasons a moderator may give for removing a petition (the
 * operators' console offers only these). The petition's page shows the reason
 * in the page's language. A petition hidden with `npm run petitions -- hide
 * --reason "…"` keeps its free text, shown as written.
 */
export const REMOVAL_REASONS = {
  offensive: {
    en: "It contained offensive, abusive or hateful material.",
    ga: "Bhí ábhar maslach, ionsaitheach nó fuafar inti.",
  },
  misleading: {
    en: "It contained false or misleading information.",
    ga: "Bhí eolas bréagach nó míthreorach inti.",
  },
  personal: {
    en: "It contained personal information about other people.",
    ga: "Bhí eolas pearsanta faoi dhaoine eile inti.",
  },
  unlawful: {
    en: "It could break the law, for example by prejudicing a court case.",
    ga: "D'fhéadfadh sí an dlí a bhriseadh, mar shampla trí dhochar a dhéanamh do chás cúirte.",
  },
  duplicate: {
    en: "It duplicated a petition that was already open.",
    ga: "Bhí sí ar aon dul le hachainí eile a bhí oscailte cheana.",
  },
  "not-government": {
    en: "It asked for something that is not the Government's responsibility.",
    ga: "D'iarr sí rud nach bhfuil faoi chúram an Rialtais.",
  },
  advertising: {
    en: "It was advertising or spam.",
    ga: "Fógraíocht nó turscar a bhí inti.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type RemovalReason = keyof typeof REMOVAL_REASONS;

export const isRemovalReason = (value: unknown): value is RemovalReason =>
  typeof value === "string" && Object.hasOwn(REMOVAL_REASONS, value);

/** The reason a removed petition's page gives, in its language; free text as written; null without one. */
export function removalReasonText(reason: string | null | undefined, language: Language): string | null {
  if (!reason) return null;
  return isRemovalReason(reason) ? REMOVAL_REASONS[reason][language] : reason;
}

/**
 * The language the reason is written in where it is shown in `language`: a published reason is
 * given in the page's language; an operator's free text (`npm run petitions -- hide --reason`,
 * a command in English for staff) is taken as English.
 */
export function removalReasonLanguage(reason: string | null | undefined, language: Language): Language {
  return isRemovalReason(reason) ? language : "en";
}

/**
 * The mark of a petition hidden because it waits for a moderator's review
 * (PETITION_MODERATION=before), not removed: never offered as a reason.
 */
export const AWAITING_REVIEW = "awaiting-review";

/** The label before the reason on a removed petition's page. */
export const REMOVAL_REASON_LABEL: Record<Language, string> = { en: "Reason:", ga: "Cúis:" };
