/**
 * The site banner's door on the server side: what the server's composition (server/) and the console use of
 * it. The banner the root draws (site-banner.tsx) and its content (markup.ts) are the app's, beside this.
 */
export { type BannerInput, parseBannerInput } from "./input.server";
export type { BannerContent } from "./markup";
export { type PageRenderer, type PageStore, rebuildPages } from "./pages.server";
export {
  type BannerActor,
  type BannerState,
  createSiteBanner,
  DEFAULT_POLL_SECONDS,
  type SiteBanner,
  type SiteBannerOptions,
} from "./service.server";
