import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { cx } from "~/lib/cx";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cx(buttonVariants({ variant, size }), className)} {...props} />;
}
