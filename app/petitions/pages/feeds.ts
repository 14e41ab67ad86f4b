import { data } from "react-router";
import { type Language, languageOfPath, messagesFor } from "~/i18n/language";
import { escapeXml } from "~/lib/xml";
import { addressOf } from "~/pages/addresses";
import { type PetitionRecord, petitionTextIn } from "~/petitions/fields";
import { NEW_PETITIONS_FEED, petitionFeedPath, petitionPath, RESPONSES_FEED } from "~/petitions/paths";
import { eventText } from "~/petitions/story";
import { STORY_WORDS } from "~/petitions/story-words";
import type { TimelineEvent } from "~/petitions/timeline";
import type { Route } from "./+types/feeds";

/** Ids that stay the same whichever host serves the feed (RFC 4151 tag URIs), as the announcements' feed. */
const tagId = (what: string) => `tag:portal.brehon.example,2025:${what}`;

type Entry = {
  id: string;
  title: string;
  titleLanguage?: Language;
  link: string;
  at: string;
  summary?: string;
  summaryLanguage?: Language;
};
type Feed = { id: string; title: string; subtitle?: string; self: string; page: string; entries: Entry[] };

/** An Atom feed (RFC 4287) in one language; its addresses in full, at the portal's origin. */
function atom(feed: Feed, origin: string, language: Language): string {
  const full = (address: string) => escapeXml(new URL(addressOf(address, language), origin).href);
  const author = messagesFor(language).shell.titleSuffix;
  // A feed with no entries is as old as the portal's first petitions could be.
  const times = feed.entries.map((entry) => Date.parse(entry.at));
  const updated = new Date(Math.max(Date.parse("2025-01-01T00:00:00.000Z"), ...times)).toISOString();
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${tagId(entry.id)}</id>`,
      `    <title${entry.titleLanguage ? ` xml:lang="${entry.titleLanguage}"` : ""}>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${full(entry.link)}"/>`,
      `    <updated>${entry.at}</updated>`,
      entry.summary === undefined
        ? ""
        : `    <summary${entry.summaryLanguage ? ` xml:lang="${entry.summaryLanguage}"` : ""}>${escapeXml(entry.summary)}</summary>`,
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${tagId(feed.id)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    feed.subtitle ? `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>` : "",
    `  <link rel="self" type="application/atom+xml" href="${full(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${full(feed.page)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    `  <icon>${escapeXml(new URL("/icons/icon-192.png", origin).href)}</icon>`,
    ...entries,
    "</feed>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * A petition as an entry of the new petitions' feed: its title and description in the feed's language
 * (updated when its translation was written), or, until it is translated, the original's: each marked
 * with the language it is in.
 */
function newPetitionEntry(petition: PetitionRecord, language: Language): Entry {
  const text = petitionTextIn(petition, language);
  const translated = !text.original && petition.translation ? petition.translation.translatedAt : null;
  return {
    id: `petition/${petition.id}/${language}`,
    title: text.title,
    titleLanguage: text.language,
    link: petitionPath(petition.id),
    at: translated ?? petition.createdAt ?? new Date(0).toISOString(),
    summary: text.description,
    summaryLanguage: text.language,
  };
}

/** A published response as an entry: the petition's title, and the response in the feed's language. */
const responseEntry = (petition: PetitionRecord, language: Language): Entry => ({
  id: `petition/${petition.id}/response/${language}`,
  title: petitionTextIn(petition, language).title,
  titleLanguage: petitionTextIn(petition, language).language,
  link: petitionPath(petition.id),
  at: petition.response.publishedAt ?? new Date(0).toISOString(),
  summary: petition.response.text?.[language],
});

/** What tells an event apart for good: its kind, what it is about, and its moment. */
function eventKey(event: TimelineEvent): string {
  const about = event.kind === "threshold" ? event.threshold : event.kind === "invalidated" ? event.reason : "";
  return [event.kind, about, event.at].filter(Boolean).join("/");
}

const xml = (body: string) =>
  new Response(body, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });

/**
 * The petitions' Atom feeds, in the language of their address: new petitions (`/petitions/feed.xml`), the
 * Government's responses (`/petitions/responses.xml`) and each petition's timeline
 * (`/petitions/:id/feed.xml`). Written per request from the petitions' cached reads, so their addresses carry
 * the portal's host; a removed or unknown petition's feed is Page Not Found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const t = STORY_WORDS[language].feeds;
  const site = messagesFor(language).shell.titleSuffix;
  if (params.id === undefined) {
    const responses = /\/responses\.xml$/.test(url.pathname);
    const result = responses
      ? await context.petitions.responses()
      : await context.petitions.list({ page: 1, sort: "newest", category: null, response: null, state: null });
    if (result.status !== "ok") throw data(null, { status: 503 });
    const feed: Feed = responses
      ? {
          id: `petitions/responses/${language}`,
          title: `${t.responses} | ${site}`,
          subtitle: t.responsesAbout,
          self: RESPONSES_FEED,
          page: "/petitions?response=published",
          entries: result.petitions.map((petition) => responseEntry(petition, language)),
        }
      : {
          id: `petitions/new/${language}`,
          title: `${t.newPetitions} | ${site}`,
          subtitle: t.newPetitionsAbout,
          self: NEW_PETITIONS_FEED,
          page: "/petitions?sort=newest",
          entries: result.petitions.map((petition) => newPetitionEntry(petition, language)),
        };
    return xml(atom(feed, url.origin, language));
  }
  const result = await context.petitions.get(params.id);
  if (result.status === "unavailable") throw data(null, { status: 503 });
  if (result.status !== "ok") throw data(null, { status: 404 });
  const { petition } = result;
  const entries = (petition.timeline ?? []).map(
    (event): Entry => ({
      id: `petition/${petition.id}/event/${eventKey(event)}/${language}`,
      title: eventText(event, language),
      link: petitionPath(petition.id),
      at: event.at,
    }),
  );
  const feed: Feed = {
    id: `petition/${petition.id}/timeline/${language}`,
    title: `${t.petition(petitionTextIn(petition, language).title)} | ${site}`,
    self: petitionFeedPath(petition.id),
    page: petitionPath(petition.id),
    // Newest first, as feed readers list them.
    entries: entries.reverse(),
  };
  return xml(atom(feed, url.origin, language));
}
