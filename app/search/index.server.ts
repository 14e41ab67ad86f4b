/**
 * The site search's face to the rest of the server: its service (the pages from the built index, the
 * petitions from the database) and its JSON API.
 */
export { countSearch, searchApi, searchRateLimit } from "./api.server";
export { createSearchService, type SearchAnswer, type SearchService, withStrictSearch } from "./service.server";
