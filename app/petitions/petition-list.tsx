import { Pagination } from "~/components/ui/pagination";
import { useLanguage } from "~/i18n/language";
import { Link, useLocalize } from "~/i18n/localized";
import type { PublicPetition } from "~/petitions/fields";
import { type PetitionListQuery, pageCount } from "~/petitions/query";
import { petitionsListPath } from "./paths";
import { PetitionCard } from "./petition-card";
import { PetitionFilters } from "./petition-filters";

export type PetitionListProps = {
  petitions: PublicPetition[];
  total: number;
  query: PetitionListQuery;
  /** When the list was read, so the relative times are the same wherever it is drawn. */
  now: string;
  /** Petitions the page knows this browser has signed: the one its own post just signed, without JavaScript. */
  signed: readonly number[];
  /** PETITION_SIGNING=email: each card leads to its petition's signing form. */
  byEmail?: boolean;
};

/**
 * The petitions list (the spec's grid of cards): its heading, the view's filters, its total, the cards
 * and the pages. The server draws it; the browser draws it again only when the list is read again
 * after the visitor's own change (./petition-list-browser.tsx). Each card's count and sign button
 * are islands; nothing else of it is hydrated.
 */
export function PetitionList({ petitions, total, query, now, signed, byEmail }: PetitionListProps) {
  const t = useLanguage().messages.petitions;
  const localizeAddress = useLocalize();
  const pages = pageCount(total);
  const returnTo = petitionsListPath(query);
  const readAt = new Date(now);
  return (
    // The list's states come from the database: the site index leaves them out (app/search/extract.server.ts).
    <section aria-labelledby="petitions-list" data-search-skip="" className="mt-4">
      <h2 id="petitions-list" className="sr-only">
        {query.sort === "newest" ? t.list.labelNewest : query.sort === "popular" ? t.list.labelPopular : t.list.label}
      </h2>
      <PetitionFilters query={query} />
      <p className="mt-4 font-semibold" data-testid="petition-total">
        {t.list.total(total)}
        {pages > 1 ? (
          <span className="font-normal text-muted-foreground">
            {" "}
            · {t.pagination.current(Math.min(query.page, pages), pages)}
          </span>
        ) : null}
      </p>
      {petitions.length === 0 ? (
        <EmptyView total={total} query={query} />
      ) : (
        <ul className="mt-4 grid list-none gap-6 md:grid-cols-2 lg:grid-cols-3">
          {petitions.map((petition) => (
            <li key={petition.id} className="flex min-w-0">
              <PetitionCard
                petition={{ ...petition, signed: signed.includes(petition.id) }}
                now={readAt}
                returnTo={returnTo}
                byEmail={byEmail}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={query.page}
        pages={pages}
        href={(page) => localizeAddress(petitionsListPath({ ...query, page }))}
        labels={t.pagination}
      />
    </section>
  );
}

/** A category with no petitions, or a page past the end (with the way back to the first). */
function EmptyView({ total, query }: { total: number; query: PetitionListQuery }) {
  const t = useLanguage().messages.petitions;
  return (
    <div className="mt-4 rounded-lg border border-border p-8 text-center">
      <p>{total > 0 ? t.list.pastEnd : query.response || query.state ? t.list.noneInView : t.list.noneInCategory}</p>
      {total > 0 ? (
        <Link
          to={petitionsListPath({ ...query, page: 1 })}
          className="mt-2 inline-block text-primary underline underline-offset-4"
        >
          {t.list.firstPage}
        </Link>
      ) : null}
    </div>
  );
}
