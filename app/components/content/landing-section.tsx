import { useEffect, useRef } from "react";
import { noticeVariants } from "~/components/ui/notice";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { openAt } from "./open-at";

/** The part of a page its address names is set apart as an info notice. */
const LANDING_HIGHLIGHT = cn(noticeVariants({ variant: "info" }), "p-4 sm:p-6");

/**
 * A titled part of a page that the page's address can name (/government/symbols → the symbols
 * section). When it is the named one it is highlighted, and once the page's script runs its
 * heading takes the focus and the page scrolls to it (the branch tabs' island does so on a static
 * page, after the tabs above have taken their height). Without JavaScript the page opens at the
 * top: autofocus would scroll there before the tabs hydrate, and the content would jump under the
 * reader's eyes when they shrink (docs/decisions/0015-landing-sections.md).
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
    if (!current || !hydrated || !headingRef.current) return;
    return openAt(headingRef.current);
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
        className="text-2xl font-bold tracking-tight text-foreground focus:outline-none"
      >
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}
