import { counted } from "../plural";
import { paginationEn } from "./shell.en";

/** The site search: the results page and the suggestions under every search box. */
export const searchEn = {
  submit: "Search",
  /** Read out with the results: how many matched. */
  resultCount: (count: number, query: string) =>
    `${counted(count, "en", { one: "result", other: "results" })} for “${query}”`,
  resultsLabel: "Search results",
  kinds: {
    page: "Page",
    service: "Service",
    announcement: "Announcement",
    petition: "Petition",
  },
  empty: {
    heading: "What are you looking for?",
    body: "Type a word or two in the box above, for example passport, tax or petition.",
  },
  noResults: {
    heading: (query: string) => `No results for “${query}”`,
    tips: ["Check the spelling.", "Use fewer words, or more general ones."],
    browse: "You can also browse:",
  },
  tooLong: (max: number) =>
    `Your search is too long. Use at most ${counted(max, "en", { one: "character", other: "characters" })}.`,
  rateLimited: (seconds: number) =>
    `You have searched many times in a short while. Try again in ${counted(seconds, "en", { one: "second", other: "seconds" })}.`,
  invalidPage: "The page number in the address is not valid, so the first page of results is shown.",
  pastTheEnd: "There are no more results. Go back to the first page of results.",
  petitionsUnavailable: "Petitions could not be searched just now: the results below are the portal's pages only.",
  pagination: {
    label: "Pages of search results",
    ...paginationEn,
  },
  suggestions: {
    label: "Suggestions",
    count: (count: number) =>
      count === 0
        ? "No suggestions."
        : `${counted(count, "en", { one: "suggestion", other: "suggestions" })}. Use the up and down arrow keys to choose.`,
    all: (query: string) => `See all results for “${query}”`,
  },
};

export type SearchMessages = typeof searchEn;
