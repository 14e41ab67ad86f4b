import { useLanguage } from "~/i18n/language";
import type { Language } from "~/i18n/languages";
import { signOnBoard, useBoard } from "./board-store";
import { SignControls } from "./sign-controls";

export type CardSignProps = {
  id: number;
  /** What the receipt says the signature was for. */
  title: string;
  language: Language;
  closed: boolean;
  /** The page was drawn knowing this browser has signed it (its own post, without JavaScript). */
  signed: boolean;
  /** The card's title, which the button is described by. */
  describedBy: string;
  /** Where the sign form returns to without JavaScript (this view of the list). */
  returnTo: string;
};

/**
 * A card's 'Sign Petition' on the petitions list: a real form without JavaScript; with it, signing in
 * place through the board (./board-store.ts), which the page's controls announce.
 */
export default function CardSign({ id, title, language, closed, signed, describedBy, returnTo }: CardSignProps) {
  const t = useLanguage().messages.petitions;
  const signedHere = useBoard((board) => board.signed.has(id));
  const closedSince = useBoard((board) => board.closed.has(id));
  const busy = useBoard((board) => board.busy);
  return (
    <SignControls
      petitionId={id}
      signed={signed || signedHere}
      closed={closed || closedSince}
      closedMessage={<p className="text-sm font-semibold text-muted-foreground">{t.card.closed}</p>}
      describedBy={describedBy}
      busy={busy}
      returnTo={returnTo}
      onSign={() => signOnBoard({ id, title, language })}
      compact
    />
  );
}
