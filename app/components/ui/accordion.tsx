import { Accordion as RadixAccordion } from "radix-ui";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";

export type AccordionItem = {
  /** Stable value, also the element id prefix. */
  value: string;
  title: React.ReactNode;
  content: React.ReactNode;
};

type Props = {
  items: readonly AccordionItem[];
  /** Heading level of each item's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  defaultValue?: string;
};

const triggerClass =
  "flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-foreground hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

/**
 * The item's chevron, kept here rather than shared with the header's (components/ui/chevron.tsx): shared, it
 * would be a script of its own that every page with an accordion asks for (e2e/request-budget.spec.ts).
 */
function Chevron() {
  const shape = <path d="m6 9 6 6 6-6" />;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0 transition-transform duration-200"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {shape}
    </svg>
  );
}

/**
 * A single-open, collapsible accordion (Radix). Before JavaScript runs, and
 * without it, each item is a native <details> so every section stays reachable.
 * Printed, every section is open.
 */
export function Accordion({ items, headingLevel = 3, className, defaultValue }: Props) {
  const hydrated = useHydrated();
  const Heading = `h${headingLevel}` as const;

  if (!hydrated) {
    return (
      <div className={cx("divide-y divide-border border-y border-border", className)}>
        {items.map((item) => (
          <details key={item.value} className="group" open={item.value === defaultValue}>
            <summary
              className={cx(
                triggerClass,
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden group-open:[&_svg]:rotate-180",
              )}
            >
              <Heading className="text-base font-semibold">{item.title}</Heading>
              <Chevron />
            </summary>
            <div className="pb-4">{item.content}</div>
          </details>
        ))}
      </div>
    );
  }

  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultValue}
      className={cx("divide-y divide-border border-y border-border", className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value}>
          <RadixAccordion.Header asChild>
            <Heading className="text-base font-semibold">
              <RadixAccordion.Trigger className={cx(triggerClass, "[&[data-state=open]>svg]:rotate-180")}>
                {item.title}
                <Chevron />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          {/* Closed sections stay in the document, hidden, so that every section prints (app.css). */}
          <RadixAccordion.Content className="pb-4 data-[state=closed]:hidden" forceMount>
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
