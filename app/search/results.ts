import type { ExcerptPart } from "./excerpt";

/** What a result is, as the results page and the suggestions label it. */
export type ResultKind = "page" | "service" | "announcement" | "petition";

/** One result of the site search, as the server sends it to the results page, the suggestions and the JSON API. */
export type SearchHit = {
  kind: ResultKind;
  /** The address in the query's language ("/ga/services"). */
  address: string;
  title: string;
  /** A passage of its text with the matched words marked. */
  excerpt: ExcerptPart[];
};
