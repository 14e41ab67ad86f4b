import { ANNOUNCEMENTS, newestFirst } from "~/content/announcements";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import { type Language, languageOfPath } from "~/i18n/language";
import { isExternalLink } from "~/lib/links";
import { escapeXml } from "~/lib/xml";
import { addressOf, announcementsFeedAddress } from "~/pages/addresses";
import type { Route } from "./+types/announcements-feed";

/** Ids that stay the same whichever host serves the feed (RFC 4151 tag URIs). */
const tagId = (what: string) => `tag:portal.brehon.example,2025:${what}`;

/** An announcement's date as an Atom timestamp: noon UTC of its day. */
const atomDate = (date: string) => `${date}T12:00:00Z`;

/**
 * The announcements as an Atom feed (RFC 4287) in one language, newest first:
 * each entry's title, summary, date, type and the page it links to, in full.
 */
function announcementsFeed(origin: string, language: Language): string {
  const messages = language === "ga" ? ga : en;
  const full = (address: string) => escapeXml(new URL(address, origin).href);
  const entries = newestFirst(ANNOUNCEMENTS[language]);
  const updated = entries[0]?.date ?? "2025-01-01";
  const title = `${messages.pages.titles.announcements} | ${messages.shell.titleSuffix}`;
  const entryXml = entries.map((announcement) => {
    const link = isExternalLink(announcement.link) ? announcement.link : addressOf(announcement.link, language);
    return [
      "  <entry>",
      `    <id>${tagId(`announcement/${announcement.id}/${language}`)}</id>`,
      `    <title>${escapeXml(announcement.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${full(link)}"/>`,
      `    <updated>${atomDate(announcement.date)}</updated>`,
      `    <published>${atomDate(announcement.date)}</published>`,
      `    <category term="${announcement.type}" label="${escapeXml(messages.announcements.types[announcement.type])}"/>`,
      `    <summary>${escapeXml(announcement.content)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${tagId(`announcements/${language}`)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(messages.announcements.intro)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${full(announcementsFeedAddress(language))}"/>`,
    `  <link rel="alternate" type="text/html" href="${full(addressOf("/announcements", language))}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${escapeXml(messages.shell.titleSuffix)}</name></author>`,
    `  <icon>${full("/icons/icon-192.png")}</icon>`,
    ...entryXml,
    "</feed>",
    "",
  ].join("\n");
}

/** The announcements as an Atom feed, written per request so its addresses carry the portal's host. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return new Response(announcementsFeed(url.origin, languageOfPath(url.pathname)), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
