import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorSummary, Field, Input } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatDate } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { useHydrated } from "~/lib/use-hydrated";
import { CHECK_WORDS } from "./check-words";
import { CannotCheckHere, checkInBrowser, type ShownCheck } from "./receipt-check";
import { canonicalCode } from "./receipt-code";
import { useReceipt } from "./signature-receipt";

/** A field's problem before any check: nothing typed, or not a receipt's code. */
export type ReceiptFieldError = "missing" | "malformed";

/** What the page was drawn with: the visitor's own post without JavaScript, or nothing yet. */
export type ReceiptCheckerProps = {
  petitionId: number;
  /** SNAPSHOT_MINUTES, for a signature no snapshot holds yet. */
  minutes: number;
  typed: string;
  error: ReceiptFieldError | null;
  /** The server's answer to the post. */
  check: ShownCheck | null;
};

const FIELD_ID = "receipt";

/** Who vouches for an answer: this browser, which verified the proof and the signature, or the portal. */
type Shown = { check: ShownCheck; by: "browser" | "server" };

/** Whether an answer rests on a proof and a signed snapshot the browser has verified. */
const provenHere = (check: ShownCheck) =>
  check.state === "included" ||
  ((check.state === "invalidated" || check.state === "withdrawn") && check.snapshot !== null);

/**
 * 'Check your signature': a receipt, checked in the browser against the petition's signed snapshots
 * (./receipt-check.ts) when JavaScript runs, and by the server through the page's action when it does
 * not, or when this browser cannot check (no Ed25519 in its Web Crypto): the answer then says it is
 * the server's word.
 */
export function ReceiptChecker({
  petitionId,
  minutes,
  typed: drawnTyped,
  error: drawnError,
  check,
}: ReceiptCheckerProps) {
  const { language } = useLanguage();
  const t = CHECK_WORDS[language];
  const hydrated = useHydrated();
  const [typed, setTyped] = useState(drawnTyped);
  const [error, setError] = useState(drawnError);
  const [shown, setShown] = useState<Shown | null>(check ? { check, by: "server" } : null);
  const [busy, setBusy] = useState(false);
  const [filled, setFilled] = useState(false);
  const { receipt: kept } = useReceipt(null, petitionId);
  const answer = useRef<HTMLDivElement>(null);
  /** How many answers the browser has given: each new one takes the focus. */
  const [asked, setAsked] = useState(0);

  // The receipt this browser kept for the petition, when the visitor has typed nothing yet.
  useEffect(() => {
    if (!kept || drawnTyped) return;
    setTyped((current) => {
      if (current) return current;
      setFilled(true);
      return kept.code;
    });
  }, [kept, drawnTyped]);

  // A new answer takes the focus, so it is read at once (GOV.UK's pattern after a submission).
  useEffect(() => {
    if (asked > 0) answer.current?.focus();
  }, [asked]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const canonical = canonicalCode(typed);
    const problem = typed.trim() === "" ? "missing" : canonical === null ? "malformed" : null;
    setError(problem);
    if (problem || canonical === null) {
      setShown(null);
      return;
    }
    setBusy(true);
    try {
      const result = await checkInBrowser(petitionId, canonical);
      setAsked((count) => count + 1);
      setShown({ check: result, by: provenHere(result) ? "browser" : "server" });
    } catch (failure) {
      // This browser cannot check: the form goes to the server, whose answer says it is its word.
      if (failure instanceof CannotCheckHere || failure instanceof TypeError) form.submit();
      else throw failure;
    } finally {
      setBusy(false);
    }
  };

  const fieldError = error ? t[error] : undefined;
  return (
    <>
      <Form method="post" noValidate className="mt-6 grid gap-5" onSubmit={submit}>
        <ErrorSummary
          title={t.errorSummary}
          errors={fieldError ? [{ id: FIELD_ID, message: fieldError }] : []}
          focusKey={`${error}-${asked}`}
        />
        <Field
          id={FIELD_ID}
          label={t.receipt}
          hint={filled ? `${t.receiptHint}. ${t.kept}` : t.receiptHint}
          error={fieldError}
        >
          <Input
            name="receipt"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={80}
            className="max-w-xl font-mono"
          />
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t.checking : t.submit}
          </Button>
        </div>
      </Form>
      <div ref={answer} tabIndex={-1} className="mt-6 focus-visible:outline-none" aria-live="polite">
        {shown ? <CheckAnswer shown={shown} minutes={minutes} language={language} hydrated={hydrated} /> : null}
      </div>
    </>
  );
}

function CheckAnswer({
  shown: { check, by },
  minutes,
  language,
  hydrated,
}: {
  shown: Shown;
  minutes: number;
  language: ReturnType<typeof useLanguage>["language"];
  hydrated: boolean;
}) {
  const { messages } = useLanguage();
  const t = CHECK_WORDS[language];
  const reasons = messages.petitions.invalidationReasons;
  if (check.state === "malformed") return null;
  if (check.state === "unavailable") {
    return (
      <Notice variant="warning" role="alert">
        <p>{t.unavailable}</p>
      </Notice>
    );
  }
  const entry = "position" in check ? check.position + 1 : 0;
  const [variant, title, body] =
    check.state === "included"
      ? ([
          "success",
          t.included.title,
          t.included.body(entry, formatDate(check.snapshot.at, language), check.snapshot.count),
        ] as const)
      : check.state === "pending"
        ? (["success", t.pending.title, t.pending.body(entry, minutes)] as const)
        : check.state === "invalidated"
          ? (["warning", t.invalidated.title, t.invalidated.body(reasons[check.reason])] as const)
          : check.state === "withdrawn"
            ? (["info", t.withdrawn.title, t.withdrawn.body] as const)
            : check.state === "unknown"
              ? (["info", t.unknown.title, t.unknown.body] as const)
              : (["warning", t.failed.title, t.failed.body] as const);
  return (
    <Notice as="section" variant={variant} title={title} data-testid="check-answer" data-state={check.state}>
      <p className="mt-2">{body}</p>
      {check.state === "unknown" || check.state === "failed" ? null : (
        <p className="mt-2 text-sm" data-testid="check-verified-by" data-by={by}>
          {by === "browser" ? t.verifiedHere : hydrated ? t.serverWord : `${t.serverWord} ${t.serverWordNoScript}`}
        </p>
      )}
    </Notice>
  );
}

export default ReceiptChecker;
