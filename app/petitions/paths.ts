import { parsePetitionId } from "~/petitions/fields";
import { listSearch, type PetitionListQuery } from "~/petitions/query";

/** The address of a petition's own page. */
export const petitionPath = (id: number) => `/petitions/${id}`;

/** A petition's 'Check your signature' page. */
export const petitionCheckPath = (id: number) => `/petitions/${id}/check`;

/** The Atom feeds (app/petitions/pages/feeds.ts): new petitions, the Government's responses, one petition's timeline. */
export const NEW_PETITIONS_FEED = "/petitions/feed.xml";
export const RESPONSES_FEED = "/petitions/responses.xml";
export const petitionFeedPath = (id: number) => `/petitions/${id}/feed.xml`;

/** The address of a view of the list. */
export const petitionsListPath = (query: PetitionListQuery) => `/petitions${listSearch(query)}`;

/**
 * Where a page post may send the visitor back to: a view of the list or a
 * petition's page on this site, never another address.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 300) return null;
  const address = /^\/petitions(?:\/([^/?]+))?(?:\?[A-Za-z0-9=&%_.-]*)?$/.exec(value);
  if (!address) return null;
  return address[1] === undefined || parsePetitionId(address[1]) !== null ? value : null;
}
