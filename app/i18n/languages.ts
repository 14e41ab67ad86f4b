/** The portal's languages: English first, then Irish. */
export const LANGUAGES = ["en", "ga"] as const;
export type Language = (typeof LANGUAGES)[number];
