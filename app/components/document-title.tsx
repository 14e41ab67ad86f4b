import { useT } from "~/i18n/language";

/**
 * The document title in the page's language, and the title a shared link shows
 * (Open Graph). While a form shows errors the title starts with "Error:" (GOV.UK
 * pattern), so a screen reader hears it first. React 19 hoists <title> and <meta>
 * into <head>, so both follow a language switch without a route reload.
 */
export function DocumentTitle({ title, error = false }: { title: string; error?: boolean }) {
  const shell = useT().shell;
  const full = title === shell.titleSuffix ? title : `${title} | ${shell.titleSuffix}`;
  return (
    <>
      <title>{error ? `${shell.errorPrefix} ${full}` : full}</title>
      <meta property="og:title" content={title} />
    </>
  );
}
