/**
 * The script of a static page (./islands.tsx): hydrates each island the server
 * marked, in the page's language, and installs the offline service worker.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { languageOfPath, loadMessages } from "~/i18n/language";
import { registerServiceWorker } from "~/offline/register";
import { isIslandName, islandTree, locationOfAddress } from "./islands";

function hydrateIslands() {
  const language = languageOfPath(window.location.pathname);
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    const location = locationOfAddress(element.dataset.address ?? window.location.pathname);
    const props = JSON.parse(element.dataset.props ?? "{}");
    // In a transition, React hydrates in slices and leaves the page free to answer between them.
    startTransition(() => {
      hydrateRoot(element, islandTree(name, props, language, location));
    });
  }
}

// An Irish page was drawn with the Irish catalogue: load it first, so the islands match.
loadMessages(languageOfPath(window.location.pathname)).then(hydrateIslands, hydrateIslands);
registerServiceWorker();
