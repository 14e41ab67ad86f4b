import { Button, type ButtonProps } from "~/components/ui/button";
import { Link } from "~/i18n/localized";
import { useHydrated } from "~/lib/use-hydrated";

export const PETITION_FORM_ID = "create-petition";

/** The page's URL with the creation form open or closed, for the links drawn without JavaScript. */
export const petitionsHref = (open: boolean) => (open ? `/petitions?new#${PETITION_FORM_ID}` : "/petitions");

type FormToggleProps = Omit<ButtonProps, "asChild" | "onClick"> & {
  /** The state this control puts the form in. */
  open: boolean;
  /** Whether the control reports the form's state (the page's toggle button). */
  expanded?: boolean;
  /** Opens or closes the form in place, once JavaScript runs. */
  onToggle: (open: boolean) => void;
};

/**
 * Opens or closes the petition form. With JavaScript it is a button that does
 * so in place; without, a link to the page's address with the form open or closed.
 */
export function FormToggle({
  open,
  expanded,
  onToggle,
  children,
  variant,
  size,
  className,
  ...props
}: FormToggleProps) {
  const hydrated = useHydrated();
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
      onClick={() => onToggle(open)}
      {...props}
    >
      {children}
    </Button>
  );
}
