import { useCallback, useEffect, useRef, useState } from "react";
import { Notice } from "~/components/ui/notice";
import { type ToastMessage, useToast } from "~/components/ui/toaster";
import type { Messages } from "~/i18n/en";
import { useT } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";
import type { Outcome } from "~/petitions/outcomes";

/** The words of an outcome, as a toast (with JavaScript) or a status panel (without). */
export function outcomeMessage(outcome: Outcome, t: Messages["petitions"]): ToastMessage {
  const { created, signed, submitError, signError, reported } = t.outcome;
  const failed = (title: string, description: string): ToastMessage => ({ title, description, variant: "destructive" });
  switch (outcome) {
    case "created":
      return { title: created.title, description: created.body, variant: "success" };
    case "created-pending":
      return { title: t.outcome.createdPending.title, description: t.outcome.createdPending.body, variant: "success" };
    case "signed":
      return { title: signed.title, description: signed.body, variant: "success" };
    case "reported":
      return { title: reported.title, description: reported.body, variant: "success" };
    case "already-signed":
      return failed(signError.title, t.outcome.alreadySigned);
    case "closed":
      return failed(signError.title, t.outcome.closed);
    case "not-found":
      return failed(signError.title, t.outcome.notFound);
    case "sign-rate-limited":
      return failed(signError.title, t.outcome.rateLimited);
    case "sign-unavailable":
      return failed(signError.title, signError.body);
    case "create-rate-limited":
      return failed(submitError.title, t.outcome.rateLimited);
    case "create-unavailable":
      return failed(submitError.title, submitError.body);
    case "report-rate-limited":
      return failed(reported.title, t.outcome.rateLimited);
    case "report-unavailable":
      return failed(reported.title, signError.body);
    case "requested":
      return { title: t.byEmail.requested.title, description: t.byEmail.requested.body, variant: "success" };
    case "by-email":
      return failed(signError.title, t.byEmail.refused);
    case "request-rate-limited":
      return failed(signError.title, t.outcome.rateLimited);
    case "request-unavailable":
      return failed(signError.title, signError.body);
  }
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
