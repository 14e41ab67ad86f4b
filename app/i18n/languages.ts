/**
 * The portal's languages, as a type that content and the catalogues' helpers
 * import without the React context of language.tsx (which lists them in order,
 * LANGUAGES). A type only: it adds nothing to any script.
 */
export type Language = "en" | "ga";

/** The languages' names in English, for staff: the operators' console and commands are in English. */
export const LANGUAGE_NAMES = { en: "English", ga: "Irish" } as const satisfies Record<Language, string>;
