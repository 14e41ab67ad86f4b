import { useEffect } from "react";
import { buttonVariants } from "~/components/ui/button";
import { useLanguage } from "~/i18n/language";
import type { Language } from "~/i18n/languages";
import { Link } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { countOf, signOnBoard, useBoard, watchPetition } from "./board-store";
import { petitionPath } from "./paths";
import { SignControls } from "./sign-controls";

/** A line of a card's facts: its term, its value, and the value's language where it is the petitioner's words. */
export type CardDetail = [term: string, value: string, language?: Language];

export type CardFactsProps = {
  id: number;
  /** What the receipt says the signature was for. */
  title: string;
  language: Language;
  /** Submitted by, created and category, worded where the card was drawn. */
  details: CardDetail[];
  count: number;
  /** Signatures in the last hour, on the list sorted by them. */
  recent: number | null;
  closed: boolean;
  /** The page was drawn knowing this browser has signed it (its own post, without JavaScript). */
  signed: boolean;
  /** The card's title, which the button is described by. */
  titleId: string;
  /** Where the sign form returns to without JavaScript (this view of the list). */
  returnTo: string;
  /** PETITION_SIGNING=email: the card leads to the signing form on the petition's page. */
  byEmail: boolean;
};

/**
 * A card's facts and its action on the petitions list: the one part of a card that hydrates. Its count
 * follows the live stream and the visitor's own signature, and 'Sign Petition' signs in place through
 * the board (./board-store.ts), which the page's controls announce; without JavaScript the form posts.
 */
export default function CardFacts(props: CardFactsProps) {
  const { id, title, language, details, recent, closed, titleId, returnTo, byEmail } = props;
  const t = useLanguage().messages.petitions;
  const count = useBoard((board) => countOf(board, id, props.count));
  const signed = useBoard((board) => props.signed || board.signed.has(id));
  const closedSince = useBoard((board) => board.closed.has(id));
  const busy = useBoard((board) => board.busy);
  useEffect(() => watchPetition(id), [id]);
  return (
    <>
      <dl className="mt-4 grid gap-1 text-sm">
        {details.map(([term, value, lang]) => (
          <div key={term} className="flex min-w-0 flex-wrap gap-x-1">
            <dt className="font-semibold">{term}:</dt>
            <dd lang={lang} className="min-w-0 wrap-anywhere">
              {value}
            </dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline gap-x-1">
          <dt className="font-semibold">{t.card.signatures}:</dt>
          <dd className="text-lg font-bold text-primary" data-testid="signature-count">
            {count}
          </dd>
        </div>
        {recent === null ? null : (
          <div className="text-muted-foreground" data-testid="recent-signatures">
            <dt className="sr-only">{t.popular.heading}</dt>
            <dd>{t.popular.lastHour(recent)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto pt-4">
        {byEmail && !closed ? (
          <Link to={`${petitionPath(id)}#sign`} className={cx(buttonVariants(), "w-full")} aria-describedby={titleId}>
            {t.byEmail.cardLink}
          </Link>
        ) : (
          <SignControls
            petitionId={id}
            signed={signed}
            closed={closed || closedSince}
            closedMessage={<p className="text-sm font-semibold text-muted-foreground">{t.card.closed}</p>}
            describedBy={titleId}
            busy={busy}
            returnTo={returnTo}
            onSign={() => signOnBoard({ id, title, language })}
            compact
          />
        )}
      </div>
    </>
  );
}
