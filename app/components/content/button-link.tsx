import { Button, type ButtonProps } from "~/components/ui/button";
import { Link } from "~/i18n/localized";

type ButtonLinkProps = Omit<ButtonProps, "asChild" | "children"> & { to: string; children: React.ReactNode };

/** A link in the page's language that looks like a button: a "Back to Homepage", or a call to action. */
export function ButtonLink({ to, children, ...button }: ButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
