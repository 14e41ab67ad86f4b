import { useEffect } from "react";
import { useT } from "~/i18n/language";
import { useInIsland } from "~/islands/in-island";

/**
 * The document title in the page's language, and the title a shared link shows
 * (Open Graph). While a form shows errors the title starts with "Error:" (GOV.UK
 * pattern), so a screen reader hears it first. React 19 hoists <title> and <meta>
 * into <head>, so both follow a language switch without a route reload.
 *
 * Inside an island (app/islands), whose tree is not the document's, the page has
 * drawn the title already: the island draws nothing and only changes the title
 * when it differs (the error prefix).
 */
export function DocumentTitle({ title, error = false }: { title: string; error?: boolean }) {
  const shell = useT().shell;
  const full = title === shell.titleSuffix ? title : `${title} | ${shell.titleSuffix}`;
  const text = error ? `${shell.errorPrefix} ${full}` : full;
  const inIsland = useInIsland();
  useEffect(() => {
    if (inIsland && document.title !== text) document.title = text;
  }, [inIsland, text]);
  if (inIsland) return null;
  return (
    <>
      <title>{text}</title>
      <meta property="og:title" content={title} />
    </>
  );
}
