import type { Language } from "~/i18n/languages";
import { institutionsEn } from "./institutions.en";
import { institutionsGa } from "./institutions.ga";
import type { InstitutionPages } from "./institutions.types";

export type { InfoSection } from "./institutions.types";

/**
 * Each language has its own module; the Irish one is typed against the English
 * one, so a missing page, section or link does not compile.
 */
export const INSTITUTION_PAGES: Record<Language, InstitutionPages> = { en: institutionsEn, ga: institutionsGa };
