import type { Language } from "~/i18n/languages";
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
  /**
   * The language its title and excerpt are written in, when it may not be the query's: a petition's
   * is its petitioner's. Other results are in the query's language.
   */
  language?: Language;
};
