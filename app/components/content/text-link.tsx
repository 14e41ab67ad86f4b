import { Link } from "~/i18n/localized";
import { cx } from "~/lib/cx";

export const textLinkClass =
  "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

/** An in-site link styled as text. */
export function TextLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return <Link className={cx(textLinkClass, className)} {...props} />;
}

/**
 * A short link text ("Read more") whose accessible name also says what it leads to
 * ("Read more: <title>"). The name is written whole in one hidden span, because browsers
 * put a space before a hidden fragment and would read "Read more : <title>".
 */
export function LinkText({ text, context }: { text: string; context: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        {text}: {context}
      </span>
    </>
  );
}
