import { useEffect, useRef, useState } from "react";
import { TextLink } from "~/components/content/text-link";
import { useDocumentTitle } from "~/components/document-title";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { Toaster, useToast } from "~/components/ui/toaster";
import { useLanguage } from "~/i18n/language";
import { Form, Link, useLocalize, useReplaceAddress } from "~/i18n/localized";
import { createPetition, type PetitionFieldMessages, readList, signPetition } from "~/petitions/api-client";
import { HONEYPOT_FIELD, PETITION_FIELDS, type PublicPetition } from "~/petitions/fields";
import { afterSigning, hasSigned, type Outcome, type PetitionFormValues } from "~/petitions/outcomes";
import { DEFAULT_QUERY, listSearch, type PetitionListQuery, pageCount } from "~/petitions/query";
import { FormToggle } from "./form-toggle";
import { OutcomeStatus, useOutcomes } from "./outcome";
import { petitionPath, petitionsListPath } from "./paths";
import { PetitionCard } from "./petition-card";
import { PetitionFilters } from "./petition-filters";
import { PetitionForm } from "./petition-form";
import { type ShownReceipt, SignatureReceipt, useReceipt } from "./signature-receipt";
import type { SimilarPetition } from "./similar";
import { shownCount, useLiveCounts } from "./use-live-counts";
import { useSignedMarks } from "./use-signed-marks";

/** A petition in "popular now": what its line shows. */
export type PopularPetition = Pick<PublicPetition, "id" | "title" | "language" | "recentSignatures">;

export type PetitionsBoardProps = {
  /** The view of the list the page was drawn with; null when it could not be read. */
  petitions: PublicPetition[] | null;
  /** Petitions the page knows this browser has signed: the one its own post just signed, without JavaScript. */
  signed: number[];
  total: number;
  query: PetitionListQuery;
  /** When the list was read, so server and browser draw the same relative times. */
  now: string;
  /** What the page's last post did (without JavaScript), or the address's `?status=`. */
  outcome: Outcome | null;
  /** The receipt of the signature the visitor's own post has just given (without JavaScript). */
  receipt: ShownReceipt | null;
  /** The address asked for a view that does not exist: the whole list is shown instead. */
  invalidQuery: boolean;
  /** The address opens the creation form (`?new`), or a refused post keeps it open. */
  formOpen: boolean;
  /** A refused post's field errors and what was typed (never the email). */
  errors?: PetitionFieldMessages;
  values?: PetitionFormValues;
  /** PETITION_SIGNING=email: each card leads to its petition's signing form. */
  byEmail?: boolean;
  /** Without JavaScript, a new petition's first post: open petitions like it, before it is created. */
  similar?: SimilarPetition[];
  /** On the list's first page: up to three open petitions with most signatures in the last hour. */
  popular?: PopularPetition[];
};

/**
 * The petitions list page's content (the spec's page): the form's toggle and the form,
 * the list with its sort, category and pages, the empty state and the error panel.
 * It is an island: without JavaScript its forms post to the page and its links load other
 * views; with it, creating, signing and 'Try Again' go through the JSON API in place,
 * with the spec's toasts, 'Loading petitions...' while the list is read again, and live
 * counts. Sort, category and pages stay links to their own addresses.
 */
export function PetitionsBoard(props: PetitionsBoardProps) {
  return (
    <Toaster>
      <Board {...props} />
    </Toaster>
  );
}

function Board(props: PetitionsBoardProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const { query } = props;
  const { toast } = useToast();
  const replaceAddress = useReplaceAddress();
  const localizeAddress = useLocalize();
  const { announce, event } = useOutcomes(props.outcome);
  const receipts = useReceipt(props.receipt);

  const [list, setList] = useState({ petitions: props.petitions, total: props.total, now: props.now });
  const [loading, setLoading] = useState(false);
  const [formOpen, setFormOpen] = useState(props.formOpen);
  const [errors, setErrors] = useState<PetitionFieldMessages>(props.errors ?? {});
  // What a refused post (without JavaScript) typed: shown until the form closes, then it opens empty.
  const [values, setValues] = useState(props.values);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [signing, setSigning] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { petitions, total, now } = list;
  const shownIds = petitions?.map((petition) => petition.id) ?? [];
  const live = useLiveCounts(shownIds);
  const marks = useSignedMarks(shownIds, props.signed);

  // The spec's toast when the list cannot be read: for the page as drawn, then for each failed reading.
  const loadFailed = () =>
    toast({ title: t.loadError.toastTitle, description: t.loadError.toastBody, variant: "destructive" });
  const drawnWithoutList = useRef(props.petitions === null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the list the page was drawn with
  useEffect(() => {
    if (drawnWithoutList.current) loadFailed();
  }, []);

  // Only the latest reading is shown, whichever answers last.
  const readings = useRef(0);
  async function reload() {
    const reading = ++readings.current;
    setLoading(true);
    const answer = await readList(query, language);
    if (reading !== readings.current) return;
    setLoading(false);
    if (answer.ok) {
      setList({ petitions: answer.petitions, total: answer.total, now: new Date().toISOString() });
    } else {
      setList((current) => ({ ...current, petitions: null }));
      loadFailed();
    }
  }

  /** The form's state is in the address too (`?new`), so a reload or a shared link opens it as it was. */
  function toggleForm(open: boolean) {
    setFormOpen(open);
    const search = listSearch(query);
    replaceAddress(`/petitions${open ? `${search ? `${search}&` : "?"}new` : search}`);
  }

  function closeForm() {
    setErrors({});
    setValues(undefined);
    toggleForm(false);
  }

  async function create(form: HTMLFormElement) {
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? "");
    // A filled field people never see is a bot's: answered like a success, as the page does, and not sent.
    if (field(HONEYPOT_FIELD) === "") {
      setSubmitting(true);
      const fields = Object.fromEntries(PETITION_FIELDS.map((name) => [name, field(name)])) as Record<
        (typeof PETITION_FIELDS)[number],
        string
      >;
      const answer = await createPetition(fields, language);
      setSubmitting(false);
      if (answer.outcome === "invalid") {
        setErrors(answer.errors);
        setAttempt((n) => n + 1);
        return;
      }
      if (answer.outcome !== "created" && answer.outcome !== "created-pending") {
        announce(answer.outcome);
        return;
      }
      if (answer.outcome === "created-pending") {
        announce("created-pending");
        closeForm();
        toggleRef.current?.focus();
        return;
      }
    }
    announce("created");
    closeForm();
    toggleRef.current?.focus();
    await reload();
  }

  async function sign(id: number) {
    setSigning(true);
    const answer = await signPetition(id, language);
    setSigning(false);
    announce(answer.outcome);
    if (answer.receipt) receipts.show({ petitionId: id, code: answer.receipt });
    if (hasSigned(answer.outcome)) marks.mark(id);
    setList((current) => ({
      ...current,
      petitions:
        current.petitions?.map((petition) =>
          petition.id === id ? afterSigning(petition, answer.outcome, answer.signatureCount) : petition,
        ) ?? null,
    }));
    // The spec: the count moves, then the list is read again.
    await reload();
  }

  const listError = petitions === null;
  const pages = pageCount(total);
  const returnTo = petitionsListPath(query);
  const hasErrors = Object.keys(errors).length > 0;
  useDocumentTitle(petitionsTitle(t, query), formOpen && hasErrors);

  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{t.title}</h1>
          <p className="mt-2 text-muted-foreground">{t.intro}</p>
        </div>
        <FormToggle
          ref={toggleRef}
          open={!formOpen}
          expanded={formOpen}
          variant={formOpen ? "outline" : "default"}
          onToggle={(open) => (open ? toggleForm(true) : closeForm())}
        >
          {formOpen ? t.toggle.close : t.toggle.open}
        </FormToggle>
      </div>

      <OutcomeStatus drawn={props.outcome} event={event} />
      <PopularNow petitions={props.popular ?? []} />
      {receipts.receipt ? (
        <SignatureReceipt
          receipt={receipts.receipt}
          petition={petitions?.find((petition) => petition.id === receipts.receipt?.petitionId)}
        />
      ) : null}
      {props.invalidQuery ? (
        <Notice role="status" className="mt-6">
          <p>{t.list.invalidQuery}</p>
        </Notice>
      ) : null}

      {formOpen ? (
        <PetitionForm
          errors={errors}
          focusKey={attempt}
          values={values}
          submitting={submitting}
          onSubmit={create}
          onClose={closeForm}
          similar={props.similar}
        />
      ) : null}

      <p role="status" className="mt-6 text-muted-foreground">
        {loading ? t.loading : null}
      </p>

      {listError ? (
        <ListError loading={loading} onRetry={reload} />
      ) : total === 0 && query.category === null && query.response === null && !query.state ? (
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
          {formOpen ? null : (
            <FormToggle open className="mt-4" onToggle={() => toggleForm(true)}>
              {t.empty.action}
            </FormToggle>
          )}
        </section>
      ) : (
        <section aria-labelledby="petitions-list" data-search-skip="" className="mt-4" aria-busy={loading || undefined}>
          <h2 id="petitions-list" className="sr-only">
            {query.sort === "newest"
              ? t.list.labelNewest
              : query.sort === "popular"
                ? t.list.labelPopular
                : t.list.label}
          </h2>
          <PetitionFilters query={query} />
          <p className="mt-4 font-semibold" data-testid="petition-total">
            {t.list.total(total)}
            {pages > 1 ? (
              <span className="font-normal text-muted-foreground">
                {" "}
                · {t.pagination.current(Math.min(query.page, pages), pages)}
              </span>
            ) : null}
          </p>
          {petitions.length === 0 ? (
            <EmptyView total={total} query={query} />
          ) : (
            <ul className="mt-4 grid list-none gap-6 md:grid-cols-2 lg:grid-cols-3">
              {petitions.map((petition) => (
                <li key={petition.id} className="flex min-w-0">
                  <PetitionCard
                    petition={{ ...petition, signed: marks.signed.has(petition.id) }}
                    now={new Date(now)}
                    busy={signing || submitting}
                    signatureCount={shownCount(petition.signatureCount, live.get(petition.id))}
                    returnTo={returnTo}
                    onSign={sign}
                    byEmail={props.byEmail}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={query.page}
            pages={pages}
            href={(page) => localizeAddress(petitionsListPath({ ...query, page }))}
            labels={t.pagination}
          />
        </section>
      )}
    </>
  );
}

/** The page's title: the spec's heading, and the page number past the first. */
export function petitionsTitle(t: ReturnType<typeof useLanguage>["messages"]["petitions"], query: PetitionListQuery) {
  return query.page > 1 ? `${t.title} (${t.pagination.page(query.page)})` : t.title;
}

/** "Popular now": the open petitions with most signatures in the last hour, and the way to the whole list so sorted. */
function PopularNow({ petitions }: { petitions: readonly PopularPetition[] }) {
  const t = useLanguage().messages.petitions;
  if (petitions.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading" data-search-skip="" className="mt-6 rounded-lg border border-border p-4">
      <h2 id="popular-heading" className="text-lg font-semibold">
        {t.popular.heading}
      </h2>
      <ol className="mt-2 space-y-1">
        {petitions.map((petition) => (
          <li key={petition.id}>
            <TextLink to={petitionPath(petition.id)} lang={petition.language}>
              {petition.title}
            </TextLink>{" "}
            <span className="text-muted-foreground">· {t.popular.lastHour(petition.recentSignatures ?? 0)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2">
        <TextLink to={petitionsListPath({ ...DEFAULT_QUERY, sort: "popular" })}>{t.popular.all}</TextLink>
      </p>
    </section>
  );
}

/** A category with no petitions, or a page past the end (with the way back to the first). */
function EmptyView({ total, query }: { total: number; query: PetitionListQuery }) {
  const t = useLanguage().messages.petitions;
  return (
    <div className="mt-4 rounded-lg border border-border p-8 text-center">
      <p>{total > 0 ? t.list.pastEnd : query.response || query.state ? t.list.noneInView : t.list.noneInCategory}</p>
      {total > 0 ? (
        <Link
          to={petitionsListPath({ ...query, page: 1 })}
          className="mt-2 inline-block text-primary underline underline-offset-4"
        >
          {t.list.firstPage}
        </Link>
      ) : null}
    </div>
  );
}

/** The spec's error panel; 'Try Again' reads the list again (without JavaScript, a plain GET of the page). */
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

export default PetitionsBoard;
