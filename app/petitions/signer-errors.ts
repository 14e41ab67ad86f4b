import type { Language } from "~/i18n/languages";
import { petitionsEn } from "~/i18n/messages/petitions.en";
import { petitionsGa } from "~/i18n/messages/petitions.ga";
import type { PetitionFieldErrors } from "./fields";
import type { SignerFieldErrors } from "./outcomes";
import { SIGNING_WORDS, type SigningFormWords } from "./signing-words";

/** The signing form's refused fields (PETITION_SIGNING=email), each worded in the catalogue's language. */
export function wordedSignerErrors(
  errors: SignerFieldErrors | undefined,
  words: SigningFormWords["errors"],
): Partial<Record<keyof SignerFieldErrors, string>> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, code]) => {
      const worded: Partial<Record<string, string>> & { missing: string } = words[field as keyof typeof words];
      return [field, worded[code] ?? worded.missing];
    }),
  );
}

/**
 * A refused command's fields, each worded in `language`: a request to sign by email's (`signerErrors`,
 * the signing form's words) or a new petition's (`errors`, the petitions catalogue's), as the JSON API
 * answers them.
 */
export function refusedFieldWords(
  refused: { errors?: PetitionFieldErrors; signerErrors?: SignerFieldErrors },
  language: Language,
): Record<string, string> {
  if (refused.signerErrors)
    return wordedSignerErrors(refused.signerErrors, SIGNING_WORDS[language].errors) as Record<string, string>;
  const messages = (language === "ga" ? petitionsGa : petitionsEn).errors;
  return Object.fromEntries(Object.entries(refused.errors ?? {}).map(([field, code]) => [field, messages[code]]));
}
