import { counted, type PluralForms } from "~/i18n/plural";

/** The nouns the console and the operators' commands count (both in English, for staff). */
const NOUNS = {
  hour: { one: "hour", other: "hours" },
  minute: { one: "minute", other: "minutes" },
  petition: { one: "petition", other: "petitions" },
  report: { one: "report", other: "reports" },
  signature: { one: "signature", other: "signatures" },
  signer: { one: "signer", other: "signers" },
  update: { one: "update", other: "updates" },
} as const satisfies Record<string, PluralForms>;

/**
 * A number and its noun for staff ("1 report", "3 reports"), through the portal's one plural
 * helper (app/i18n/plural.ts), never a hand-made "s".
 */
export const staffCount = (n: number, noun: keyof typeof NOUNS): string => counted(n, "en", NOUNS[noun]);
