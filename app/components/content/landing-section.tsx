import { useEffect, useRef } from "react";
import { noticeVariants } from "~/components/ui/notice";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/** The part of a page its address names is set apart as an info notice. */
const LANDING_HIGHLIGHT = cn(noticeVariants({ variant: "info" }), "p-4 sm:p-6");

/**
 * A titled part of a page that the page's address can name (/government/symbols → the symbols
 * section). When it is the named one, the page opens at it and it is highlighted: without
 * JavaScript the browser focuses its heading (autofocus), which scrolls it into view; with
 * JavaScript the same happens after the router has set the scroll position.
 */
export function LandingSection({
  id,
  heading,
  intro,
  current,
  children,
}: {
  /** Stable id, also the fragment that links to the section. */
  id: string;
  heading: string;
  intro?: string;
  /** This is the section the address names. */
  current: boolean;
  children?: React.ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Widgets above the section change height once hydrated (tabs replace their fallback), so scroll again then.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!current || !hydrated) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [current, hydrated]);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      aria-current={current ? "true" : undefined}
      className={cn("mt-12", current && LANDING_HIGHLIGHT)}
    >
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={current ? -1 : undefined}
        // biome-ignore lint/a11y/noAutofocus: the address names this section; without JavaScript, autofocus is the only way to open the page at it
        autoFocus={current}
        className="text-2xl font-bold tracking-tight text-foreground focus:outline-none"
      >
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}
