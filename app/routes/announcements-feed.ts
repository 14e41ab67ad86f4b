import { announcementsFeed } from "~/content/announcements-feed";
import { languageOfPath } from "~/i18n/language";
import type { Route } from "./+types/announcements-feed";

/** The announcements as an Atom feed, written per request so its addresses carry the portal's host. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return new Response(announcementsFeed(url.origin, languageOfPath(url.pathname)), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
