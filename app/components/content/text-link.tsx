import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

export const textLinkClass =
  "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

/** An in-site link styled as text. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClass, className)} {...props} />;
}

/** Visually hidden text that completes a link's accessible name ("Read more: <title>"). */
export function HiddenContext({ children }: { children: React.ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
