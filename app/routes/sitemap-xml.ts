import { sitemapXml } from "~/pages/sitemap-xml";
import type { Route } from "./+types/sitemap-xml";

/** sitemap.xml, written per request so its addresses carry the host the portal is reached at. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(new URL(request.url).origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
