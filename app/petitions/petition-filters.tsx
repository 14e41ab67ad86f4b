import { Button } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { useT } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { PETITION_CATEGORIES } from "~/petitions/fields";
import type { PetitionListQuery } from "~/petitions/query";

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
        <Field id="petition-filter-response" label={t.filters.response} className="w-full sm:w-56">
          <Select name="response" defaultValue={query.response ?? ""} key={`response-${query.response ?? ""}`}>
            <option value="">{t.filters.responseAny}</option>
            <option value="published">{t.filters.responsePublished}</option>
            <option value="awaiting">{t.filters.responseAwaiting}</option>
          </Select>
        </Field>
        <Field id="petition-filter-state" label={t.filters.state} className="w-full sm:w-48">
          <Select name="state" defaultValue={query.state ?? ""} key={`state-${query.state ?? ""}`}>
            <option value="">{t.filters.stateAny}</option>
            <option value="open">{t.filters.stateOpen}</option>
            <option value="closed">{t.filters.stateClosed}</option>
          </Select>
        </Field>
        <Button type="submit" variant="secondary">
          {t.filters.apply}
        </Button>
      </div>
    </Form>
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
