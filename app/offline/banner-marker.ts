/**
 * The attribute that marks the site banner's element in a page's HTML (app/banner/site-banner.tsx
 * draws it), so that code without the banner's rules can take it out again: the service worker keeps
 * its offline copies without it (a banner switched off must not live on in them). It lives here, with
 * the worker, and the banner imports it: the offline layer is shared and imports no feature.
 */
export const BANNER_ATTRIBUTE = "data-site-banner";

const OPENING = new RegExp(`<section\\b[^>]*\\b${BANNER_ATTRIBUTE}="[^"]*"[^>]*>`);
const CLOSING = "</section>";

/** The page without its site banner, if it has one (the banner holds no section of its own). */
export function withoutBanner(html: string): string {
  const opening = OPENING.exec(html);
  if (!opening) return html;
  const end = html.indexOf(CLOSING, opening.index + opening[0].length);
  if (end === -1) return html;
  return html.slice(0, opening.index) + html.slice(end + CLOSING.length);
}
