import type { Language } from "~/i18n/languages";
import { nationalSymbolsEn } from "./symbols.en";
import { nationalSymbolsGa } from "./symbols.ga";
import type { NationalSymbols } from "./symbols.types";

export type { SymbolText } from "./symbols.types";

/** The order the symbols are shown in. */
export const SYMBOL_KEYS = ["flag", "coatOfArms", "anthem", "nationalDay"] as const;

/** Each language has its own module; the Irish one is typed against the English one. */
export const NATIONAL_SYMBOLS: Record<Language, NationalSymbols> = { en: nationalSymbolsEn, ga: nationalSymbolsGa };
