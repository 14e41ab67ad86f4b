import type { Language } from "~/i18n/language";
import { routedAddresses } from "~/pages/addresses";
import { isIndexed, type Page } from "~/pages/pages";
import { extractPageText } from "./extract.server";
import { buildSiteIndexData, type SiteDocument, type SiteIndexData } from "./site-index.server";

/** Renders one address of the portal (status and HTML), as the build or the development server can. */
export type RenderPage = (address: string) => Promise<{ status: number; html: string }>;

const kindOf = (page: Page): SiteDocument["kind"] =>
  page.path.startsWith("/services/") || page.path === "/diplomatic-relations/apply"
    ? "service"
    : page.path.startsWith("/announcements/")
      ? "announcement"
      : "page";

/**
 * The site index, from the pages as the portal renders them: every page of the
 * registry in every language, read from its HTML (so the index holds exactly
 * the words a visitor reads, and no second copy of any text is kept by hand).
 * Addresses that share a screen and render the same words (the government
 * page's five addresses) are indexed once, at the first.
 */
export async function buildSiteIndex(render: RenderPage): Promise<SiteIndexData> {
  const documents: Record<Language, SiteDocument[]> = { en: [], ga: [] };
  const seen = new Set<string>();
  for (const { page, language, address } of routedAddresses()) {
    if (!isIndexed(page)) continue;
    const { status, html } = await render(address);
    if (status !== 200) throw new Error(`${address} answered ${status} while the search index was built`);
    const text = extractPageText(html);
    if (!text) throw new Error(`${address} has no <main> with an <h1> to index`);
    const key = `${language}\n${text.title}\n${text.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    documents[language].push({ address, kind: kindOf(page), ...text });
  }
  return buildSiteIndexData(documents);
}
