import type { Localized, NewsArticle } from "./types";

/** The home page's latest news. None are published yet (spec), so the list shows its empty state. */
export const NEWS_ARTICLES: Localized<readonly NewsArticle[]> = { en: [], ga: [] };
