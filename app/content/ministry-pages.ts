import type { Language } from "~/i18n/languages";
import { ministryPagesEn } from "./ministry-pages.en";
import { ministryPagesGa } from "./ministry-pages.ga";
import { MINISTRY_IDS, type MinistryId, type MinistryPages } from "./ministry-pages.types";

export { MINISTRY_IDS, type MinistryId } from "./ministry-pages.types";

export const ministryPath = (id: MinistryId) => `/government/ministries/${id}` as const;

/** Each language has its own module; the Irish one is typed against the English one. */
export const MINISTRY_PAGES: Record<Language, MinistryPages> = { en: ministryPagesEn, ga: ministryPagesGa };

export function ministryIdOf(path: string): MinistryId | undefined {
  return MINISTRY_IDS.find((id) => ministryPath(id) === path);
}
