import type { Localized } from "~/content/types";
import { useLanguage } from "~/i18n/language";

/** The page's language version of a piece of content. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLanguage().language];
}
