/**
 * The petitions list drawn in the browser, in the place of the server's, once it is read again after
 * the visitor's own change (./board-store.ts). Loaded only then: a first visit never downloads the
 * cards' code. The card islands the server drew are let go first; in the browser's list the count and
 * the sign button are simply components of one tree.
 */
import { createRoot, type Root } from "react-dom/client";
import type { Language } from "~/i18n/languages";
import { islandTree } from "~/islands/islands";
import { unmountIslandsIn } from "~/islands/mounted";
import { PetitionList, type PetitionListProps } from "./petition-list";

const roots = new WeakMap<HTMLElement, Root>();

export function drawList(container: HTMLElement, props: PetitionListProps, language: Language) {
  let root = roots.get(container);
  if (!root) {
    unmountIslandsIn(container);
    root = createRoot(container);
    roots.set(container, root);
  }
  const location = { pathname: window.location.pathname, search: window.location.search, hash: "" };
  root.render(islandTree(PetitionList as React.ComponentType<object>, props, language, location));
}
