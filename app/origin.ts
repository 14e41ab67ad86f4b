import { createContext, use } from "react";
import { PRERENDER_ORIGIN } from "./pages/addresses";

/**
 * The origin the page is served from ("https://example.org"), for the
 * addresses a page names in full (canonical and language alternates). The
 * server renders with the request's origin; prerendered files are written with
 * PRERENDER_ORIGIN, which the server replaces with the request's as it serves
 * them (server/static-pages.ts). The browser knows its own.
 */
export const OriginContext = createContext<string | null>(null);

export function useOrigin(): string {
  const origin = use(OriginContext);
  return origin ?? (typeof window === "undefined" ? PRERENDER_ORIGIN : window.location.origin);
}
