import type { Messages } from "~/i18n/en";
import type { NavDropdown } from "~/pages/navigation";

/** What the desktop navigation's items and dropdown panels look like, in every form they take. */
export const itemClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";
export const panelClass = "dropdown-panel z-50 w-56 rounded-md border border-border bg-background p-1 shadow-lg";
export const subLinkClass =
  "block rounded-sm px-3 py-2 text-sm text-foreground outline-none hover:bg-accent data-[highlighted]:bg-accent data-[highlighted]:ring-2 data-[highlighted]:ring-focus";

/** A desktop dropdown, whichever form draws it: open or not is the navigation's state. */
export type DropdownProps = {
  item: NavDropdown;
  title: string;
  names: Messages["pages"]["titles"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};
