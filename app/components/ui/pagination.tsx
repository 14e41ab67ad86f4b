/** The words of a pagination, in the page's language. */
export type PaginationLabels = {
  /** Names the navigation landmark ("Pages of petitions"). */
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
};

/** Page numbers shown around the current one, plus the first and the last. */
function visiblePages(current: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push("gap");
    out.push(page);
  });
  return out;
}

const linkClass =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-border px-3 text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

/** Links between the pages of a list: plain links, so they work without JavaScript. */
export function Pagination({
  current,
  pages,
  href,
  labels: t,
}: {
  current: number;
  pages: number;
  /** The address of a page of the list, in the page's language. */
  href: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (pages <= 1 && current <= 1) return null;
  return (
    <nav aria-label={t.label} className="mt-8">
      <ul className="flex list-none flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <a href={href(Math.min(current - 1, pages))} rel="prev" className={linkClass}>
              <span aria-hidden="true">← </span>
              {t.previous}
            </a>
          </li>
        ) : null}
        {visiblePages(Math.min(current, pages), pages).map((page, index) =>
          page === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span
                  aria-current="page"
                  className={`${linkClass} border-primary bg-primary font-semibold text-primary-foreground no-underline`}
                >
                  <span className="sr-only">{t.page(page)}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <a href={href(page)} className={linkClass} aria-label={t.page(page)}>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <a href={href(current + 1)} rel="next" className={linkClass}>
              {t.next}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
