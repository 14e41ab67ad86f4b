/**
 * A desktop dropdown as a Radix menu: arrow keys, type-ahead, Escape and a click outside.
 * Its code (the menu, its positioning and focus handling, about 20 KiB gzip) loads only when
 * a visitor reaches for the desktop navigation (./desktop-nav), so phones never fetch it.
 */
import { DropdownMenu } from "radix-ui";
import { Chevron } from "~/components/ui/chevron";
import { NavLink } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { type DropdownProps, itemClass, panelClass, subLinkClass } from "./nav-parts";

export function NavMenu({ item, title, names, open, onOpenChange }: DropdownProps) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        data-nav-menu={item.menu}
        className={cx(itemClass, "data-[state=open]:bg-accent [&[data-state=open]_svg]:rotate-180")}
      >
        {title}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className={panelClass}>
          {item.items.map((link) => (
            <DropdownMenu.Item key={link.path} asChild>
              <NavLink to={link.path} className={subLinkClass}>
                {names[link.label]}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
