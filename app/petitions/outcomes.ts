import type { PetitionFieldErrors } from "./schema";

/**
 * What a finished POST reports: after a redirect in the URL (`?status=`),
 * otherwise (a refusal that keeps the form) in the action's data.
 */
export type Outcome =
  | "created"
  /** Created, to be published after a moderator's review (PETITION_MODERATION=before). */
  | "created-pending"
  | "signed"
  | "already-signed"
  | "closed"
  | "not-found"
  | "reported"
  | "create-rate-limited"
  | "create-unavailable"
  | "sign-rate-limited"
  | "sign-unavailable"
  | "report-rate-limited"
  | "report-unavailable";

/** Outcomes a redirect may carry in its URL. */
export const REDIRECT_OUTCOMES: ReadonlySet<Outcome> = new Set([
  "created",
  "created-pending",
  "signed",
  "already-signed",
  "closed",
  "not-found",
  "reported",
]);

export function outcomeFromUrl(url: URL): Outcome | null {
  const status = url.searchParams.get("status") as Outcome | null;
  return status && REDIRECT_OUTCOMES.has(status) ? status : null;
}

/** What the form shows again after a refused submit: never the email (it is not echoed). */
export type PetitionFormValues = { title: string; description: string; submitterName: string; category: string };

export type ActionData = {
  outcome?: Outcome;
  errors?: PetitionFieldErrors;
  values?: PetitionFormValues;
};
