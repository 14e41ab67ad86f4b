import { cva } from "class-variance-authority";

/**
 * The button's looks (the shadcn set the spec names), in a module of their own: an island can
 * style a plain <button> or a link with them without loading ./button and its Slot. No two
 * classes of a variant and a size collide, so they are joined without class merging.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline underline-offset-4 hover:decoration-2",
      },
      size: {
        // Each size keeps its text on one line but `wrap`, for a call to action whose words may take two.
        default: "h-10 whitespace-nowrap px-4 py-2",
        sm: "h-9 whitespace-nowrap rounded-md px-3",
        lg: "h-11 whitespace-nowrap rounded-md px-8",
        icon: "h-10 w-10 whitespace-nowrap",
        wrap: "min-h-10 whitespace-normal px-4 py-2 text-center",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
