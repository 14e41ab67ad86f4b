import { useSyncExternalStore } from "react";

declare const __BUILD_YEAR__: number;

const subscribe = () => () => {};

/**
 * The calendar year where the visitor is. Prerendered pages were rendered in the
 * build's year, so the server snapshot (used on the server and during hydration)
 * is that year; the browser then moves to its own clock's year if it differs,
 * without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
