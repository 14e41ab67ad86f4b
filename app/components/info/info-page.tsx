import { DocumentTitle } from "~/components/document-title";
import { cn } from "~/lib/cn";

/** Classes of a link inside running text. */
export const TEXT_LINK =
  "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

/** The frame of an information page: document title, the page's one h1, then its body. */
export function InfoPage({
  title,
  wide = false,
  children,
}: {
  title: string;
  /** Wider column, for pages laid out in columns. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("mx-auto px-4 py-12 sm:px-6", wide ? "max-w-5xl" : "max-w-3xl")}>
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
