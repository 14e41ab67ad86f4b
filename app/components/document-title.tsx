import { useT } from "~/i18n/language";

/**
 * The document title in the page's language. React 19 hoists <title> into
 * <head>, so it follows a language switch without a route reload.
 */
export function DocumentTitle({ title }: { title: string }) {
  const suffix = useT().shell.titleSuffix;
  return <title>{title === suffix ? title : `${title} | ${suffix}`}</title>;
}
