import { useCallback, useId, useLayoutEffect, useReducer, useRef, useState } from "react";
import { Chevron } from "~/components/ui/chevron";
import { useT } from "~/i18n/language";
import { NavLink, useLocalize } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { isDropdown, NAVIGATION, type NavDropdown } from "~/pages/navigation";
import { type DropdownProps, itemClass, panelClass, subLinkClass } from "./nav-parts";
import { navReducer } from "./nav-state";

const ignore = () => {};

type MenuModule = typeof import("./nav-menu");

let menuModule: MenuModule | undefined;
let menuLoading: Promise<MenuModule> | undefined;

/** The Radix menus' code, fetched once; later pages of the visit have it at once. */
function loadMenus(): Promise<MenuModule> {
  menuLoading ??= import("./nav-menu").then(
    (loaded) => {
      menuModule = loaded;
      return loaded;
    },
    (error: unknown) => {
      // Offline, say: the disclosures stay, and the next reach tries again.
      menuLoading = undefined;
      throw error;
    },
  );
  return menuLoading;
}

/**
 * The Radix menus, once a visitor reaches for the navigation: a pointer over it or the focus in
 * it. Until then (and on phones, where this navigation is hidden and never reached) each
 * dropdown is a disclosure button of plain links. When the menus arrive, the focus stays on the
 * dropdown that had it and an open dropdown stays open.
 */
function useMenus(nav: React.RefObject<HTMLElement | null>) {
  const [menus, setMenus] = useState<MenuModule | undefined>(menuModule);
  const refocus = useRef<string | undefined>(undefined);
  // A press on a disclosure in progress: the swap waits for its click, which would otherwise land
  // on an element that is gone (the press began on the disclosure, the click would end on the menu).
  const pressed = useRef(false);
  const reach = useCallback(() => {
    if (menuModule) return;
    void loadMenus().then((loaded) => {
      const swap = () => {
        const focused = document.activeElement;
        refocus.current =
          focused instanceof HTMLElement && nav.current?.contains(focused) ? focused.dataset.navMenu : undefined;
        setMenus(() => loaded);
      };
      if (!pressed.current) return swap();
      // After the click that follows the release (a task later), so the disclosure has handled it.
      document.addEventListener("pointerup", () => setTimeout(swap), { once: true, capture: true });
    }, ignore);
  }, [nav]);
  const press = useCallback(() => {
    pressed.current = true;
    document.addEventListener("pointerup", () => (pressed.current = false), { once: true, capture: true });
  }, []);
  useLayoutEffect(() => {
    const menu = refocus.current;
    if (!menus || !menu) return;
    refocus.current = undefined;
    nav.current?.querySelector<HTMLElement>(`[data-nav-menu="${menu}"]`)?.focus();
  }, [menus, nav]);
  return { menus, reach, press };
}

/** Desktop navigation (large screens): plain links and single-open dropdowns. */
export function DesktopNav() {
  const { shell, pages } = useT();
  const t = shell.nav;
  const names = pages.titles;
  const hydrated = useHydrated();
  const [open, dispatch] = useReducer(navReducer, null);
  const nav = useRef<HTMLElement>(null);
  const { menus, reach, press } = useMenus(nav);
  const Dropdown = menus?.NavMenu ?? DisclosureDropdown;

  return (
    <nav
      ref={nav}
      aria-label={t.label}
      className="hidden border-t border-border lg:block"
      onPointerEnter={reach}
      onPointerDown={press}
      onFocus={reach}
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-6 py-1">
        {NAVIGATION.map((item) => (
          <li key={isDropdown(item) ? item.menu : item.path}>
            {!isDropdown(item) ? (
              <NavLink
                to={item.path}
                className={({ isActive }) => cx(itemClass, isActive && "underline underline-offset-4")}
              >
                {names[item.label]}
              </NavLink>
            ) : hydrated ? (
              <Dropdown
                item={item}
                title={t[item.menu]}
                names={names}
                open={open === item.menu}
                onOpenChange={(isOpen) => dispatch({ type: "set", title: item.menu, open: isOpen })}
              />
            ) : (
              <NoScriptDropdown item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether an event's target lies outside an element. */
const isOutside = (element: HTMLElement | null, target: EventTarget | null) =>
  !(target instanceof Node && element?.contains(target));

/**
 * A dropdown before the menus' code has arrived: a button that shows and hides its links
 * (one open at a time; Escape, following a link, a press elsewhere in the page or the focus
 * moving out of it close it, as the menus that replace it do).
 */
function DisclosureDropdown({ item, title, names, open, onOpenChange }: DropdownProps) {
  const panel = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A layout effect, so its listeners are gone before the menus that replace this dropdown (open, when
  // it was) move the focus into their content: that move must not read as the focus leaving.
  useLayoutEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onOpenChange(false);
      button.current?.focus();
    };
    // A press elsewhere, or the focus moving elsewhere (tabbing past the last link or back before the button).
    const closeOutside = (event: Event) => {
      if (isOutside(root.current, event.target)) onOpenChange(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open, onOpenChange]);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        data-nav-menu={item.menu}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => onOpenChange(!open)}
        className={cx(itemClass, open && "bg-accent [&_svg]:rotate-180")}
      >
        {title}
        <Chevron />
      </button>
      <ul id={panel} hidden={!open} data-state="open" className={cx(panelClass, "absolute top-full left-0 mt-1")}>
        {item.items.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} className={subLinkClass} onClick={() => onOpenChange(false)}>
              {names[link.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Before JavaScript runs (or without it), a dropdown is a native disclosure of plain links. */
function NoScriptDropdown({ item }: { item: NavDropdown }) {
  const { shell, pages } = useT();
  const localize = useLocalize();
  const t = shell.nav;
  const names = pages.titles;
  return (
    <details className="group relative">
      <summary
        className={cx(
          itemClass,
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden group-open:[&_svg]:rotate-180",
        )}
      >
        {t[item.menu]}
        <Chevron />
      </summary>
      <ul className={cx(panelClass, "absolute top-full left-0 mt-1")}>
        {item.items.map((link) => (
          <li key={link.path}>
            <a href={localize(link.path)} className={subLinkClass}>
              {names[link.label]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
