/**
 * The site search's door on the server side: what the server's composition (server/) and the other features
 * use of it. Its pages and the words it reads (app/search/*.ts) are the app's, beside this.
 */
export { searchApi, searchRateLimit } from "./api.server";
export { buildSiteIndex, type RenderPage } from "./build.server";
export {
  createSearchService,
  type SearchAnswer,
  type SearchService,
  type SearchServiceOptions,
  withStrictSearch,
} from "./service.server";
export { loadSiteIndex, type SiteIndex, type SiteIndexData } from "./site-index.server";
