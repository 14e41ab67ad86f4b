import { Accordion } from "radix-ui";
import { Chevron } from "~/components/ui/chevron";
import { useT } from "~/i18n/language";
import { cx } from "~/lib/cx";
import { isDropdown, NAVIGATION } from "~/pages/navigation";
import { MenuLink, rowClass, subClass } from "./menu-rows";

/**
 * The open small-screen menu's sections: Government and Services expand one at a time (the open one
 * collapses on a second click), with the accordion's keyboard rules, and the other links. Loaded when
 * the menu is first reached for (./mobile-menu.tsx).
 */
export function MenuSections({
  section,
  onSection,
  onFollow,
}: {
  section: string;
  onSection: (section: string) => void;
  onFollow: () => void;
}) {
  const t = useT().shell;
  return (
    <Accordion.Root type="single" collapsible value={section} onValueChange={onSection} asChild>
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
                      <MenuLink key={link.path} link={link} className={subClass} onFollow={onFollow} />
                    ))}
                  </ul>
                </Accordion.Content>
              </li>
            </Accordion.Item>
          ) : (
            <MenuLink key={item.path} link={item} className={rowClass} onFollow={onFollow} />
          ),
        )}
      </ul>
    </Accordion.Root>
  );
}
