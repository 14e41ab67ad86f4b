import { cva, type VariantProps } from "class-variance-authority";
import { useId } from "react";
import { cx } from "~/lib/cx";

/**
 * A callout set apart from the text around it. The variant says what kind:
 * - info: something to know (a primary bar);
 * - warning: something that matters for safety or for the answers (a destructive bar);
 * - success: an outcome that went well;
 * - error: something went wrong and needs the visitor (a full destructive border);
 * - contact: how to reach an office (the secondary colour);
 * - panel: a whole page's or list's state, centred ('Content Coming Soon', 'Under Construction').
 */
export const noticeVariants = cva("rounded-lg", {
  variants: {
    variant: {
      info: "border-l-4 border-primary bg-muted p-5 text-foreground",
      warning: "border-l-4 border-destructive bg-muted p-5 text-foreground",
      success: "border-l-4 border-success bg-muted p-5 text-foreground",
      error: "border-4 border-destructive p-4 text-foreground",
      contact: "border-l-4 border-primary bg-secondary p-6 text-secondary-foreground",
      panel: "border border-border bg-muted p-8 text-center text-foreground",
    },
  },
  defaultVariants: { variant: "info" },
});

const headingVariants = cva("font-semibold", {
  variants: {
    variant: {
      info: "",
      warning: "",
      success: "",
      error: "text-lg font-bold",
      contact: "text-xl",
      panel: "text-xl",
    },
  },
  defaultVariants: { variant: "info" },
});

type NoticeProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof noticeVariants> & {
    /** The element: an aside for a note beside the text, a div (default) for a state of the page. */
    as?: "div" | "aside" | "section";
    /** The notice's heading; it also names an aside, a section or a notice with a role for assistive technology. */
    title?: React.ReactNode;
    headingLevel?: 2 | 3;
    /** A decorative picture above the heading. */
    icon?: React.ReactNode;
  };

export function Notice({
  as: Element = "div",
  variant,
  title,
  headingLevel = 2,
  icon,
  className,
  children,
  ...props
}: NoticeProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // A plain div has no role that a name could be given to (ARIA forbids naming it); a landmark or an alert does.
  const named = Boolean(title) && (Element !== "div" || props.role !== undefined);
  return (
    <Element
      aria-labelledby={named ? headingId : undefined}
      className={cx(noticeVariants({ variant }), className)}
      {...props}
    >
      {icon}
      {title ? (
        <Heading id={headingId} className={headingVariants({ variant })}>
          {title}
        </Heading>
      ) : null}
      {children}
    </Element>
  );
}
