import type { LegalDocument } from "~/content/legal";
import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/language";
import { counted } from "~/i18n/plural";

/** "180 days" / "180 lá": PETITION_RETENTION_DAYS, through the plural helper. */
const retention = (days: number, language: Language) =>
  language === "ga" ? counted(days, "ga", IRISH_NOUNS.day) : counted(days, "en", { one: "day", other: "days" });

/** A legal text with the settings it states written in for `{retention}`. */
export function withSettings(document: LegalDocument, language: Language, retentionDays: number): LegalDocument {
  const fill = (text: string) => text.replaceAll("{retention}", retention(retentionDays, language));
  return {
    intro: fill(document.intro),
    sections: document.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      ...(section.points ? { points: section.points.map(fill) } : {}),
    })),
  };
}
