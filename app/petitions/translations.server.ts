import { LANGUAGE_NAMES } from "~/i18n/languages";
import type { PetitionErrorCode } from "~/petitions/fields";
import { parseTranslation, type TranslationText } from "~/petitions/schema.server";
import type { Database } from "../../server/db/client";
import { createTranslationStore, type TranslatablePetition, type TranslationSource } from "./translation-store.server";

/** The audit log's names of a translation: the first, and each correction after it. */
export const TRANSLATION_ACTIONS = {
  first: "petition-translated",
  correction: "petition-translation-corrected",
} as const;

/** Why a field of a translation was refused, for staff (the console is in English). */
function refusal(code: PetitionErrorCode, name: string): string {
  switch (code) {
    case "titleRequired":
    case "descriptionRequired":
      return `Write the ${name}.`;
    case "titleTooLong":
      return `The ${name} must be 200 characters or fewer.`;
    case "descriptionTooLong":
      return `The ${name} must be 1,000 characters or fewer.`;
    case "hiddenCharacters":
      return `Remove the hidden characters (control characters, zero-width spaces or text-direction marks) from the ${name}.`;
    default:
      return `Write the ${name} with letters or numbers that can be seen.`;
  }
}

export type TranslationResult =
  | { status: "done"; action: "first" | "correction"; petition: TranslatablePetition }
  | { status: "invalid"; message: string; errors: Partial<Record<"title" | "description", string>> }
  | { status: "not-found" };

/** One audit entry, written by whoever acts: the console (with the staff member and their address) or the command. */
export type TranslationAudit = (entry: { action: string; petitionId: number; detail: unknown }) => Promise<void>;

/**
 * Petitions in both languages: a petition keeps the text its petitioner wrote (its `language`), and a
 * translation gives it the other language's title and description. A translation may be written by the
 * petitioner with the petition, by a moderator or admin in the console's translation queue, or by an
 * operator with `npm run petitions -- translate`; a correction replaces it on the pages at once and keeps
 * the older text (petition_translations). Every change by staff or the command is audited with the texts
 * before and after. Nothing here touches the petition's count or log, so its signed snapshots stay as they were.
 */
export function createTranslations(db: Database) {
  const store = createTranslationStore(db);
  return {
    queue: store.queue,
    petition: store.petition,
    history: store.history,

    /** Checks and writes a translation of petition `id`, audited through `audit`. */
    async translate(
      id: number,
      input: { title: unknown; description: unknown },
      by: { source: Exclude<TranslationSource, "petitioner">; accountId: number | null },
      audit: TranslationAudit,
    ): Promise<TranslationResult> {
      const current = await store.petition(id);
      if (!current) return { status: "not-found" };
      const target = current.language === "en" ? "ga" : "en";
      const parsed = parseTranslation(input);
      if (!parsed.success) {
        const errors: Partial<Record<"title" | "description", string>> = {};
        for (const field of ["title", "description"] as const) {
          const code: PetitionErrorCode | undefined = parsed.errors[field];
          if (code) errors[field] = refusal(code, `${LANGUAGE_NAMES[target]} ${field}`);
        }
        return { status: "invalid", message: "The translation was not saved: correct the text below.", errors };
      }
      const text: TranslationText = parsed.data;
      const before = await store.write(id, text, by);
      if (!before) return { status: "not-found" };
      const action = before.translation ? "correction" : "first";
      await audit({
        action: TRANSLATION_ACTIONS[action],
        petitionId: id,
        detail: {
          language: target,
          before: before.translation
            ? { title: before.translation.title, description: before.translation.description }
            : null,
          after: { title: text.title, description: text.description },
        },
      });
      const after = await store.petition(id);
      return { status: "done", action, petition: after ?? before };
    },
  };
}

export type Translations = ReturnType<typeof createTranslations>;
