import { use } from "react";
import { LANGUAGES, type Language, loadMessages, useLanguage } from "~/i18n/language";
import { RawLink, RouterPartsContext, usePageLocation } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { addressIn } from "~/pages/addresses";

/**
 * English / Gaeilge: links between the two addresses of the page (the query
 * string and the fragment kept). Without JavaScript, and on pages that hydrate only
 * islands, they are plain links; in the hydrated app the Irish catalogue is loaded
 * first and the move keeps the scroll position.
 */
export function LanguageSwitcher({ onChange, className }: { onChange?: () => void; className?: string }) {
  const { language, messages } = useLanguage();
  const location = usePageLocation();
  const router = use(RouterPartsContext);
  const t = messages.shell.language;

  const choose = async (event: React.MouseEvent<HTMLAnchorElement>, next: Language, to: string) => {
    // In an island (no router in the page), the link loads the other language's page.
    if (
      !router ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (next !== language) {
      await loadMessages(next);
      router.navigate(to, { preventScrollReset: true });
    }
    onChange?.();
  };

  return (
    <ul aria-label={t.label} className={cx("flex items-center gap-1", className)}>
      {LANGUAGES.map((code) => {
        const to = addressIn(location.pathname, code) + location.search + location.hash;
        return (
          <li key={code}>
            <RawLink
              to={to}
              lang={code}
              hrefLang={code}
              aria-current={language === code ? "true" : undefined}
              preventScrollReset
              onClick={(event) => void choose(event, code, to)}
              className={cx(
                "inline-block rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus",
                language === code
                  ? "bg-primary text-primary-foreground"
                  : "text-foreground underline-offset-4 hover:bg-accent hover:underline",
              )}
            >
              {t[code]}
            </RawLink>
          </li>
        );
      })}
    </ul>
  );
}
