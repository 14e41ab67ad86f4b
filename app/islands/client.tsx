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

// The shell's islands: the layout's (the footer) and the header, which is put together beside the root
// (app/site-header.island.tsx) because it draws the search's box in the layout's header. Vite reads the
// patterns as written, so each is spelled out in both lists.
const SHELL = islandsByName(
  import.meta.glob<IslandModule>(["../components/layout/*.island.tsx", "../site-header.island.tsx"], { eager: true }),
);
const LAZY = islandsByName(
  import.meta.glob<IslandModule>([
    "../**/*.island.tsx",
    "!../components/layout/*.island.tsx",
    "!../site-header.island.tsx",
  ]),
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

/** Everything an island needs before it hydrates (its module, its props), ready to hydrate. */
async function prepareIsland(element: HTMLElement, language: Language): Promise<() => void> {
  const name = element.dataset.island ?? "";
  const location = locationOfAddress(element.dataset.address ?? window.location.pathname);
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const Content = await islandComponent(name);
  return () => {
    // In a transition, React hydrates in slices and leaves the page free to answer between them.
    startTransition(() => {
      const root = hydrateRoot(element, islandTree(Content, props, language, location, element), {
        onRecoverableError: (error) => reportIslandFailure(name, error),
        onUncaughtError: (error) => reportIslandFailure(name, error),
      });
      rememberIsland(element, root);
    });
  };
}

/**
 * A task of its own for what comes next, so the page can answer in between. Each root React makes
 * listens to every event it handles, which a page of many small islands (a list's cards) would
 * otherwise do for all of them in one long task.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function hydrateIslands() {
  const language = languageOfPath(window.location.pathname);
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  // Modules load side by side; the islands hydrate one task each, in the page's order.
  const prepared = elements.map((element) => prepareIsland(element, language));
  // Each failure is reported in its turn below, not as an unhandled rejection before it.
  for (const preparing of prepared) preparing.catch(() => {});
  for (const [index, element] of elements.entries()) {
    // An island that fails to load or hydrate stays as the server drew it, working as without
    // JavaScript; the failure is reported, never swallowed.
    try {
      const hydrate = await prepared[index];
      if (index > 0) await nextTask();
      hydrate?.();
    } catch (error) {
      reportIslandFailure(element.dataset.island, error);
    }
  }
}

// The page was drawn with its language's catalogue: load it first, so the islands match.
loadMessages(languageOfPath(window.location.pathname)).then(hydrateIslands, hydrateIslands);
registerServiceWorker();
