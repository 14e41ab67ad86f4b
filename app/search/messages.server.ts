import { searchEn } from "~/i18n/messages/search.en";
import { searchGa } from "~/i18n/messages/search.ga";
import { MAX_QUERY_LENGTH } from "~/lib/normalize";

/** Results per request unless `limit` says fewer (the suggestions ask for 6). */
export const API_PAGE_SIZE = 10;

/** The search API's refusals, in each language (`lang`, or Accept-Language). */
export const SEARCH_API_MESSAGES = {
  en: {
    missing: "Give the words to search for in the q parameter, e.g. /api/search?q=passport.",
    language: "lang must be en or ga.",
    page: "page must be a whole number from 1.",
    limit: `limit must be a whole number from 1 to ${API_PAGE_SIZE}.`,
    tooLong: searchEn.tooLong(MAX_QUERY_LENGTH),
    rateLimited: searchEn.rateLimited,
  },
  ga: {
    missing: "Tabhair na focail le cuardach sa pharaiméadar q, mar shampla /api/search?q=pas.",
    language: "Ní mór do lang a bheith en nó ga.",
    page: "Ní mór do page a bheith ina slánuimhir ó 1 suas.",
    limit: `Ní mór do limit a bheith ina slánuimhir ó 1 go ${API_PAGE_SIZE}.`,
    tooLong: searchGa.tooLong(MAX_QUERY_LENGTH),
    rateLimited: searchGa.rateLimited,
  },
};
