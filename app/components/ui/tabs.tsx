import { Tabs as RadixTabs } from "radix-ui";
import { cn } from "~/lib/cn";
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
  /** Heading level used for each panel's title when the tabs are shown without JavaScript. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * Tabs (Radix): arrow keys move between tabs, the first (or defaultValue) is
 * selected. Before JavaScript runs, and without it, every panel is shown in
 * turn under its own heading, so no content is hidden.
 */
export function Tabs({ items, label, defaultValue, headingLevel = 3, className }: Props) {
  const hydrated = useHydrated();
  const Heading = `h${headingLevel}` as const;

  if (!hydrated) {
    return (
      <div className={cn("space-y-8", className)}>
        {items.map((item) => (
          <section key={item.value} aria-label={item.label}>
            <Heading className="mb-3 text-lg font-semibold text-foreground">{item.label}</Heading>
            {item.content}
          </section>
        ))}
      </div>
    );
  }

  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.value} className={className}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
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
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
