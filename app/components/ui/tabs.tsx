import { Tabs as RadixTabs } from "radix-ui";
import { useEffect, useRef } from "react";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";

export type TabItem = {
  value: string;
  label: string;
  content: React.ReactNode;
};

type Props = {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Defaults to the first tab. */
  defaultValue?: string;
  /** The selected tab, when the page holds it (e.g. in its address). */
  value?: string;
  onValueChange?: (value: string) => void;
  /**
   * The tab the page's address names. Without JavaScript its panel comes first and is
   * highlighted; with JavaScript the page opens at the tabs, the named one selected and focused.
   */
  landing?: string;
  /**
   * Heading level of each panel's title: shown above each panel without JavaScript, hidden but
   * read by screen readers in the tabs (the tab shows the name).
   */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * Tabs (Radix): arrow keys move between tabs, the first (or defaultValue) is
 * selected. Before JavaScript runs, and without it, every panel is shown in
 * turn under its own heading (the one the address names first), so no content is hidden.
 */
export function Tabs({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  landing,
  headingLevel = 3,
  className,
}: Props) {
  const hydrated = useHydrated();
  const Heading = `h${headingLevel}` as const;
  const listRef = useRef<HTMLDivElement>(null);

  // Only when the page opens: choosing a tab afterwards must not move the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the tabs replace the fallback
  useEffect(() => {
    if (!hydrated || !landing) return;
    const tab = listRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    tab?.focus({ preventScroll: true });
    // A frame after the fallback's panels gave way to the tabs: scrolled in the same frame, the
    // content below them would be seen jumping up into view (a layout shift); scrolled later, the
    // page only scrolls.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        (listRef.current?.closest("section") ?? listRef.current)?.scrollIntoView({ block: "start" }),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [hydrated]);

  if (!hydrated) {
    // The panel the address names comes first, where the tabs will show it. The page does not
    // scroll to it (autofocus would): when the tabs hydrate the panels after it go, and a page
    // scrolled down to them would see the content below jump up (a layout shift).
    const ordered = [...items].sort((a, b) => Number(b.value === landing) - Number(a.value === landing));
    return (
      <div className={cx("space-y-8", className)}>
        {ordered.map((item) => (
          <section
            key={item.value}
            id={item.value}
            aria-label={item.label}
            aria-current={item.value === landing ? "true" : undefined}
            className={cx(item.value === landing && "rounded-lg border-l-4 border-primary bg-muted p-4")}
          >
            <Heading className="mb-3 text-lg font-semibold text-foreground">{item.label}</Heading>
            {item.content}
          </section>
        ))}
      </div>
    );
  }

  return (
    <RadixTabs.Root
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange}
      className={className}
    >
      <RadixTabs.List ref={listRef} aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus data-[state=active]:border-border data-[state=active]:border-b-background data-[state=active]:bg-background data-[state=active]:text-foreground"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          className="pt-6 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
        >
          {/* The tab shows the panel's name; its heading keeps the page's outline whole for screen readers. */}
          <Heading className="sr-only">{item.label}</Heading>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
