import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { adminRoutes } from "./admin/routes";
import { routedAddresses, routeId } from "./pages/addresses";

/**
 * The route table, generated from the page registry (app/pages/pages.ts): one route
 * per page and language, whose id names the registry entry. Several addresses share
 * a screen; the screen reads which one it draws with `usePage`.
 */
export default [
  ...routedAddresses().map(({ page, language, address }) => {
    const options = { id: routeId(page.path, language) };
    return address === "/" ? index(page.screen, options) : route(address.slice(1), page.screen, options);
  }),
  // One page per petition: an address with a parameter, rendered per request, not a registry entry.
  route("petitions/:id", "petitions/pages/petition.tsx"),
  route("ga/petitions/:id", "petitions/pages/petition.tsx", { id: "ga:petition" }),
  // Petitions in figures, month by month.
  route("petitions/transparency", "petitions/pages/transparency.tsx"),
  route("ga/petitions/transparency", "petitions/pages/transparency.tsx", { id: "ga:petitions-transparency" }),
  // The petitions' Atom feeds: new petitions, the Government's responses, each petition's timeline.
  route("petitions/feed.xml", "petitions/pages/feeds.ts", { id: "petitions-feed" }),
  route("ga/petitions/feed.xml", "petitions/pages/feeds.ts", { id: "ga:petitions-feed" }),
  route("petitions/responses.xml", "petitions/pages/feeds.ts", { id: "petitions-responses-feed" }),
  route("ga/petitions/responses.xml", "petitions/pages/feeds.ts", { id: "ga:petitions-responses-feed" }),
  route("petitions/:id/feed.xml", "petitions/pages/feeds.ts", { id: "petition-feed" }),
  route("ga/petitions/:id/feed.xml", "petitions/pages/feeds.ts", { id: "ga:petition-feed" }),
  // The page of the link a signer is emailed (PETITION_SIGNING=email; Page Not Found otherwise).
  route("petitions/confirm", "petitions/pages/confirm.tsx"),
  route("ga/petitions/confirm", "petitions/pages/confirm.tsx", { id: "ga:petition-confirm" }),
  // The page of an update email's unsubscribe link (PETITION_SIGNING=email; Page Not Found otherwise).
  route("petitions/updates", "petitions/pages/updates.tsx"),
  route("ga/petitions/updates", "petitions/pages/updates.tsx", { id: "ga:petition-updates" }),
  // Its 'Check your signature' page: a receipt checked against the petition's signed snapshots.
  route("petitions/:id/check", "petitions/pages/check.tsx"),
  route("ga/petitions/:id/check", "petitions/pages/check.tsx", { id: "ga:petition-check" }),
  // The operators' console: per request, outside the registry (app/admin/routes.ts).
  ...adminRoutes,
  // The registry served as search engines read it.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The announcements for feed readers (Atom), in each language.
  route("announcements/feed.xml", "routes/announcements-feed.ts"),
  route("ga/announcements/feed.xml", "routes/announcements-feed.ts", { id: "ga:announcements-feed" }),
  // Everything else, including the link targets the spec leaves without a page: 404.
  route("ga/*", "routes/not-found.tsx", { id: "ga:not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfigEntry[];
