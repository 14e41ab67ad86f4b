import { Button } from "~/components/ui/button";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { cx } from "~/lib/cx";

/**
 * "You have signed this petition" when this browser has, and 'Sign Petition' as
 * a real form (it works without JavaScript), or what a closed petition says.
 */
export function SignControls({
  petitionId,
  signed,
  closed,
  closedMessage,
  describedBy,
  busy,
  returnTo,
  action = "/petitions",
  onSign,
  compact = false,
}: {
  petitionId: number;
  signed: boolean;
  closed: boolean;
  closedMessage: React.ReactNode;
  describedBy: string;
  busy: boolean;
  returnTo?: string;
  action?: string;
  onSign?: (petitionId: number) => void;
  compact?: boolean;
}) {
  const t = useLanguage().messages.petitions;
  return (
    <>
      {signed ? (
        <p className={cx("mb-2 font-semibold text-success", compact && "text-sm")}>
          <span aria-hidden="true">✓ </span>
          {t.card.signed}
        </p>
      ) : null}
      {closed ? (
        closedMessage
      ) : (
        <Form
          method="post"
          action={action}
          onSubmit={
            onSign &&
            ((event) => {
              event.preventDefault();
              onSign(petitionId);
            })
          }
        >
          <input type="hidden" name="intent" value="sign" />
          <input type="hidden" name="petitionId" value={petitionId} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <Button type="submit" className="w-full" aria-describedby={describedBy} disabled={signed || busy}>
            {t.card.sign}
          </Button>
        </Form>
      )}
    </>
  );
}
