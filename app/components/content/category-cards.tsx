import type { ServiceCategory } from "~/content/types";
import { Link } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { ServiceIcon } from "./service-icon";
import { cardClass, coverLinkClass } from "./service-list";

/** Cards of categories, each linking to the category's page. */
export function CategoryCards({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.id} className={cx(cardClass, "gap-3")}>
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
