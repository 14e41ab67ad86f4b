import { useEffect } from "react";

/**
 * Marks the article the address's fragment names as current (aria-current), for assistive
 * technology, and follows the fragment as it changes; the stylesheet highlights it, as it does
 * :target. Draws nothing.
 */
export function CurrentArticle() {
  useEffect(() => {
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
  }, []);
  return null;
}

export default CurrentArticle;
