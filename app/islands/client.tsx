/**
 * The script of a static page (./islands.tsx): hydrates each island the server
 * marked, in the page's language, and installs the offline service worker.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type Language, languageOfPath, loadMessages } from "~/i18n/language";
import { registerServiceWorker } from "~/offline/register";
import { islandTree, locationOfAddress } from "./islands";
import { ISLAND_LOADERS, isIslandName } from "./registry";

async function hydrateIsland(element: HTMLElement, language: Language) {
  const name = element.dataset.island;
  if (!isIslandName(name)) return;
  const location = locationOfAddress(element.dataset.address ?? window.location.pathname);
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const Content = (await ISLAND_LOADERS[name]()) as React.ComponentType<object>;
  // In a transition, React hydrates in slices and leaves the page free to answer between them.
  startTransition(() => {
    hydrateRoot(element, islandTree(Content, props, language, location, element));
  });
}

function hydrateIslands() {
  const language = languageOfPath(window.location.pathname);
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    // An island whose code cannot be fetched (offline, say) stays as the server drew it: it works as without JavaScript.
    hydrateIsland(element, language).catch(() => {});
  }
}

// The page was drawn with its language's catalogue: load it first, so the islands match.
loadMessages(languageOfPath(window.location.pathname)).then(hydrateIslands, hydrateIslands);
registerServiceWorker();
