import { use, useEffect } from "react";
import { RouterPartsContext } from "~/i18n/localized";

/**
 * On a static page, marks the article the address's fragment names as current (aria-current),
 * for assistive technology, and follows the fragment as it changes; the stylesheet highlights
 * it, as it does :target. Inside the app the page marks it itself, from the router's location
 * (a move inside the app does not change :target). Draws nothing.
 */
export function CurrentArticle() {
  const inApp = use(RouterPartsContext) !== null;
  useEffect(() => {
    if (inApp) return;
    let marked: Element | null = null;
    const mark = () => {
      marked?.removeAttribute("aria-current");
      const named = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      marked = named?.tagName === "ARTICLE" ? named : null;
      marked?.setAttribute("aria-current", "true");
    };
    mark();
    window.addEventListener("hashchange", mark);
    return () => {
      window.removeEventListener("hashchange", mark);
      marked?.removeAttribute("aria-current");
    };
  }, [inApp]);
  return null;
}
