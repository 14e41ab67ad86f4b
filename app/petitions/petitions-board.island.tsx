import { useEffect, useRef, useState } from "react";
import { useDocumentTitle } from "~/components/document-title";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Toaster, useToast } from "~/components/ui/toaster";
import { useLanguage } from "~/i18n/language";
import { Form, useReplaceAddress } from "~/i18n/localized";
import { createPetition, type PetitionFieldMessages } from "~/petitions/api-client";
import { HONEYPOT_FIELD, PETITION_FIELDS } from "~/petitions/fields";
import type { Outcome, PetitionFormValues } from "~/petitions/outcomes";
import { listSearch, listShown, type PetitionListQuery } from "~/petitions/query";
import { type DrawnList, onBoard, openBoard, PETITION_LIST_ID, reloadList, setBusy, useBoard } from "./board-store";
import { FormToggle } from "./form-toggle";
import { OutcomeStatus, useOutcomes } from "./outcome";
import { PetitionForm } from "./petition-form";
import { type ShownReceipt, SignatureReceipt, useReceipt } from "./signature-receipt";
import type { SimilarPetition } from "./similar";

export type PetitionsBoardProps = {
  /** The list's total as the page was drawn; null when the list could not be read. */
  total: number | null;
  /** Petitions the page knows this browser has signed: the one its own post just signed, without JavaScript. */
  signed: number[];
  /** The petitions of the list the server drew below: followed on one stream from the start. */
  shown: number[];
  query: PetitionListQuery;
  /** What the page's last post did (without JavaScript), or the address's `?status=`. */
  outcome: Outcome | null;
  /** The receipt of the signature the visitor's own post has just given (without JavaScript), and its petition. */
  receipt: (ShownReceipt & { petition?: { title: string; language: string } }) | null;
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
};

/**
 * The petitions list page's controls (the spec's page): the heading and the form's toggle, the
 * outcomes, the form, 'Loading petitions...', the empty state and the error panel. The list itself
 * (./petition-list.tsx) is the server's HTML below this island, its cards' counts and sign buttons
 * islands of their own; they share the board (./board-store.ts). Without JavaScript the forms post
 * to the page and its links load other views; with it, creating, signing and 'Try Again' go through
 * the JSON API in place, with the spec's toasts, and the list read again is drawn in its place.
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
  const { announce, event } = useOutcomes(props.outcome);
  const receipts = useReceipt(props.receipt);
  const [receiptFor, setReceiptFor] = useState(props.receipt?.petition);

  const [formOpen, setFormOpen] = useState(props.formOpen);
  const [errors, setErrors] = useState<PetitionFieldMessages>(props.errors ?? {});
  // What a refused post (without JavaScript) typed: shown until the form closes, then it opens empty.
  const [values, setValues] = useState(props.values);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const loading = useBoard((board) => board.loading);
  const failed = useBoard((board) => board.failed) || props.total === null;
  const readTotal = useBoard((board) => board.total);
  const total = readTotal ?? props.total ?? 0;

  // The spec's toast when the list cannot be read: for the page as drawn, then for each failed reading.
  const loadFailed = () =>
    toast({ title: t.loadError.toastTitle, description: t.loadError.toastBody, variant: "destructive" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once: the board is the page's, for as long as it is open
  useEffect(() => {
    openBoard({
      query,
      language,
      failed: props.total === null,
      signed: props.signed,
      shown: props.shown,
      draw: (list: DrawnList) => drawListHere(list),
    });
    if (props.total === null) loadFailed();
    const unsubscribe = [
      onBoard("outcome", announce),
      onBoard("unread", loadFailed),
      onBoard("receipt", ({ petition, code }) => {
        setReceiptFor(petition);
        receipts.show({ petitionId: petition.id, code });
      }),
    ];
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, []);

  /** Draws a list read again where the server's stood (the cards' code is loaded then, not before). */
  async function drawListHere(list: DrawnList) {
    const container = document.getElementById(PETITION_LIST_ID);
    if (!container) return;
    const { drawList } = await import("./petition-list-browser");
    drawList(container, { ...list, query, signed: [], byEmail: props.byEmail }, language);
  }

  // The list gives way to the error panel while it cannot be read, and is busy while it is read again.
  useEffect(() => {
    const container = document.getElementById(PETITION_LIST_ID);
    if (!container) return;
    container.hidden = failed;
    if (loading) container.setAttribute("aria-busy", "true");
    else container.removeAttribute("aria-busy");
  }, [failed, loading]);

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
      setBusy(true);
      const fields = Object.fromEntries(PETITION_FIELDS.map((name) => [name, field(name)])) as Record<
        (typeof PETITION_FIELDS)[number],
        string
      >;
      const answer = await createPetition(fields, language);
      setSubmitting(false);
      setBusy(false);
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
    await reloadList();
  }

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
      {receipts.receipt ? <SignatureReceipt receipt={receipts.receipt} petition={receiptFor} /> : null}
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

      {failed ? (
        <ListError loading={loading} onRetry={reloadList} />
      ) : listShown(total, query) ? null : (
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
      )}
    </>
  );
}

/** The page's title: the spec's heading, and the page number past the first. */
export function petitionsTitle(t: ReturnType<typeof useLanguage>["messages"]["petitions"], query: PetitionListQuery) {
  return query.page > 1 ? `${t.title} (${t.pagination.page(query.page)})` : t.title;
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
