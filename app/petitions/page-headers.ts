import type { HeadersFunction } from "react-router";

/**
 * Petition pages are the same for every visitor (what this browser signed is asked for by the page's
 * script, app/components/petitions/use-signed-marks.ts), but they change with every signature:
 * browsers check them again on each visit.
 */
export const PETITION_PAGE_HEADERS = { "Cache-Control": "no-cache" };

/**
 * The document and data headers of the petition pages, and an action's Retry-After when it
 * refused for the rate limit.
 */
export const petitionPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(PETITION_PAGE_HEADERS);
  loaderHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
