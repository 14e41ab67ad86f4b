import { Button } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import type { Messages } from "~/i18n/en";
import { useT } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { PETITION_CATEGORIES } from "~/petitions/fields";
import type { PetitionListQuery } from "~/petitions/query";

type FilterWords = keyof Messages["petitions"]["filters"];

/** The views a list can be narrowed to beside its category: each filter's values and the words of each. */
const VIEW_FILTERS: ReadonlyArray<{
  name: "response" | "state";
  width: string;
  options: ReadonlyArray<readonly [string, FilterWords]>;
}> = [
  {
    name: "response",
    width: "sm:w-56",
    options: [
      ["", "responseAny"],
      ["published", "responsePublished"],
      ["awaiting", "responseAwaiting"],
    ],
  },
  {
    name: "state",
    width: "sm:w-48",
    options: [
      ["", "stateAny"],
      ["open", "stateOpen"],
      ["closed", "stateClosed"],
    ],
  },
];

/**
 * Sort, category, the Government's response and open or closed: a plain GET form, so any view has an address that works
 * without JavaScript and can be shared. Choosing a view starts again at page 1.
 */
export function PetitionFilters({ query }: { query: PetitionListQuery }) {
  const t = useT().petitions;
  return (
    <Form method="get" action="/petitions" aria-labelledby="petition-filters-heading" className="mt-2">
      <h3 id="petition-filters-heading" className="text-base font-semibold">
        {t.filters.heading}
      </h3>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <Field id="petition-filter-sort" label={t.filters.sort} className="w-full sm:w-56">
          <Select name="sort" defaultValue={query.sort} key={`sort-${query.sort}`}>
            <option value="signatures">{t.filters.sortSignatures}</option>
            <option value="newest">{t.filters.sortNewest}</option>
            <option value="popular">{t.filters.sortPopular}</option>
          </Select>
        </Field>
        <Field id="petition-filter-category" label={t.filters.category} className="w-full sm:w-64">
          <Select name="category" defaultValue={query.category ?? ""} key={`category-${query.category ?? ""}`}>
            <option value="">{t.filters.allCategories}</option>
            <CategoryOptions />
          </Select>
        </Field>
        {VIEW_FILTERS.map(({ name, width, options }) => (
          <FilterSelect
            key={name}
            name={name}
            label={t.filters[name]}
            value={query[name]}
            width={width}
            options={options.map(([value, words]) => [value, t.filters[words]])}
          />
        ))}
        <Button type="submit" variant="secondary">
          {t.filters.apply}
        </Button>
      </div>
    </Form>
  );
}

/**
 * One filter of the list: its options as value and label, the view's value chosen (drawn afresh when the
 * view changes, so the form shows the view it leads to).
 */
function FilterSelect({
  name,
  label,
  value,
  width,
  options,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  width: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Field id={`petition-filter-${name}`} label={label} className={`w-full ${width}`}>
      <Select name={name} defaultValue={value ?? ""} key={`${name}-${value ?? ""}`}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The seven categories as options, in the spec's order and the page's language. */
export function CategoryOptions() {
  const t = useT().petitions;
  return PETITION_CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {t.categories[category]}
    </option>
  ));
}
