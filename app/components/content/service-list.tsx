import type { Service } from "~/content/types";
import { Link } from "~/i18n/localized";
import { cx } from "~/lib/cx";

/** A card of a list of services or of categories (./category-cards). */
export const cardClass = "relative flex flex-col rounded-lg border border-border bg-background p-5 shadow-sm";
/** The title link covers the whole card, so the card is one target with one accessible name. */
export const coverLinkClass =
  "text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-focus";

/** The cards per row on a wide screen (two from a small screen up, one on a phone). */
const WIDE_COLUMNS = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Cards of services: each title links to the service, its description below. */
export function ServiceList({
  services,
  headingLevel = 3,
  columns = 3,
  className = "mt-6",
}: {
  services: readonly Service[];
  headingLevel?: 2 | 3 | 4;
  columns?: keyof typeof WIDE_COLUMNS;
  /** The list's space above (by default mt-6). */
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx("grid gap-4 sm:grid-cols-2", WIDE_COLUMNS[columns], className)}>
      {services.map((service) => (
        <li key={service.link} className={cardClass}>
          <Heading className="text-lg font-semibold">
            <Link to={service.link} className={coverLinkClass}>
              {service.title}
            </Link>
          </Heading>
          <p className="mt-2 text-sm text-muted-foreground">{service.description}</p>
        </li>
      ))}
    </ul>
  );
}
