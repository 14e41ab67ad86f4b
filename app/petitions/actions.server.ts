import { type AppLoadContext, data, redirect } from "react-router";
import { languageOfPath } from "~/i18n/language";
import { localize } from "~/pages/addresses";
import { HONEYPOT_FIELD, PETITION_LIMITS, parsePetitionId } from "./fields";
import {
  type ActionData,
  ANSWER_STATUS,
  type Intent,
  type Outcome,
  type PetitionFormValues,
  REDIRECT_OUTCOMES,
} from "./outcomes";
import { safeReturnTo } from "./paths";
import { receiptCookie } from "./receipt-cookie.server";
import { refusePost } from "./refused-post";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A refused value goes back to the form no longer than its field allows. */
const clip = (value: string, max: number) => value.slice(0, max);

const intentOf = (form: FormData): Intent => {
  const intent = text(form, "intent");
  return intent === "sign" || intent === "report" || intent === "request" ? intent : "create";
};

/**
 * The page posts of petitions (create, sign, report), shared by the list and a petition's own
 * page, through the same service call as the JSON API (`context.petitions.run`). Outcomes a
 * redirect may carry redirect (post/redirect/get) to `back(outcome, form)` in the page's
 * language; refusals answer with the API's status and the data the page shows, keeping the form.
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
  const intent = intentOf(form);
  const fields = {
    title: text(form, "title"),
    description: text(form, "description"),
    translatedTitle: text(form, "translatedTitle"),
    translatedDescription: text(form, "translatedDescription"),
    submitterName: text(form, "submitterName"),
    submitterEmail: text(form, "submitterEmail"),
    category: text(form, "category"),
    [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD),
  };
  // A new petition keeps the language of the page it was created on (its petitioner's emails use it).
  const language = languageOfPath(new URL(request.url).pathname);
  // A request to sign by email (PETITION_SIGNING=email) gives the signer's name, address and tick.
  const signer = {
    petitionId: form.get("petitionId"),
    name: text(form, "name"),
    email: text(form, "email"),
    citizen: text(form, "citizen"),
    updates: text(form, "updates"),
  };
  /** The short page of a post refused for its sender's allowance (./refused-post.ts). */
  const refuse = (retryAfterSeconds: number): never => {
    const url = new URL(request.url);
    const returnTo = safeReturnTo(form.get("returnTo"));
    // What was typed, as a refused creation keeps it (never the email), or the petition signed or reported.
    const posted: Record<string, string> =
      intent === "create"
        ? { intent, ...createdValues(fields), similarSeen: text(form, "similarSeen") }
        : { intent, petitionId: text(form, "petitionId"), returnTo: returnTo ?? "" };
    return refusePost({
      retryAfterSeconds,
      // A request to sign by email is not sent again from here: its address is never written into a page.
      form:
        intent === "request"
          ? null
          : {
              action: `${url.pathname}${url.search}`,
              fields: Object.entries(posted).filter(([, value]) => value !== ""),
            },
      back: returnTo ? localize(returnTo, language) : url.pathname,
    });
  };
  // A new petition's first post shows the open petitions like it, if any, before it is created: the form
  // comes back as typed (never the email), and its second post creates it (`similarSeen`). Looking for them is
  // a search, counted against the sender's search allowance as the API's counts it (RATE_LIMIT_SEARCH).
  if (intent === "create" && text(form, "similarSeen") === "" && fields.title.trim() !== "") {
    const retryAfter = await context.countSearch?.();
    if (retryAfter !== undefined) refuse(retryAfter);
    const similar = await context.petitions.similar(fields.title.slice(0, PETITION_LIMITS.title));
    if (similar.status === "ok" && similar.petitions.length > 0) {
      return data<ActionData>({ similar: similar.petitions, values: createdValues(fields) });
    }
  }
  const target = intent === "create" ? fields : intent === "request" ? signer : form.get("petitionId");
  const result = await context.petitions.run(intent, target, { ...context.requester, language });
  if (result.answer !== "invalid" && ANSWER_STATUS[result.answer] === 429) refuse(result.retryAfterSeconds ?? 60);

  if (result.answer !== "invalid" && REDIRECT_OUTCOMES.has(result.answer)) {
    // Back to the page in the language it was posted from.
    const headers = new Headers();
    for (const cookie of result.setCookie ?? []) headers.append("Set-Cookie", cookie);
    // The new signature's receipt, for the page the redirect leads to (never in its address).
    const petitionId = parsePetitionId(form.get("petitionId"));
    if (result.receipt && petitionId !== null) {
      headers.append("Set-Cookie", receiptCookie({ petitionId, code: result.receipt }, context.requester.secure));
    }
    return redirect(localize(back(result.answer, form), language), { status: 303, headers });
  }
  // A refused creation keeps what was typed, never the email (it is not echoed).
  const values: PetitionFormValues | undefined = intent === "create" ? createdValues(fields) : undefined;
  const status = ANSWER_STATUS[result.answer];
  const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
  if (result.answer === "invalid" && intent === "request") {
    const signerValues = { name: clip(signer.name, 100), updates: signer.updates === "yes" };
    return data<ActionData>({ signerErrors: result.signerErrors ?? {}, signerValues }, { status });
  }
  if (result.answer === "invalid") return data<ActionData>({ errors: result.errors ?? {}, values }, { status });
  return data<ActionData>({ outcome: result.answer, values }, { status, headers });
}

/** What a new petition's form shows again, as typed and no longer than each field allows: never the email. */
const createdValues = (
  fields: Record<
    "title" | "description" | "translatedTitle" | "translatedDescription" | "submitterName" | "category",
    string
  >,
) => ({
  title: clip(fields.title, PETITION_LIMITS.title),
  description: clip(fields.description, PETITION_LIMITS.description),
  translatedTitle: clip(fields.translatedTitle, PETITION_LIMITS.title),
  translatedDescription: clip(fields.translatedDescription, PETITION_LIMITS.description),
  submitterName: clip(fields.submitterName, PETITION_LIMITS.submitterName),
  category: clip(fields.category, 40),
});

/**
 * `path` with the outcome in its query string, for the page to show after the redirect, and the
 * petition it concerns (a list page marks the one this browser has just signed).
 */
export function withOutcome(path: string, outcome: Outcome, petitionId?: FormDataEntryValue | null): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.set("status", outcome);
  const id = parsePetitionId(petitionId);
  if (id !== null) url.searchParams.set("petition", String(id));
  return `${url.pathname}${url.search}`;
}
