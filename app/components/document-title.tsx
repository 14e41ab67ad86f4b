import { useEffect } from "react";
import { useT } from "~/i18n/language";

/**
 * The document title in the page's language: "Title | site", and while a form shows errors
 * "Error: Title | site" (GOV.UK pattern), so a screen reader hears it first.
 */
function useTitleText(title: string, error: boolean): string {
  const shell = useT().shell;
  const full = title === shell.titleSuffix ? title : `${title} | ${shell.titleSuffix}`;
  return error ? `${shell.errorPrefix} ${full}` : full;
}

/**
 * The page's <title> and the title a shared link shows (Open Graph), drawn by the page on the
 * server; React hoists both into <head>.
 */
export function DocumentTitle({ title, error = false }: { title: string; error?: boolean }) {
  const text = useTitleText(title, error);
  return (
    <>
      <title>{text}</title>
      <meta property="og:title" content={title} />
    </>
  );
}

/**
 * For an island, whose tree is not the document's: the page drew the title; the island changes
 * it when its state does (a form's errors, a success screen).
 */
export function useDocumentTitle(title: string, error = false): void {
  const text = useTitleText(title, error);
  useEffect(() => {
    if (document.title !== text) document.title = text;
  }, [text]);
}
