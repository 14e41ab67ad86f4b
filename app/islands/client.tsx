/**
 * The script of every page (./islands.tsx): hydrates each island the server marked, in the
 * page's language, and installs the offline service worker.
 *
 * The shell's islands (the header and the footer, on every page) are part of this script; every
 * other island is a chunk of its own, loaded only on the pages that draw it.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type Language, languageOfPath, loadMessages } from "~/i18n/language";
import { registerServiceWorker } from "~/offline/register";
import { islandsByName, islandTree, locationOfAddress } from "./islands";
import { rememberIsland } from "./mounted";
import { reportIslandFailure } from "./report";

type IslandModule = { default: React.ComponentType<object> };

const SHELL = islandsByName(import.meta.glob<IslandModule>("../components/layout/*.island.tsx", { eager: true }));
const LAZY = islandsByName(
  import.meta.glob<IslandModule>(["../**/*.island.tsx", "!../components/layout/*.island.tsx"]),
);

/** Each island's module, asked for once however many times the page draws it (a list's cards, say). */
const loading = new Map<string, Promise<IslandModule>>();

async function islandComponent(name: string): Promise<React.ComponentType<object>> {
  const shell = SHELL.get(name);
  if (shell) return shell.default;
  const load = LAZY.get(name);
  if (!load) throw new Error(`The page names an island that this script does not have: ${name}`);
  let module = loading.get(name);
  if (!module) {
    module = load();
    loading.set(name, module);
  }
  return (await module).default;
}

async function hydrateIsland(element: HTMLElement, language: Language) {
  const name = element.dataset.island ?? "";
  const location = locationOfAddress(element.dataset.address ?? window.location.pathname);
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const Content = await islandComponent(name);
  // In a transition, React hydrates in slices and leaves the page free to answer between them.
  startTransition(() => {
    const root = hydrateRoot(element, islandTree(Content, props, language, location, element), {
      onRecoverableError: (error) => reportIslandFailure(name, error),
      onUncaughtError: (error) => reportIslandFailure(name, error),
    });
    rememberIsland(element, root);
  });
}

function hydrateIslands() {
  const language = languageOfPath(window.location.pathname);
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    // An island that fails to load or hydrate stays as the server drew it, working as without
    // JavaScript; the failure is reported, never swallowed.
    hydrateIsland(element, language).catch((error: unknown) => reportIslandFailure(element.dataset.island, error));
  }
}

// The page was drawn with its language's catalogue: load it first, so the islands match.
loadMessages(languageOfPath(window.location.pathname)).then(hydrateIslands, hydrateIslands);
registerServiceWorker();
