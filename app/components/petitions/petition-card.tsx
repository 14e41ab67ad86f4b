import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatRelative } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import type { PublicPetition } from "./petition-schema";

type PetitionCardProps = {
  petition: PublicPetition & { signed: boolean };
  /** The time the list was read, so server and browser render the same relative time. */
  now: Date;
  /** A sign is on its way: the buttons wait. */
  busy: boolean;
};

/** One petition in the grid: the spec's card, with a real form behind 'Sign Petition'. */
export function PetitionCard({ petition, now, busy }: PetitionCardProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const titleId = `petition-${petition.id}-title`;
  const details: Array<[string, string]> = [
    [t.card.submittedBy, petition.submitterName ?? t.card.anonymous],
    [
      t.card.created,
      petition.createdAt ? formatRelative(new Date(petition.createdAt), now, language) : t.card.dateUnavailable,
    ],
    [t.card.category, petition.category ? t.categories[petition.category] : t.card.general],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-lg border border-border bg-background p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-lg font-semibold break-words text-foreground">
        {petition.title}
      </h3>
      <p className="mt-2 line-clamp-3 break-words text-muted-foreground">{petition.description}</p>
      <dl className="mt-4 grid gap-1 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="flex flex-wrap gap-x-1">
            <dt className="font-semibold">{term}:</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline gap-x-1">
          <dt className="font-semibold">{t.card.signatures}:</dt>
          <dd className="text-lg font-bold text-primary" data-testid="signature-count">
            {petition.signatureCount}
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        {petition.signed ? (
          <p className="mb-2 text-sm font-semibold text-success">
            <span aria-hidden="true">✓ </span>
            {t.card.signed}
          </p>
        ) : null}
        <Form method="post" action="/petitions" preventScrollReset>
          <input type="hidden" name="intent" value="sign" />
          <input type="hidden" name="petitionId" value={petition.id} />
          <Button type="submit" className="w-full" aria-describedby={titleId} disabled={petition.signed || busy}>
            {t.card.sign}
          </Button>
        </Form>
      </div>
    </article>
  );
}
