import { useEffect, useRef } from "react";
import {
  data,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { DocumentTitle } from "~/components/document-title";
import { FormToggle } from "~/components/petitions/form-toggle";
import { HowPetitionsWork } from "~/components/petitions/how-petitions-work";
import { OutcomeStatus } from "~/components/petitions/outcome";
import { petitionsListPath, safeReturnTo } from "~/components/petitions/paths";
import { PetitionCard } from "~/components/petitions/petition-card";
import { PetitionFilters } from "~/components/petitions/petition-filters";
import { PetitionForm } from "~/components/petitions/petition-form";
import { shownCount, useLiveCounts } from "~/components/petitions/use-live-counts";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { useToast } from "~/components/ui/toaster";
import { useLanguage } from "~/i18n/language";
import { Form, Link } from "~/i18n/localized";
import { petitionAction, withOutcome } from "~/petitions/actions.server";
import type { ActionData } from "~/petitions/outcomes";
import { outcomeFromUrl } from "~/petitions/outcomes";
import { PETITION_PAGE_HEADERS, petitionPageHeaders } from "~/petitions/page-headers";
import { DEFAULT_QUERY, pageCount, parseListQuery } from "~/petitions/query";
import type { Route } from "./+types/petitions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = outcomeFromUrl(url);
  const parsed = parseListQuery(url.searchParams);
  const query = parsed.ok ? parsed.query : DEFAULT_QUERY;
  const page = { outcome, query, invalidQuery: !parsed.ok, now: new Date().toISOString() };
  // Right after their own change, a visitor reads past the cache.
  const result = await context.petitions.list(query, context.requester, { strict: outcome !== null });
  if (result.status === "unavailable") {
    return data({ ...page, petitions: null, total: 0 }, { status: 503, headers: PETITION_PAGE_HEADERS });
  }
  return data(
    { ...page, petitions: result.petitions, total: result.total },
    { status: parsed.ok ? 200 : 400, headers: PETITION_PAGE_HEADERS },
  );
}

export const headers = petitionPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return petitionAction(request, context, (outcome, form) =>
    withOutcome(safeReturnTo(form.get("returnTo")) ?? "/petitions", outcome),
  );
}

/** Opening or closing the form changes only the URL: no need to read the list again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("new");
      return params.toString();
    };
    const toggled = currentUrl.searchParams.has("new") !== nextUrl.searchParams.has("new");
    if (toggled && strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export default function PetitionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const formOpen = searchParams.has("new");
  const { petitions, now, query, total } = loaderData;
  const action = actionData as ActionData | undefined;
  const outcome = action?.outcome ?? loaderData.outcome;
  const live = useLiveCounts(petitions?.map((petition) => petition.id) ?? []);

  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const loading =
    revalidator.state === "loading" ||
    // Another view of this list (sort, filter, page); not a move to another page or language.
    (navigation.state === "loading" && navigation.location.pathname === location.pathname && !navigation.formMethod);
  const listError = petitions === null;
  const pages = pageCount(total);
  const returnTo = petitionsListPath(query);

  // The spec's toast when the list cannot be read, once per failed load.
  const { toast } = useToast();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!listError || toasted.current === loaderData) return;
    toasted.current = loaderData;
    toast({ title: t.loadError.toastTitle, description: t.loadError.toastBody, variant: "destructive" });
  }, [listError, loaderData, t, toast]);

  // After a refused create the form stays open with its errors, even if the URL says closed.
  const showForm = formOpen || Boolean(action?.values);
  const numbers = new Intl.NumberFormat(language === "ga" ? "ga-IE" : "en-IE");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <DocumentTitle
        title={query.page > 1 ? `${t.title} (${t.pagination.page(query.page)})` : t.title}
        error={Object.keys(action?.errors ?? {}).length > 0}
      />
      <Link to="/" className="text-primary underline underline-offset-4 hover:decoration-2">
        <span aria-hidden="true">← </span>
        {t.backHome}
      </Link>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{t.title}</h1>
          <p className="mt-2 text-muted-foreground">{t.intro}</p>
        </div>
        <FormToggle open={!showForm} expanded={showForm} variant={showForm ? "outline" : "default"}>
          {showForm ? t.toggle.close : t.toggle.open}
        </FormToggle>
      </div>

      <OutcomeStatus outcome={outcome} event={action ?? loaderData} />
      {loaderData.invalidQuery ? (
        <Notice role="status" className="mt-6">
          <p>{t.list.invalidQuery}</p>
        </Notice>
      ) : null}

      {showForm ? (
        <PetitionForm key={location.key} errors={action?.errors} values={action?.values} submitting={submitting} />
      ) : null}

      <p role="status" className="mt-6 text-muted-foreground">
        {loading ? t.loading : null}
      </p>

      {listError ? (
        <ListError loading={loading} onRetry={() => revalidator.revalidate()} />
      ) : total === 0 && query.category === null ? (
        // The list's states come from the database: the site index leaves them out (server/search/extract.ts).
        <section
          aria-labelledby="petitions-empty"
          data-search-skip=""
          className="mt-4 rounded-lg border border-border p-10 text-center"
        >
          <h2 id="petitions-empty" className="text-xl font-bold">
            {t.empty.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{t.empty.body}</p>
          {showForm ? null : (
            <FormToggle open className="mt-4">
              {t.empty.action}
            </FormToggle>
          )}
        </section>
      ) : (
        <section aria-labelledby="petitions-list" data-search-skip="" className="mt-4" aria-busy={loading || undefined}>
          <h2 id="petitions-list" className="sr-only">
            {query.sort === "newest" ? t.list.labelNewest : t.list.label}
          </h2>
          <PetitionFilters query={query} />
          <p className="mt-4 font-semibold" data-testid="petition-total">
            {t.list.total(numbers.format(total))}
            {pages > 1 ? (
              <span className="font-normal text-muted-foreground">
                {" "}
                · {t.pagination.current(Math.min(query.page, pages), pages)}
              </span>
            ) : null}
          </p>
          {petitions.length === 0 ? (
            <div className="mt-4 rounded-lg border border-border p-8 text-center">
              <p>{total === 0 ? t.list.noneInCategory : t.list.pastEnd}</p>
              {total > 0 ? (
                <Link
                  to={petitionsListPath({ ...query, page: 1 })}
                  className="mt-2 inline-block text-primary underline underline-offset-4"
                >
                  {t.list.firstPage}
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className="mt-4 grid list-none gap-6 md:grid-cols-2 lg:grid-cols-3">
              {petitions.map((petition) => (
                <li key={petition.id} className="flex min-w-0">
                  <PetitionCard
                    petition={petition}
                    now={new Date(now)}
                    busy={submitting}
                    signatureCount={shownCount(petition.signatureCount, live.get(petition.id))}
                    returnTo={returnTo}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={query.page}
            pages={pages}
            href={(page) => petitionsListPath({ ...query, page })}
            labels={t.pagination}
          />
        </section>
      )}

      <HowPetitionsWork />
    </div>
  );
}

/** The spec's error panel; 'Try Again' reloads the list (a plain GET without JavaScript). */
function ListError({ loading, onRetry }: { loading: boolean; onRetry(): void }) {
  const t = useLanguage().messages.petitions;
  return (
    <section aria-labelledby="petitions-error" className="mt-4 rounded-lg border-2 border-destructive p-6 text-center">
      <h2 id="petitions-error" className="text-xl font-bold text-destructive">
        {t.loadError.title}
      </h2>
      <p className="mt-2">{t.loadError.body}</p>
      <Form
        method="get"
        action="/petitions"
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          onRetry();
        }}
      >
        <Button type="submit" variant="outline" disabled={loading}>
          {t.loadError.retry}
        </Button>
      </Form>
    </section>
  );
}
