import { escapeXml } from "~/lib/xml";
import { addressOf, ROUTED_LANGUAGES, routedAddresses } from "./addresses";
import { isIndexed } from "./pages";

/**
 * sitemap.xml (sitemaps.org): every page of the registry at each of its addresses,
 * each naming its other-language addresses once there is more than one language.
 * Addresses that answer Page Not Found, and results pages, are not listed.
 */
export function sitemapXml(origin: string): string {
  const url = (address: string) => escapeXml(new URL(address, origin).href);
  const entries = routedAddresses()
    .filter(({ page }) => isIndexed(page))
    .map(({ page, address }) => {
      const alternates =
        ROUTED_LANGUAGES.length > 1
          ? [...ROUTED_LANGUAGES, "x-default" as const]
              .map((hreflang) => {
                const href = url(addressOf(page.path, hreflang === "x-default" ? "en" : hreflang));
                return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>\n`;
              })
              .join("")
          : "";
      return `  <url>\n    <loc>${url(address)}</loc>\n${alternates}  </url>\n`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join("") +
    "</urlset>\n"
  );
}

/** robots.txt: everything may be read; the sitemap says where the pages are. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
