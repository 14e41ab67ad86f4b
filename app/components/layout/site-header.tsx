import { useEffect, useState } from "react";
import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import type { SearchSlot } from "./search-slot";

/** The header turns solid with a shadow once the page is scrolled past this many pixels (spec). */
export const SCROLL_THRESHOLD_PX = 10;

export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Emblem() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
      <circle cx="16" cy="16" r="15" className="fill-primary" />
      <path
        d="M16 6l2.6 6.2 6.7.5-5.1 4.3 1.6 6.5L16 20l-5.8 3.5 1.6-6.5-5.1-4.3 6.7-.5z"
        className="fill-primary-foreground"
      />
    </svg>
  );
}

/**
 * The site's header: the emblem and name, the search box and the language switcher, the menus. It is
 * drawn as an island by the header's composition (app/site-header.island.tsx), which hands it the
 * search box.
 */
export function SiteHeader({ Search }: { Search: SearchSlot }) {
  const t = useT().shell;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        "sticky top-0 z-40 transition-[background-color,box-shadow] duration-200",
        scrolled ? "bg-background shadow-md" : "bg-background/90 backdrop-blur-sm",
      )}
    >
      <div className="relative mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
        >
          <Emblem />
          <span className="flex flex-col leading-tight">
            <span className="text-sm font-bold text-foreground sm:text-base">{t.siteName}</span>
            <span className="hidden text-xs text-muted-foreground sm:block">{t.tagline}</span>
          </span>
        </Link>
        <div className="hidden items-center gap-4 lg:flex">
          <Search className="w-40" align="end" />
          <LanguageSwitcher />
        </div>
        <MobileMenu Search={Search} />
      </div>
      <DesktopNav />
    </header>
  );
}
