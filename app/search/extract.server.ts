import { parse } from "node-html-parser";

/** The searchable words of a rendered page. */
export type PageText = { title: string; headings: string; text: string };

/** Marks a part of a page the site index leaves out (lists read from the database, controls). */
export const SEARCH_SKIP_ATTRIBUTE = "data-search-skip";

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Reads a rendered page as the index needs it: the `<main>` element's heading,
 * section headings and text, without scripts, images, hidden parts and whatever
 * is marked with SEARCH_SKIP_ATTRIBUTE. Returns null for a page without a main heading.
 */
export function extractPageText(html: string): PageText | null {
  const main = parse(html).querySelector("main");
  if (!main) return null;
  for (const element of main.querySelectorAll(
    // Search boxes and the options of select lists are controls, not text to find.
    `script, style, svg, template, noscript, select, [role="search"], [hidden], [aria-hidden="true"], [${SEARCH_SKIP_ATTRIBUTE}]`,
  )) {
    element.remove();
  }
  const h1 = main.querySelector("h1");
  if (!h1) return null;
  const title = squash(h1.textContent);
  h1.remove();
  const headings = main.querySelectorAll("h2, h3, h4").map((heading) => squash(heading.textContent));
  return { title, headings: headings.join(" · "), text: squash(main.structuredText) };
}
