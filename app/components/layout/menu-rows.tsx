import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import type { NavLink } from "~/pages/navigation";

/** A row of the menu; the menu's own button is as wide as its text, every other row as wide as the menu. */
export const rowBase =
  "flex items-center justify-between rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";
export const rowClass = `${rowBase} w-full`;
export const subClass =
  "block rounded-md px-3 py-2 pl-6 text-base text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

/** A link in the open menu's lists: following it closes the menu. */
export function MenuLink({ link, className, onFollow }: { link: NavLink; className: string; onFollow: () => void }) {
  const names = useT().pages.titles;
  return (
    <li>
      <Link to={link.path} className={className} onClick={onFollow}>
        {names[link.label]}
      </Link>
    </li>
  );
}
