import type { HeadersFunction } from "react-router";

/** Petition pages are never stored by browsers or proxies: each carries its own nonce and this browser's marks. */
export const PETITION_PAGE_HEADERS = { "Cache-Control": "no-store", Vary: "Cookie" };

/**
 * The document and data headers of the petition pages: never stored, varying
 * with the cookie, and an action's Retry-After when it refused for the rate limit.
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
