import { Button, type ButtonProps } from "~/components/ui/button";
import { Link, useNavigate } from "~/i18n/localized";
import { useHydrated } from "~/lib/use-hydrated";

export const PETITION_FORM_ID = "create-petition";

/** The page's URL with the creation form open or closed: the form's state lives in the URL. */
export const petitionsHref = (open: boolean) => (open ? `/petitions?new#${PETITION_FORM_ID}` : "/petitions");

type FormToggleProps = Omit<ButtonProps, "asChild" | "onClick"> & {
  /** The state this control puts the form in. */
  open: boolean;
  /** Whether the control reports the form's state (the page's toggle button). */
  expanded?: boolean;
};

/**
 * Opens or closes the petition form. With JavaScript it is a button that
 * changes the URL in place; without, a link to the same URL.
 */
export function FormToggle({ open, expanded, children, variant, size, className, ...props }: FormToggleProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!hydrated) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={petitionsHref(open)}>{children}</Link>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      aria-expanded={expanded}
      aria-controls={expanded === undefined ? undefined : PETITION_FORM_ID}
      onClick={() => navigate(open ? "/petitions?new" : "/petitions", { replace: true, preventScrollReset: true })}
      {...props}
    >
      {children}
    </Button>
  );
}
