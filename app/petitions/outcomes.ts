import type { PetitionFieldErrors } from "./fields";
import type { SimilarPetition } from "./similar";

/** What a visitor does to petitions: create, sign (one per browser), request a signature by email, report. */
export type Intent = "create" | "sign" | "request" | "report";

/** What a command may come to, the same whichever side reports it. */
type Settled =
  | "signed"
  | "already-signed"
  | "closed"
  | "not-found"
  | "reported"
  /** PETITION_SIGNING=email: a confirmation link was sent to the address given (or would have been). */
  | "requested"
  /** PETITION_SIGNING=email: a signature without a name and an address is refused. */
  | "by-email";

/**
 * What a petition command came to, for every side that reports it: the JSON API answers with its
 * HTTP status, the page's plain form posts redirect with it (`?status=`) or keep the form, and the
 * islands map the API's answer back to it. One table (ANSWER_STATUS) ties the three together.
 */
export type Outcome =
  | "created"
  /** Created, to be published after a moderator's review (PETITION_MODERATION=before). */
  | "created-pending"
  | Settled
  | `${Intent}-rate-limited`
  | `${Intent}-unavailable`;

/** What the petition service answers each command with (app/petitions/service.server.ts). */
export type CommandStatus = "created" | "discarded" | "invalid" | Settled | "rate-limited" | "unavailable";

/** An outcome, or a creation refused for its fields (the form stays, with a message per field). */
export type Answer = Outcome | "invalid";

/** The JSON API's status for each answer; the islands read an answer back from it. */
export const ANSWER_STATUS: Record<Answer, number> = {
  created: 201,
  "created-pending": 201,
  signed: 201,
  reported: 201,
  requested: 202,
  invalid: 400,
  "not-found": 404,
  "already-signed": 409,
  closed: 409,
  "by-email": 409,
  "create-rate-limited": 429,
  "request-rate-limited": 429,
  "sign-rate-limited": 429,
  "report-rate-limited": 429,
  "create-unavailable": 503,
  "sign-unavailable": 503,
  "report-unavailable": 503,
  "request-unavailable": 503,
};

/** The answers each intent can come to. */
const INTENT_ANSWERS: Record<Intent, readonly Answer[]> = {
  create: ["created", "created-pending", "invalid", "create-rate-limited", "create-unavailable"],
  sign: ["signed", "already-signed", "closed", "by-email", "not-found", "sign-rate-limited", "sign-unavailable"],
  request: ["requested", "invalid", "closed", "not-found", "request-rate-limited", "request-unavailable"],
  report: ["reported", "not-found", "report-rate-limited", "report-unavailable"],
};

/**
 * The answer to a command as the service reported it. A filled honeypot is answered like a
 * success (nothing is stored, and a bot learns nothing).
 */
export function answerOf(intent: Intent, status: CommandStatus): Answer {
  if (status === "discarded") return "created";
  if (status === "rate-limited" || status === "unavailable") return `${intent}-${status}`;
  return INTENT_ANSWERS[intent].includes(status) ? status : `${intent}-unavailable`;
}

/**
 * The answer the API gave, from its status and body: the same table read the other way. A 409
 * is "closed" when the body says so; a 201 to a creation is "created-pending" when the body says
 * the petition awaits review (PETITION_MODERATION=before). Anything else (no answer at all, offline) is "unavailable".
 */
export function answerOfResponse(
  intent: Intent,
  status: number | null,
  body: { closed?: unknown; awaitingReview?: unknown; byEmail?: unknown } = {},
): Answer {
  const matching = INTENT_ANSWERS[intent].filter((answer) => ANSWER_STATUS[answer] === status);
  if (matching.includes("by-email") && body.byEmail === true) return "by-email";
  if (matching.includes("already-signed")) return body.closed === true ? "closed" : "already-signed";
  if (matching.includes("created-pending")) return body.awaitingReview === true ? "created-pending" : "created";
  return matching[0] ?? `${intent}-unavailable`;
}

/** Outcomes a redirect may carry in its URL. */
export const REDIRECT_OUTCOMES: ReadonlySet<Outcome> = new Set([
  "created",
  "created-pending",
  "signed",
  "already-signed",
  "closed",
  "not-found",
  "reported",
  "requested",
]);

export function outcomeFromUrl(url: URL): Outcome | null {
  const status = url.searchParams.get("status") as Outcome | null;
  return status && REDIRECT_OUTCOMES.has(status) ? status : null;
}

/** Whether, after this outcome, the visitor's browser has signed the petition. */
export const hasSigned = (outcome: Answer | null) => outcome === "signed" || outcome === "already-signed";

/**
 * A petition after this browser tried to sign it: its count never lower than shown (the live
 * count may already be ahead of the answer's), and closed if the answer says so. Whether this
 * browser has signed it is `hasSigned(outcome)`.
 */
export function afterSigning<Petition extends { signatureCount: number; closed: boolean }>(
  petition: Petition,
  outcome: Answer,
  signatureCount: number | undefined,
): Petition {
  if (outcome !== "signed" && outcome !== "already-signed" && outcome !== "closed") return petition;
  return {
    ...petition,
    signatureCount: Math.max(petition.signatureCount, signatureCount ?? 0),
    closed: petition.closed || outcome === "closed",
  };
}

/** What the form shows again after a refused submit: never the email (it is not echoed). */
export type PetitionFormValues = {
  title: string;
  description: string;
  /** The other language's title and description (optional). */
  translatedTitle?: string;
  translatedDescription?: string;
  submitterName: string;
  category: string;
};

/** What the signing form (PETITION_SIGNING=email) shows again after a refused submit: the name, never the address. */
export type SignerFormValues = { name: string; updates?: boolean };

/**
 * A refused field of the signing form (PETITION_SIGNING=email), and why: `not-plain` is an address written with
 * the syntax of an address list (comments, quotes, brackets, commas, spaces), `hidden-characters` a name with
 * control or direction characters.
 */
export type SignerFieldErrors = Partial<
  Record<"name" | "email" | "citizen", "missing" | "too-long" | "invalid" | "not-plain" | "hidden-characters">
>;

export type ActionData = {
  outcome?: Outcome;
  errors?: PetitionFieldErrors;
  values?: PetitionFormValues;
  /** A request to sign by email refused for its fields, and the name to show again. */
  signerErrors?: SignerFieldErrors;
  signerValues?: SignerFormValues;
  /** Without JavaScript, a new petition's first post: open petitions like it, shown before it is created. */
  similar?: SimilarPetition[];
};
