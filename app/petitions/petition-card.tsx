import { formatRelative } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { Island } from "~/islands/islands";
import { type PublicPetition, shownLanguage } from "~/petitions/fields";
import CardFacts, { type CardDetail } from "./card-facts.island";
import { petitionPath } from "./paths";

type PetitionCardProps = {
  petition: PublicPetition & { signed: boolean };
  /** The time the list was read, so server and browser render the same relative time. */
  now: Date;
  /** Where the sign form returns to (this view of the list). */
  returnTo: string;
  /** PETITION_SIGNING=email: the card leads to the signing form on the petition's page. */
  byEmail?: boolean;
};

/**
 * One petition in the grid: the spec's card, its title a link to the petition's page, with a real sign
 * form. Only its facts and its sign button are an island (its count moves, its button signs in place):
 * its title and description are never hydrated.
 */
export function PetitionCard({ petition, now, returnTo, byEmail }: PetitionCardProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const titleId = `petition-${petition.id}-title`;
  // What the petitioner wrote is marked with the language they wrote in, which may not be the page's;
  // the title and description with the language they are shown in (the original until translated).
  const written = petition.language;
  const shown = shownLanguage(petition, language);
  const details: CardDetail[] = [
    petition.submitterName
      ? [t.card.submittedBy, petition.submitterName, written]
      : [t.card.submittedBy, t.card.anonymous],
    [
      t.card.created,
      petition.createdAt ? formatRelative(new Date(petition.createdAt), now, language) : t.card.dateUnavailable,
    ],
    [t.card.category, petition.category ? t.categories[petition.category] : t.card.general],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col rounded-lg border border-border bg-background p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-lg font-semibold wrap-anywhere text-foreground">
        <Link
          to={petitionPath(petition.id)}
          lang={shown}
          className="underline-offset-4 hover:underline focus-visible:underline"
        >
          {petition.title}
        </Link>
      </h3>
      {petition.response.state === "published" ? (
        <p className="mt-2">
          <span
            className="inline-block rounded-full border border-success px-2.5 py-0.5 text-xs font-semibold text-success"
            data-testid="responded-badge"
          >
            {t.card.responded}
          </span>
        </p>
      ) : null}
      {shown !== language ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="card-untranslated">
          {t.languages.page.cardUntranslated}
        </p>
      ) : null}
      <p lang={shown} className="mt-2 line-clamp-3 wrap-anywhere text-muted-foreground">
        {petition.description}
      </p>
      <Island
        component={CardFacts}
        props={{
          id: petition.id,
          title: petition.title,
          language: shown,
          details,
          count: petition.signatureCount,
          recent: petition.recentSignatures ?? null,
          closed: petition.closed,
          signed: petition.signed,
          titleId,
          returnTo,
          byEmail: Boolean(byEmail),
        }}
      />
    </article>
  );
}
