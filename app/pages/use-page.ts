import { useMatches } from "react-router";
import { pageOfRouteId } from "./addresses";
import type { Page, PageOf, Screen } from "./pages";

/** The registry entry of the page being shown, if the current route is one (not the 404 screen). */
export function useCurrentPage(): Page | undefined {
  return pageOfRouteId(useMatches().at(-1)?.id)?.page;
}

/**
 * The entry a screen is drawing, typed by the screen: `usePage("routes/placeholder.tsx").path`
 * is one of the placeholder addresses. The route table gives each address its entry's id,
 * so the entry is found by route, never by reading and casting the URL.
 */
export function usePage<S extends Screen>(screen: S): PageOf<S> {
  const page = useCurrentPage();
  if (!page || page.screen !== screen) throw new Error(`The current route is not a page of ${screen}`);
  return page as PageOf<S>;
}
