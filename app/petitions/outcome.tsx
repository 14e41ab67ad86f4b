import { useCallback, useEffect, useRef, useState } from "react";
import { Notice } from "~/components/ui/notice";
import { type ToastMessage, useToast } from "~/components/ui/toaster";
import type { Messages } from "~/i18n/en";
import { useT } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";
import type { Intent, Outcome } from "~/petitions/outcomes";

/** The words of an outcome, as a toast (with JavaScript) or a status panel (without). */
export function outcomeMessage(outcome: Outcome, t: Messages["petitions"]): ToastMessage {
  const { created, createdPending, signed, submitError, signError, reported } = t.outcome;
  const done = ({ title, body }: { title: string; body: string }): ToastMessage => ({
    title,
    description: body,
    variant: "success",
  });
  const failed = (title: string, description: string): ToastMessage => ({ title, description, variant: "destructive" });
  // Each intent's refusals under its own title: what went wrong, then the message.
  const refusal: Record<Intent, string> = {
    create: submitError.title,
    sign: signError.title,
    request: signError.title,
    report: reported.title,
  };
  const words: Record<Outcome, () => ToastMessage> = {
    created: () => done(created),
    "created-pending": () => done(createdPending),
    signed: () => done(signed),
    reported: () => done(reported),
    requested: () => done(t.byEmail.requested),
    "already-signed": () => failed(signError.title, t.outcome.alreadySigned),
    closed: () => failed(signError.title, t.outcome.closed),
    "not-found": () => failed(signError.title, t.outcome.notFound),
    "by-email": () => failed(signError.title, t.byEmail.refused),
    "create-rate-limited": () => failed(refusal.create, t.outcome.rateLimited),
    "sign-rate-limited": () => failed(refusal.sign, t.outcome.rateLimited),
    "request-rate-limited": () => failed(refusal.request, t.outcome.rateLimited),
    "report-rate-limited": () => failed(refusal.report, t.outcome.rateLimited),
    "create-unavailable": () => failed(refusal.create, submitError.body),
    "sign-unavailable": () => failed(refusal.sign, signError.body),
    "request-unavailable": () => failed(refusal.request, signError.body),
    "report-unavailable": () => failed(refusal.report, signError.body),
  };
  return words[outcome]();
}

/** An outcome to announce; a new object each time, so the same outcome twice is announced twice. */
export type OutcomeEvent = { outcome: Outcome | null };

/** The outcomes a page announces: the one it was drawn with, then each one given to `announce`. */
export function useOutcomes(drawn: Outcome | null) {
  const [event, setEvent] = useState<OutcomeEvent>(() => ({ outcome: drawn }));
  const announce = useCallback((outcome: Outcome) => setEvent({ outcome }), []);
  return { event, announce };
}

/**
 * Announces each outcome once: as a toast once JavaScript runs, and, without it, the
 * outcome the page was drawn with as a status panel in the page (there are no toasts then).
 */
export function OutcomeStatus({ drawn, event }: { drawn: Outcome | null; event: OutcomeEvent }) {
  const t = useT().petitions;
  const { toast } = useToast();
  const hydrated = useHydrated();
  const announced = useRef<OutcomeEvent | null>(null);
  useEffect(() => {
    if (announced.current === event) return;
    announced.current = event;
    if (event.outcome) toast(outcomeMessage(event.outcome, t));
  }, [event, t, toast]);

  if (!drawn || hydrated) return null;
  const status = outcomeMessage(drawn, t);
  return (
    <Notice role="status" variant={status.variant === "success" ? "success" : "warning"} className="mt-6">
      <p className="font-semibold">{status.title}</p>
      <p>{status.description}</p>
    </Notice>
  );
}
