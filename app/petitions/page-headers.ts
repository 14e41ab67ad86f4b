import type { HeadersFunction } from "react-router";

/**
 * The document and data headers of the petition pages, and an action's Retry-After when it
 * refused for the rate limit. How long a page may be kept is the server's to say, from its address
 * (server/http/cache-policy.ts): the pages are the same for every visitor (what this browser signed is
 * asked for by the page's script, app/petitions/use-signed-marks.ts).
 */
export const petitionPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  loaderHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
