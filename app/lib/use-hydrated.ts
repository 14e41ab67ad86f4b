import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Widgets that need
 * JavaScript render a native fallback (links, <details>) until this is true, so
 * the page works the same with JavaScript switched off.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
