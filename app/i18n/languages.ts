/**
 * The portal's languages, as a type that content and the catalogues' helpers
 * import without the React context of language.tsx (which lists them in order,
 * LANGUAGES). A type only: it adds nothing to any script.
 */
export type Language = "en" | "ga";
