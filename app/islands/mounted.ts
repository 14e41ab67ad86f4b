import type { Root } from "react-dom/client";

/** The islands hydrated on this page, by their element: a part of the page drawn again lets its own go. */
const mounted = new Map<HTMLElement, Root>();

export function rememberIsland(element: HTMLElement, root: Root) {
  mounted.set(element, root);
}

/** Unmounts every island inside `container`, which is about to be drawn anew. */
export function unmountIslandsIn(container: HTMLElement) {
  for (const [element, root] of mounted) {
    if (container.contains(element)) {
      root.unmount();
      mounted.delete(element);
    }
  }
}
