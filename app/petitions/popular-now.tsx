import { TextLink } from "~/components/content/text-link";
import { useLanguage } from "~/i18n/language";
import type { PublicPetition } from "./fields";
import { petitionPath, petitionsListPath } from "./paths";
import { DEFAULT_QUERY, type PetitionListQuery } from "./query";

/** A petition in "popular now": what its line shows. */
export type PopularPetition = Pick<PublicPetition, "id" | "title" | "language" | "recentSignatures">;

/**
 * Whether a view of the list has a "popular now" strip, and of what: on its first page, of the view's
 * category (a visitor who filters sees only what they asked for), and not on the list sorted by it,
 * which is the same petitions in the same order. The strip is drawn after the results (the page puts it
 * there), so a list sorted otherwise begins with what the visitor chose.
 */
export function popularQuery(query: PetitionListQuery): PetitionListQuery | null {
  if (query.page !== 1 || query.sort === "popular") return null;
  return { ...DEFAULT_QUERY, category: query.category, sort: "popular", state: "open" };
}

/**
 * "Popular now": the open petitions with most signatures in the last hour (of the list's category), and
 * the way to the whole list so sorted. The server's HTML, after the list: nothing in it hydrates.
 */
export function PopularNow({ petitions, query }: { petitions: readonly PopularPetition[]; query: PetitionListQuery }) {
  const t = useLanguage().messages.petitions;
  if (petitions.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading" data-search-skip="" className="mt-8 rounded-lg border border-border p-4">
      <h2 id="popular-heading" className="text-lg font-semibold">
        {t.popular.heading}
      </h2>
      <ol className="mt-2 space-y-1">
        {petitions.map((petition) => (
          <li key={petition.id}>
            <TextLink to={petitionPath(petition.id)} lang={petition.language}>
              {petition.title}
            </TextLink>{" "}
            <span className="text-muted-foreground">· {t.popular.lastHour(petition.recentSignatures ?? 0)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2">
        <TextLink to={petitionsListPath({ ...DEFAULT_QUERY, category: query.category, sort: "popular" })}>
          {t.popular.all}
        </TextLink>
      </p>
    </section>
  );
}
