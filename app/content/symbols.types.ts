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
