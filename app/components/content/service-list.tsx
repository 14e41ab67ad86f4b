import type { Service, ServiceCategory } from "~/content/types";
import { Link } from "~/i18n/localized";
import { cn } from "~/lib/cn";
import { ServiceIcon } from "./service-icon";

const cardClass = "relative flex flex-col rounded-lg border border-border bg-background p-5 shadow-sm";
/** The title link covers the whole card, so the card is one target with one accessible name. */
const coverLinkClass =
  "text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-focus";

/** Cards of services: each title links to the service, its description below. */
export function ServiceList({
  services,
  headingLevel = 3,
  className,
}: {
  services: readonly Service[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cn("mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
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

/** Cards of categories, each linking to the category's page. */
export function CategoryCards({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.id} className={cn(cardClass, "gap-3")}>
          <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <ServiceIcon name={category.icon} />
          </span>
          <h3 className="text-lg font-semibold">
            <Link to={`/services/${category.id}`} className={coverLinkClass}>
              {category.title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{category.summary}</p>
        </li>
      ))}
    </ul>
  );
}
