import { useEffect, useId, useState } from "react";
import { Chevron } from "~/components/ui/chevron";
import { useT } from "~/i18n/language";
import { useLocalize, usePageLocation } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { isDropdown, NAVIGATION, type NavLink } from "~/pages/navigation";
import { LanguageSwitcher, offersLanguageSwitch } from "./language-switcher";
import { rowBase, rowClass, subClass } from "./menu-rows";
import type { SearchSlot } from "./search-slot";

type SectionsModule = typeof import("./mobile-menu-sections");
let sectionsModule: Promise<SectionsModule> | null = null;

/**
 * The sections' accordion (Radix, with its keyboard rules) is a module of its own, fetched when a
 * visitor reaches for the menu: most visits never open it, and every page would otherwise load it.
 */
function loadSections(): Promise<SectionsModule> {
  sectionsModule ??= import("./mobile-menu-sections").catch((error: unknown) => {
    sectionsModule = null;
    throw error;
  });
  return sectionsModule;
}

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
 * links, a search box (the header's, `Search`) and the language switcher. Without JavaScript it is a
 * native disclosure with every link listed.
 */
export function MobileMenu({ Search }: { Search: SearchSlot }) {
  const t = useT().shell;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [sections, setSections] = useState<SectionsModule | "failed" | null>(null);
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
          <Search className="mb-3" />
          <nav aria-label={t.menu.label}>
            <PlainSections />
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
        // The sections' code is fetched as a finger or the focus reaches the button, and the menu
        // opens once it is here (at once, the next time).
        onPointerDown={() => loadSections().catch(() => {})}
        onFocus={() => loadSections().catch(() => {})}
        onClick={async () => {
          if (!open && !sections) setSections(await loadSections().catch(() => "failed" as const));
          setOpen((value) => !value);
        }}
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
        {/* Drawn when opened: a hidden copy of the navigation would cost every page its making. */}
        {open ? (
          <>
            <Search className="mb-3" />
            <nav aria-label={t.menu.label}>
              {sections && sections !== "failed" ? (
                <sections.MenuSections section={section} onSection={setSection} onFollow={() => setOpen(false)} />
              ) : (
                <PlainSections />
              )}
            </nav>
            <LanguageRow label={t.language.label} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The menu's sections as native disclosures: without JavaScript, and in the open menu if its
 * sections' code could not be fetched (offline, say).
 */
function PlainSections() {
  const t = useT().shell;
  return (
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
