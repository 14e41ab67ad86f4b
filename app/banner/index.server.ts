/** The site banner's face to the rest of the server (docs/decisions/0027-site-banner.md). */
export type { PageRenderer, PageStore } from "./pages.server";
export {
  type BannerActor,
  type BannerState,
  createSiteBanner,
  DEFAULT_POLL_SECONDS,
  type SiteBanner,
} from "./service.server";
