import { z } from "~/lib/zod";
import {
  DEFAULT_CATEGORY,
  PETITION_CATEGORIES,
  PETITION_FIELDS,
  PETITION_LIMITS,
  type PetitionErrorCode,
  type PetitionFieldErrors,
} from "./fields";

/**
 * Characters that can disguise text or break storage: controls (NUL included),
 * every invisible format character (zero-width spaces, direction marks,
 * overrides and isolates, soft hyphens, tag characters…) but the joiners that
 * emoji and some scripts need (U+200C, U+200D), the Hangul fillers (letters
 * that show nothing), noncharacters (U+FFFE…) and lone surrogates. Line breaks
 * and tabs are ordinary text and stay.
 */
export const HIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u115F\u1160\u3164\uFFA0\uFDD0-\uFDEF\uFFFE\uFFFF\p{Cs}]|(?![\u200C\u200D])\p{Cf}|[\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{EFFFE}\u{EFFFF}\u{10FFFE}\u{10FFFF}]/u;

/** Text a reader can see: at least one letter or digit, and no letter under more than four combining marks. */
const READABLE = (value: string) => /[\p{L}\p{N}]/u.test(value) && !/\p{M}{5}/u.test(value);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : value);
/** Refuses text with hidden characters, with a message rather than a silent change. */
const visible = () =>
  z.string().check(
    z.refine((value) => !HIDDEN_CHARACTERS.test(value), { error: "hiddenCharacters", abort: true }),
    z.refine(READABLE, { error: "unreadable" }),
  );
/** A value prepared by `prepare` before `schema` checks it (Zod's preprocess). */
const prepared = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);
/** Text that must be there, at most `limit` characters, with no hidden characters. */
const requiredText = (limit: number, required: PetitionErrorCode, tooLong: PetitionErrorCode) =>
  z.pipe(
    z.string({ error: required }).check(z.minLength(1, { error: required }), z.maxLength(limit, { error: tooLong })),
    visible(),
  );

/** Blank optional fields are stored as null (spec: "null if blank"). */
const optionalText = (value: unknown) => {
  const trimmed = text(value);
  return trimmed === "" || trimmed === undefined ? null : trimmed;
};

/** A new petition as the form and the JSON API send it (spec: title, description, submitterName, submitterEmail, category). */
export const newPetitionSchema = z.object({
  title: prepared(text, requiredText(PETITION_LIMITS.title, "titleRequired", "titleTooLong")),
  description: prepared(text, requiredText(PETITION_LIMITS.description, "descriptionRequired", "descriptionTooLong")),
  submitterName: prepared(
    optionalText,
    z.nullable(
      z.pipe(
        z.string({ error: "nameTooLong" }).check(z.maxLength(PETITION_LIMITS.submitterName, { error: "nameTooLong" })),
        visible(),
      ),
    ),
  ),
  submitterEmail: prepared(
    optionalText,
    z.nullable(
      z.email({ error: "emailInvalid" }).check(z.maxLength(PETITION_LIMITS.submitterEmail, { error: "emailTooLong" })),
    ),
  ),
  category: prepared(
    (value) => optionalText(value) ?? DEFAULT_CATEGORY,
    z.enum(PETITION_CATEGORIES, { error: "categoryInvalid" }),
  ),
});

/** Optional text: null when blank, else at most `limit` characters, with no hidden characters. */
const optionalLimited = (limit: number, tooLong: PetitionErrorCode) =>
  prepared(
    optionalText,
    z.nullable(z.pipe(z.string({ error: tooLong }).check(z.maxLength(limit, { error: tooLong })), visible())),
  );

/**
 * The other language's title and description, which the petitioner may write too (both or neither):
 * the form's and the API's `translatedTitle` and `translatedDescription`.
 */
const translationFieldsSchema = z.object({
  translatedTitle: optionalLimited(PETITION_LIMITS.title, "titleTooLong"),
  translatedDescription: optionalLimited(PETITION_LIMITS.description, "descriptionTooLong"),
});

/** A petition's title and description in the other language, as a translator writes them: both required. */
export const translationSchema = z.object({
  title: prepared(text, requiredText(PETITION_LIMITS.title, "titleRequired", "titleTooLong")),
  description: prepared(text, requiredText(PETITION_LIMITS.description, "descriptionRequired", "descriptionTooLong")),
});

export type TranslationText = z.infer<typeof translationSchema>;

/** Checks a translation; on failure, the first problem of each field as a code. */
export function parseTranslation(
  input: unknown,
):
  | { success: true; data: TranslationText }
  | { success: false; errors: Partial<Record<"title" | "description", PetitionErrorCode>> } {
  const result = translationSchema.safeParse(typeof input === "object" && input !== null ? input : {});
  if (result.success) return { success: true, data: result.data };
  const errors: Partial<Record<"title" | "description", PetitionErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "title" || field === "description") errors[field] ??= issue.message as PetitionErrorCode;
  }
  return { success: false, errors };
}

/** A new petition as a request sends it: the petition's fields and, optionally, the other language's. */
export const newPetitionRequestSchema = z.extend(newPetitionSchema, translationFieldsSchema.shape);

export type NewPetition = z.infer<typeof newPetitionSchema> & {
  /** The other language's text, when the petitioner wrote it. */
  translation?: TranslationText | null;
};

export type { PetitionFieldErrors };

/** Validates input; on failure, the first problem of each field as a code. */
export function parseNewPetition(
  input: unknown,
): { success: true; data: NewPetition } | { success: false; errors: PetitionFieldErrors } {
  const body = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const result = newPetitionSchema.safeParse(body);
  const other = translationFieldsSchema.safeParse(body);
  const errors: PetitionFieldErrors = {};
  for (const issue of [...(result.success ? [] : result.error.issues), ...(other.success ? [] : other.error.issues)]) {
    const field = issue.path[0];
    if (typeof field === "string" && (PETITION_FIELDS as readonly string[]).includes(field)) {
      const key = field as keyof PetitionFieldErrors;
      errors[key] ??= issue.message as PetitionErrorCode;
    }
  }
  if (other.success) {
    const { translatedTitle, translatedDescription } = other.data;
    if (translatedTitle === null && translatedDescription !== null) errors.translatedTitle = "translationIncomplete";
    if (translatedDescription === null && translatedTitle !== null)
      errors.translatedDescription = "translationIncomplete";
  }
  if (!result.success || !other.success || Object.keys(errors).length > 0) return { success: false, errors };
  const { translatedTitle, translatedDescription } = other.data;
  const translation =
    translatedTitle !== null && translatedDescription !== null
      ? { title: translatedTitle, description: translatedDescription }
      : null;
  return { success: true, data: { ...result.data, translation } };
}
