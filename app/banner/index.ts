// The site banner's door for the rest of the app (the browser's too): what another feature may use of it.
// The console's banner page draws the banner as the site shows it, with the form's limits.
export { BANNER_TEXT_MAX, type BannerField } from "./fields";
export { BANNER_LEVELS, type BannerContent, type BannerLevel } from "./markup";
export { SiteBanner } from "./site-banner";
