import { DropdownMenu } from "radix-ui";
import { useReducer } from "react";
import { Chevron } from "~/components/ui/chevron";
import { useT } from "~/i18n/language";
import { NavLink as RouterNavLink, useLocalize } from "~/i18n/localized";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { isDropdown, NAVIGATION, type NavDropdown } from "~/pages/navigation";
import { navReducer } from "./nav-state";

const itemClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";
const panelClass = "dropdown-panel z-50 w-56 rounded-md border border-border bg-background p-1 shadow-lg";
const subLinkClass =
  "block rounded-sm px-3 py-2 text-sm text-foreground outline-none hover:bg-accent data-[highlighted]:bg-accent data-[highlighted]:ring-2 data-[highlighted]:ring-focus";

/** Desktop navigation (large screens): plain links and single-open dropdowns. */
export function DesktopNav() {
  const { shell, pages } = useT();
  const t = shell.nav;
  const names = pages.titles;
  const hydrated = useHydrated();
  const [open, dispatch] = useReducer(navReducer, null);

  return (
    <nav aria-label={t.label} className="hidden border-t border-border lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-6 py-1">
        {NAVIGATION.map((item) => (
          <li key={isDropdown(item) ? item.menu : item.path}>
            {!isDropdown(item) ? (
              <RouterNavLink
                to={item.path}
                className={({ isActive }) => cn(itemClass, isActive && "underline underline-offset-4")}
              >
                {names[item.label]}
              </RouterNavLink>
            ) : hydrated ? (
              <DropdownMenu.Root
                modal={false}
                open={open === item.menu}
                onOpenChange={(isOpen) => dispatch({ type: "set", title: item.menu, open: isOpen })}
              >
                <DropdownMenu.Trigger
                  className={cn(itemClass, "data-[state=open]:bg-accent [&[data-state=open]_svg]:rotate-180")}
                >
                  {t[item.menu]}
                  <Chevron />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content align="start" sideOffset={4} className={panelClass}>
                    {item.items.map((link) => (
                      <DropdownMenu.Item key={link.path} asChild>
                        <RouterNavLink to={link.path} className={subLinkClass}>
                          {names[link.label]}
                        </RouterNavLink>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            ) : (
              <NoScriptDropdown item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
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
        className={cn(
          itemClass,
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden group-open:[&_svg]:rotate-180",
        )}
      >
        {t[item.menu]}
        <Chevron />
      </summary>
      <ul className={cn(panelClass, "absolute top-full left-0 mt-1")}>
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
