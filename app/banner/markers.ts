/**
 * The comments that enclose the site banner in a page's HTML (app/banner/markup.ts puts it there), so
 * that code without the banner's rules can take it out again: the service worker keeps its offline
 * copies without it (a banner switched off must not live on in them).
 */
export const BANNER_START = "<!--site-banner-->";
export const BANNER_END = "<!--/site-banner-->";

/** The page without its site banner, if it has one. */
export function withoutBanner(html: string): string {
  const start = html.indexOf(BANNER_START);
  if (start === -1) return html;
  const end = html.indexOf(BANNER_END, start);
  if (end === -1) return html;
  return html.slice(0, start) + html.slice(end + BANNER_END.length);
}
