import { LANGUAGES, useLanguage } from "~/i18n/language";
import { usePageLocation } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { addressIn } from "~/pages/addresses";
import { isConsoleAddress } from "~/pages/console-address";

/** Whether the page at `pathname` has an address in the other language to switch to (the console has none). */
export const offersLanguageSwitch = (pathname: string): boolean => !isConsoleAddress(pathname);

/**
 * English / Gaeilge: links between the two addresses of the page, the query string and the
 * fragment kept. Plain links: the other language's page loads. None on the console's pages,
 * which are English only.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language, messages } = useLanguage();
  const location = usePageLocation();
  const t = messages.shell.language;
  if (!offersLanguageSwitch(location.pathname)) return null;

  return (
    <ul aria-label={t.label} className={cx("flex items-center gap-1", className)}>
      {LANGUAGES.map((code) => {
        const to = addressIn(location.pathname, code) + location.search + location.hash;
        return (
          <li key={code}>
            <a
              href={to}
              lang={code}
              hrefLang={code}
              aria-current={language === code ? "true" : undefined}
              className={cx(
                "inline-block rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus",
                language === code
                  ? "bg-primary text-primary-foreground"
                  : "text-foreground underline-offset-4 hover:bg-accent hover:underline",
              )}
            >
              {t[code]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
