import type { Language } from "~/i18n/language";
import { nationalSymbolsEn } from "./symbols.en";
import { nationalSymbolsGa } from "./symbols.ga";

export type SymbolText = { heading: string; paragraphs: readonly string[] };

/** The national symbols (Article 3 of the Constitution), shown on the government page. */
export type NationalSymbols = {
  /** Ends where the link to Article 3 of the Constitution follows. */
  intro: string;
  flag: SymbolText & {
    /** The drawing's accessible name. */
    imageName: string;
    /** What the flag looks like, in words: the drawing's description. */
    description: string;
  };
  coatOfArms: SymbolText;
  anthem: SymbolText;
  nationalDay: SymbolText;
};

/** The order the symbols are shown in. */
export const SYMBOL_KEYS = ["flag", "coatOfArms", "anthem", "nationalDay"] as const;

/** Each language has its own module; the Irish one is typed against the English one. */
export const NATIONAL_SYMBOLS: Record<Language, NationalSymbols> = { en: nationalSymbolsEn, ga: nationalSymbolsGa };
