import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { useCurrentYear } from "~/lib/use-current-year";
import { FOOTER_LINKS } from "~/pages/navigation";

export function SiteFooter() {
  const { shell: t, pages } = useT();
  const year = useCurrentYear();
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="font-bold text-foreground">{t.siteName}</p>
          <p className="mt-2 max-w-prose text-sm text-muted-foreground">{t.footer.about}</p>
        </div>
        <nav aria-label={t.footer.linksLabel}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="text-sm text-foreground underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
                >
                  {pages.titles[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">{t.footer.copyright(year)}</p>
      </div>
    </footer>
  );
}

export default SiteFooter;
