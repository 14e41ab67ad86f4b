import { type AppLoadContext, data, redirect } from "react-router";
import { languageOfPath } from "~/i18n/language";
import { localize } from "~/pages/addresses";
import { HONEYPOT_FIELD, PETITION_LIMITS } from "./fields";
import type { ActionData, Outcome, PetitionFormValues } from "./outcomes";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A refused value goes back to the form no longer than its field allows. */
const clip = (value: string, max: number) => value.slice(0, max);

/**
 * The page posts of petitions (create, sign, report), shared by the list and a
 * petition's own page. Successes redirect (post/redirect/get) to `back(outcome)`
 * in the page's language; refusals answer with the status and data the page
 * shows, keeping the form.
 */
export async function petitionAction(
  request: Request,
  context: AppLoadContext,
  back: (outcome: Outcome, form: FormData) => string,
): Promise<Response | ReturnType<typeof data<ActionData>>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ errors: {} }, { status: 400 });
  }
  // Back to the page in the language it was posted from.
  const language = languageOfPath(new URL(request.url).pathname);
  const go = (outcome: Outcome, headers?: HeadersInit) =>
    redirect(localize(back(outcome, form), language), { status: 303, headers });
  const refused = (outcome: Outcome, status: number, retryAfterSeconds?: number, values?: PetitionFormValues) =>
    data<ActionData>(
      { outcome, values },
      { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
    );

  const intent = text(form, "intent");
  if (intent === "sign") {
    const result = await context.petitions.sign(form.get("petitionId"), context.requester);
    switch (result.status) {
      case "signed":
      case "already-signed":
      case "closed":
        return go(
          result.status,
          "setCookie" in result && result.setCookie ? { "Set-Cookie": result.setCookie } : undefined,
        );
      case "not-found":
        return go("not-found");
      case "rate-limited":
        return refused("sign-rate-limited", 429, result.retryAfterSeconds);
      case "unavailable":
        return refused("sign-unavailable", 503);
    }
  }

  if (intent === "report") {
    const result = await context.petitions.report(form.get("petitionId"), context.requester);
    switch (result.status) {
      case "reported":
        return go("reported");
      case "not-found":
        return go("not-found");
      case "rate-limited":
        return refused("report-rate-limited", 429, result.retryAfterSeconds);
      case "unavailable":
        return refused("report-unavailable", 503);
    }
  }

  const input = {
    title: text(form, "title"),
    description: text(form, "description"),
    submitterName: text(form, "submitterName"),
    submitterEmail: text(form, "submitterEmail"),
    category: text(form, "category"),
    [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD),
  };
  const values: PetitionFormValues = {
    title: clip(input.title, PETITION_LIMITS.title),
    description: clip(input.description, PETITION_LIMITS.description),
    submitterName: clip(input.submitterName, PETITION_LIMITS.submitterName),
    category: clip(input.category, 40),
  };
  const result = await context.petitions.create(input, context.requester);
  switch (result.status) {
    case "created":
      return go(result.awaitingReview ? "created-pending" : "created");
    case "discarded":
      return go("created");
    case "invalid":
      return data<ActionData>({ errors: result.errors, values }, { status: 400 });
    case "rate-limited":
      return refused("create-rate-limited", 429, result.retryAfterSeconds, values);
    case "unavailable":
      return refused("create-unavailable", 503, undefined, values);
  }
}

/** `path` with the outcome in its query string, for the page to show after the redirect. */
export function withOutcome(path: string, outcome: Outcome): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.set("status", outcome);
  return `${url.pathname}${url.search}`;
}
