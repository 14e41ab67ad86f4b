import { Accordion } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { Chevron } from "~/components/ui/chevron";
import { useT } from "~/i18n/language";
import { Link, useLocalize, usePageLocation } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { isDropdown, NAVIGATION, type NavLink } from "~/pages/navigation";
import { LanguageSwitcher, offersLanguageSwitch } from "./language-switcher";
import { SearchBox } from "./search-box.island";

/** A row of the menu; the menu's own button is as wide as its text, every other row as wide as the menu. */
const rowBase =
  "flex items-center justify-between rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";
const rowClass = `${rowBase} w-full`;
const subClass =
  "block rounded-md px-3 py-2 pl-6 text-base text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
    </svg>
  );
}

/**
 * The small-screen menu: a menu button, the Government and Services sections
 * (at most one expanded, the open one collapses on a second click), the other
 * links, a search box and the language switcher. Without JavaScript it is a
 * native disclosure with every link listed.
 */
export function MobileMenu() {
  const t = useT().shell;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState("");
  const panelId = useId();
  const { pathname } = usePageLocation();

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes, by design
  useEffect(() => {
    setOpen(false);
    setSection("");
  }, [pathname]);

  if (!hydrated) {
    return (
      <details className="group lg:hidden">
        <summary
          className={cx(
            rowBase,
            "w-auto shrink-0 cursor-pointer list-none gap-2 whitespace-nowrap [&::-webkit-details-marker]:hidden",
          )}
        >
          <MenuIcon open={false} />
          {t.menu.open}
        </summary>
        <div className="absolute inset-x-0 top-full border-t border-border bg-background p-4 shadow-lg">
          <SearchBox className="mb-3" />
          <nav aria-label={t.menu.label}>
            <ul>
              {NAVIGATION.map((item) => (
                <li key={isDropdown(item) ? item.menu : item.path}>
                  {isDropdown(item) ? (
                    <details>
                      <summary className={cx(rowClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
                        {t.nav[item.menu]}
                        <Chevron />
                      </summary>
                      <ul>
                        {item.items.map((link) => (
                          <li key={link.path}>
                            <PlainLink link={link} className={subClass} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <PlainLink link={item} className={rowClass} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <LanguageRow label={t.language.label} />
        </div>
      </details>
    );
  }

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cx(rowBase, "w-auto shrink-0 gap-2 whitespace-nowrap")}
      >
        <MenuIcon open={open} />
        {open ? t.menu.close : t.menu.open}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-border bg-background p-4 shadow-lg"
      >
        <SearchBox className="mb-3" />
        <nav aria-label={t.menu.label}>
          <Accordion.Root type="single" collapsible value={section} onValueChange={setSection} asChild>
            <ul>
              {NAVIGATION.map((item) =>
                isDropdown(item) ? (
                  <Accordion.Item key={item.menu} value={item.menu} asChild>
                    <li>
                      <Accordion.Header asChild>
                        <div>
                          <Accordion.Trigger className={cx(rowClass, "[&[data-state=open]_svg]:rotate-180")}>
                            {t.nav[item.menu]}
                            <Chevron />
                          </Accordion.Trigger>
                        </div>
                      </Accordion.Header>
                      <Accordion.Content>
                        <ul>
                          {item.items.map((link) => (
                            <MenuLink
                              key={link.path}
                              link={link}
                              className={subClass}
                              onFollow={() => setOpen(false)}
                            />
                          ))}
                        </ul>
                      </Accordion.Content>
                    </li>
                  </Accordion.Item>
                ) : (
                  <MenuLink key={item.path} link={item} className={rowClass} onFollow={() => setOpen(false)} />
                ),
              )}
            </ul>
          </Accordion.Root>
        </nav>
        <LanguageRow label={t.language.label} />
      </div>
    </div>
  );
}

/** A link of the menu drawn before the page runs: a plain link to the address in the page's language. */
function PlainLink({ link, className }: { link: NavLink; className: string }) {
  const localize = useLocalize();
  const names = useT().pages.titles;
  return (
    <a href={localize(link.path)} className={className}>
      {names[link.label]}
    </a>
  );
}

/** A link in the open menu's lists: following it closes the menu. */
function MenuLink({ link, className, onFollow }: { link: NavLink; className: string; onFollow: () => void }) {
  const names = useT().pages.titles;
  return (
    <li>
      <Link to={link.path} className={className} onClick={onFollow}>
        {names[link.label]}
      </Link>
    </li>
  );
}

/** The menu's last row: the language switcher, under a label that screen readers skip (the list is named). */
function LanguageRow({ label }: { label: string }) {
  if (!offersLanguageSwitch(usePageLocation().pathname)) return null;
  return (
    <div className="mt-3 flex items-center gap-3 border-t border-border pt-3">
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {label}
      </span>
      <LanguageSwitcher />
    </div>
  );
}
