import type { Language } from "~/i18n/languages";
import { petitionsEn } from "~/i18n/messages/petitions.en";
import { petitionsGa } from "~/i18n/messages/petitions.ga";
import type { PetitionFieldErrors } from "./fields";
import type { SignerFieldErrors } from "./outcomes";
import { wordedSignerErrors } from "./signer-errors";
import { SIGNING_WORDS } from "./signing-words";

// The JSON API's words for refused fields, on the server: the browser's signing form words its own with
// wordedSignerErrors, without both languages' catalogues (a script of their own on every page that has them).

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
