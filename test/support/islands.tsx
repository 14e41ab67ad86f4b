import { render } from "@testing-library/react";
import { languageOfPath } from "~/i18n/language";
import { islandTree, locationOfAddress } from "~/islands/islands";

/**
 * Draws a component as the browser hydrates it on a page: as an island's own tree (app/islands),
 * in the language and at the address of `path`, with nothing of the router around it.
 */
export function renderIsland<Props extends object>(
  Component: React.ComponentType<Props>,
  props: Props,
  path = "/",
): ReturnType<typeof render> {
  window.history.replaceState(null, "", path);
  return render(
    islandTree(Component as React.ComponentType<object>, props, languageOfPath(path), locationOfAddress(path)),
  );
}
