import { useId } from "react";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";

/** The site's search box (spec: placeholder 'Search...'; search results are not specified). */
export function SearchBox({ className, inputClassName }: { className?: string; inputClassName?: string }) {
  const t = useT().shell.search;
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to jsdom; the role says the same
    <div role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={t.placeholder}
        className={cn(
          "h-9 w-full rounded-md border border-input bg-background pr-2 pl-8 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus",
          inputClassName,
        )}
      />
    </div>
  );
}
