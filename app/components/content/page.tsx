import { cva } from "class-variance-authority";
import { useId } from "react";
import { DocumentTitle } from "~/components/document-title";
import { cn } from "~/lib/cn";

const frameVariants = cva("mx-auto px-4 py-10 sm:px-6 lg:py-12", {
  variants: {
    width: {
      /** Running text: legal pages, the guide, a single notice. */
      text: "max-w-3xl",
      /** Text in columns, such as the sitemap. */
      columns: "max-w-5xl",
      /** Grids of cards, tabs and lists. */
      full: "max-w-7xl",
    },
  },
  defaultVariants: { width: "full" },
});

/** The frame of every content page: its title (document title and the page's one h1), an intro, then the body. */
export function Page({
  title,
  documentTitle,
  intro,
  children,
  width,
  className,
}: {
  title: string;
  /** The document title, when it says more than the heading (the query on a results page). */
  documentTitle?: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  width?: "text" | "columns" | "full";
  className?: string;
}) {
  return (
    <div className={cn(frameVariants({ width }), className)}>
      <DocumentTitle title={documentTitle ?? title} />
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
      {children}
    </div>
  );
}

/** A titled part of a page, named for assistive technology by its h2. */
export function Section({
  heading,
  intro,
  children,
  className,
  action,
}: {
  heading: string;
  intro?: string;
  children?: React.ReactNode;
  className?: string;
  /** Shown beside the heading, e.g. a "view all" link. */
  action?: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("mt-12", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground">
          {heading}
        </h2>
        {action}
      </div>
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * A part of a page of running text (a ministry, the contact page, legal text, an information
 * page): its h2, then the text. With an id, the heading names the section for assistive technology.
 */
export function TextSection({
  id,
  heading,
  className = "mt-8",
  children,
}: {
  id?: string;
  heading: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {heading}
      </h2>
      {children}
    </section>
  );
}
