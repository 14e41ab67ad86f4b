import type { SignerFieldErrors } from "./outcomes";
import type { SigningFormWords } from "./signing-words";

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
