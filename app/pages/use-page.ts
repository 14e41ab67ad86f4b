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

/** The last segment of an address, as a type: `"/services/housing"` gives `"housing"`. */
export type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P;

/**
 * The last segment of a screen's address, typed from the registry: a screen that draws a section or a
 * category per address names it by its address, so an address whose segment the screen does not know
 * fails to compile where the segment is used.
 */
export const lastSegment = <P extends string>(path: P): LastSegment<P> =>
  path.slice(path.lastIndexOf("/") + 1) as LastSegment<P>;
