import type { Language } from "~/i18n/languages";
import { privacyPolicyEn, termsOfUseEn } from "./legal.en";
import { privacyPolicyGa, termsOfUseGa } from "./legal.ga";
import type { LegalDocument, TermsOfUse } from "./legal.types";

export { DATA_PROTECTION_EMAIL } from "./contacts";
export type { LegalDocument } from "./legal.types";

/** Both languages of each legal text; a route holds only its own document. */
export const PRIVACY_POLICY: Record<Language, LegalDocument> = { en: privacyPolicyEn, ga: privacyPolicyGa };
export const TERMS_OF_USE: Record<Language, TermsOfUse> = { en: termsOfUseEn, ga: termsOfUseGa };
