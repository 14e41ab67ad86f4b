import type { ReactNode } from "react";
import { data } from "react-router";
import { textLinkClass } from "~/components/content/text-link";
import { DocumentTitle } from "~/components/document-title";
import { DataTable } from "~/components/ui/data-table";
import { formatDate, formatMonth } from "~/i18n/dates";
import { LANGUAGES, type Language, languageOfPath, useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { formatNumber } from "~/i18n/plural";
import { addressOf } from "~/pages/addresses";
import type { TransparencyMonth } from "~/petitions/transparency";
import { TRANSPARENCY_WORDS } from "~/petitions/transparency-words";
import type { Route } from "./+types/transparency";

/** The address of the page, and of its figures as CSV. */
const PAGE = "/petitions/transparency";
const CSV = "/api/petitions-transparency.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await context.petitions.transparency();
  const canonical = `${url.origin}${addressOf(PAGE, languageOfPath(url.pathname))}`;
  if (result.status !== "ok") return data({ figures: null, canonical, origin: url.origin }, { status: 503 });
  return { figures: result.figures, canonical, origin: url.origin };
}

export function meta({ data: loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = TRANSPARENCY_WORDS[languageOfPath(location.pathname)];
  const address = (language: Language) => `${loaderData.origin}${addressOf(PAGE, language)}`;
  return [
    { name: "description", content: t.intro },
    { property: "og:description", content: t.intro },
    { property: "og:url", content: loaderData.canonical },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: address(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address("en") },
  ];
}

/** A table of one measure, newest month first, its caption a heading's size. */
const FigureTable = ({
  caption,
  ...table
}: Omit<Parameters<typeof DataTable>[0], "rows"> & { rows: ReactNode[][] }) => (
  <DataTable
    {...table}
    caption={<span className="text-lg">{caption}</span>}
    rows={table.rows.map((cells) => ({ key: cells.map(String).join(" "), cells }))}
  />
);

/** A measure by reason: its table, or a line saying there is nothing to count. */
function ReasonTable({ caption, rows, none }: { caption: string; rows: string[][]; none: string }) {
  const t = TRANSPARENCY_WORDS[useLanguage().language];
  if (rows.length === 0) {
    return (
      <p>
        <strong>{caption}:</strong> {none}
      </p>
    );
  }
  return <FigureTable caption={caption} columns={[t.month, t.reason, t.count]} rows={rows} words={2} />;
}

/** A table's rows by reason: a month and a reason for each count above none, newest month first. */
function byReason(
  months: readonly TransparencyMonth[],
  figure: "removed" | "invalidated",
  name: (reason: string) => string,
  language: Language,
): string[][] {
  return months.flatMap((row) =>
    Object.entries(row[figure])
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([reason, count]) => [formatMonth(row.month, language), name(reason), formatNumber(count, language)]),
  );
}

/**
 * Petitions in figures (issue 36): month by month, what was received, published and removed (and why), the
 * signatures taken out of the count (and why), the Government's responses and their delay, and the waits for
 * review, from the petitions' records and their logs; the same figures as CSV. Drawn by the server alone.
 */
export default function TransparencyPage({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguage();
  const t = TRANSPARENCY_WORDS[language];
  const figures = loaderData.figures;
  const number = (value: number) => formatNumber(value, language);
  // A median of nothing is not zero: a dash, which screen readers hear as what it stands for.
  const median = (value: number | null, nothing: string) =>
    value === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{nothing}</span>
      </>
    ) : (
      formatNumber(value, language)
    );
  const months = figures?.months ?? [];
  const month = (row: TransparencyMonth) => formatMonth(row.month, language);
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
  const removed = byReason(months, "removed", (reason) => t.removalReasons[reason as "other"] ?? reason, language);
  const invalidated = byReason(
    months,
    "invalidated",
    (reason) => t.invalidationReasons[reason as "duplicate"] ?? reason,
    language,
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <DocumentTitle title={t.title} />
      <Link to="/petitions" className="text-primary underline underline-offset-4 hover:decoration-2">
        <span aria-hidden="true">← </span>
        {t.back}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-4 max-w-3xl text-muted-foreground">{t.intro}</p>
      {figures === null ? (
        <p className="mt-8" role="alert">
          {t.unavailable}
        </p>
      ) : (
        <>
          <section aria-labelledby="transparency-now" className="mt-8">
            <h2 id="transparency-now" className="text-xl font-semibold">
              {t.now}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="transparency-now">
              <dt className="font-semibold">{t.awaitingReview}</dt>
              <dd>
                {number(figures.now.awaitingReview)}
                {figures.now.longestReviewDays === null ? null : ` (${t.longestWait(figures.now.longestReviewDays)})`}
              </dd>
              <dt className="font-semibold">{t.owedResponse}</dt>
              <dd>{number(figures.now.owedResponse)}</dd>
            </dl>
          </section>
          <section className="mt-10 space-y-10">
            <FigureTable
              caption={t.petitions}
              columns={[t.month, t.received, t.published, t.removed]}
              rows={months.map((row) => [
                month(row),
                number(row.received),
                number(row.published),
                number(total(row.removed)),
              ])}
            />
            <ReasonTable caption={t.removedByReason} rows={removed} none={t.noneRemoved} />
            <ReasonTable caption={t.invalidatedByReason} rows={invalidated} none={t.noneInvalidated} />
            <FigureTable
              caption={t.responses}
              columns={[t.month, t.responsesPublished, t.medianDays, t.reached, t.stillOwed]}
              rows={months.map((row) => [
                month(row),
                number(row.responses),
                median(row.medianDaysToResponse, t.noMedianDays),
                number(row.reachedThreshold),
                number(row.stillOwed),
              ])}
            />
            <FigureTable
              caption={t.review}
              columns={[t.month, t.reviewed, t.medianHours]}
              rows={months.map((row) => [
                month(row),
                number(row.reviewed),
                median(row.medianHoursInReview, t.noMedianHours),
              ])}
            />
          </section>
          <p className="mt-10">
            {/* A file, not a page of the app: a plain link. */}
            <a href={CSV} type="text/csv" className={textLinkClass}>
              {t.csv}
            </a>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            {t.generated(formatDate(new Date(figures.generatedAt), language))}
          </p>
        </>
      )}
    </div>
  );
}
