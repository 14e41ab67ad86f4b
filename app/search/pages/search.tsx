import { data } from "react-router";
import { Page } from "~/components/content/page";
import { TextLink } from "~/components/content/text-link";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { type Language, languageOfPath, useT } from "~/i18n/language";
import { useLocalize } from "~/i18n/localized";
import { Island } from "~/islands/islands";
import { MAX_QUERY_LENGTH, parseQuery } from "~/lib/normalize";
import { usePage } from "~/pages/use-page";
import type { ExcerptPart } from "~/search/excerpt";
import type { SearchHit } from "~/search/results";
import { SearchBox } from "~/search/search-box.island";
import type { Route } from "./+types/search";

/** Results on one page. */
const PER_PAGE = 10;

type SearchState =
  | { state: "empty" }
  | { state: "too-long" }
  | { state: "rate-limited"; query: string; retryAfterSeconds: number }
  | {
      state: "results";
      query: string;
      total: number;
      page: number;
      pages: number;
      hits: SearchHit[];
      invalidPage: boolean;
      petitionsSearched: boolean;
    };

/** "2" → 2; anything but a whole number from 1 up is refused (null). */
function pageNumber(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const headers = { "X-Robots-Tag": "noindex" };
  const parsed = parseQuery(url.searchParams.get("q"));
  if (parsed.status === "empty") return data<SearchState>({ state: "empty" }, { headers });
  if (parsed.status === "too-long") return data<SearchState>({ state: "too-long" }, { status: 400, headers });

  // Counted before any cache answered (app/search/api.server.ts): a refused search is marked in the context.
  const retryAfter = context.searchRetryAfter;
  if (retryAfter !== undefined) {
    return data<SearchState>(
      { state: "rate-limited", query: parsed.text, retryAfterSeconds: retryAfter },
      { status: 429, headers: { ...headers, "Retry-After": String(retryAfter) } },
    );
  }
  const answer = await context.search.search({ terms: parsed.terms, language: languageOfPath(url.pathname) });
  const requested = pageNumber(url.searchParams.get("page"));
  const page = requested ?? 1;
  const total = answer.hits.length;
  return data<SearchState>(
    {
      state: "results",
      query: parsed.text,
      total,
      page,
      pages: Math.ceil(total / PER_PAGE),
      hits: answer.hits.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      invalidPage: requested === null,
      petitionsSearched: answer.petitionsSearched,
    },
    { status: requested === null ? 400 : 200, headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The words of a result's excerpt, the matched ones marked. */
function Excerpt({ parts, lang }: { parts: ExcerptPart[]; lang?: Language }) {
  return (
    <p lang={lang} className="mt-1 text-muted-foreground">
      {parts.map((part, index) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never move.
          <mark key={index} className="rounded-sm bg-highlight px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function Results({ result }: { result: Extract<SearchState, { state: "results" }> }) {
  const t = useT().search;
  const localize = useLocalize();
  const href = (page: number) => localize(`/search?${new URLSearchParams({ q: result.query, page: String(page) })}`);
  return (
    <>
      {result.invalidPage ? (
        <Notice variant="warning" className="mt-6">
          {t.invalidPage}
        </Notice>
      ) : null}
      {result.petitionsSearched ? null : (
        <Notice variant="warning" className="mt-6">
          {t.petitionsUnavailable}
        </Notice>
      )}
      <p role="status" className="mt-6 font-semibold">
        {t.resultCount(result.total, result.query)}
      </p>
      {result.hits.length > 0 ? (
        <ol aria-label={t.resultsLabel} className="mt-4 divide-y divide-border border-y border-border">
          {result.hits.map((hit) => (
            <li key={hit.address} className="py-5">
              <p className="text-sm font-medium text-muted-foreground">{t.kinds[hit.kind]}</p>
              <h2 className="mt-1 text-xl font-semibold">
                <TextLink to={hit.address} lang={hit.language}>
                  {hit.title}
                </TextLink>
              </h2>
              <Excerpt parts={hit.excerpt} lang={hit.language} />
            </li>
          ))}
        </ol>
      ) : result.total > 0 ? (
        <p className="mt-4">
          <TextLink to={href(1)}>{t.pastTheEnd}</TextLink>
        </p>
      ) : (
        <NoResults query={result.query} />
      )}
      <Pagination current={result.page} pages={result.pages} href={href} labels={t.pagination} />
    </>
  );
}

function NoResults({ query }: { query: string }) {
  const t = useT().search;
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold">{t.noResults.heading(query)}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {t.noResults.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Browse />
    </div>
  );
}

/** Where to go when the search cannot help. */
function Browse() {
  const { search: t, pages } = useT();
  return (
    <>
      <p className="mt-4">{t.noResults.browse}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>
          <TextLink to="/services">{pages.titles.services}</TextLink>
        </li>
        <li>
          <TextLink to="/sitemap">{pages.titles.sitemap}</TextLink>
        </li>
      </ul>
    </>
  );
}

/** The results of the site's search boxes: pages, services and petitions matching the words of `q`. */
export default function SearchPage({ loaderData: result }: Route.ComponentProps) {
  const { search: t, pages } = useT();
  const page = usePage("search/pages/search.tsx");
  const query = "query" in result ? result.query : "";
  return (
    <Page
      title={pages.titles[page.title]}
      documentTitle={query ? `${query} – ${pages.titles[page.title]}` : undefined}
      width="text"
    >
      <Island
        key={query}
        component={SearchBox}
        props={{ className: "mt-6", inputClassName: "h-11 text-base", defaultValue: query }}
      />
      {result.state === "empty" ? (
        <div className="mt-8">
          <h2 className="text-xl font-semibold">{t.empty.heading}</h2>
          <p className="mt-2">{t.empty.body}</p>
          <Browse />
        </div>
      ) : result.state === "too-long" ? (
        <Notice variant="error" role="alert" className="mt-6">
          {t.tooLong(MAX_QUERY_LENGTH)}
        </Notice>
      ) : result.state === "rate-limited" ? (
        <Notice variant="error" role="alert" className="mt-6">
          {t.rateLimited(result.retryAfterSeconds)}
        </Notice>
      ) : (
        <Results result={result} />
      )}
    </Page>
  );
}
