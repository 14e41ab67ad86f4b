import { createContext, use } from "react";
import { PRERENDER_ORIGIN } from "./pages/addresses";

/**
 * The origin the page is served from ("https://example.org"), for the
 * addresses a page names in full (canonical and language alternates). The
 * server renders at the public origin (PUBLIC_URL), never the request's Host;
 * prerendered files are written with PRERENDER_ORIGIN, which the build's last
 * step replaces with the public origin (server/http/precompress.ts). The browser
 * knows its own.
 */
export const OriginContext = createContext<string | null>(null);

export function useOrigin(): string {
  const origin = use(OriginContext);
  return origin ?? (typeof window === "undefined" ? PRERENDER_ORIGIN : window.location.origin);
}
