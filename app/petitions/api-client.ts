/**
 * What the petitions pages ask the JSON API (server/petitions/api.ts) once JavaScript runs,
 * answered as the same outcomes their plain form posts report without it (./outcomes.ts).
 * Messages the server words (a field's error) come in the page's language (`?lang=`).
 */
import type { Language } from "~/i18n/language";
import type { PETITION_FIELDS, PublicPetition } from "./fields";
import type { Outcome } from "./outcomes";
import { listSearch, type PetitionListQuery } from "./query";

/** A petition as the list and its page show it: with whether this browser has signed it. */
export type ListedPetition = PublicPetition & { signed: boolean };

/** A field's error, worded for the visitor, by field. */
export type PetitionFieldMessages = Partial<Record<(typeof PETITION_FIELDS)[number], string>>;

export type ListAnswer = { ok: true; petitions: ListedPetition[]; total: number } | { ok: false };

export type SignAnswer = {
  outcome: Extract<
    Outcome,
    "signed" | "already-signed" | "closed" | "not-found" | "sign-rate-limited" | "sign-unavailable"
  >;
  /** The petition's count as the server last knew it, where the answer says. */
  signatureCount?: number;
};

export type CreateAnswer =
  | { outcome: "created" | "created-pending" }
  | { outcome: "invalid"; errors: PetitionFieldMessages }
  | { outcome: "create-rate-limited" | "create-unavailable" };

export type ReportAnswer = {
  outcome: Extract<Outcome, "reported" | "not-found" | "report-rate-limited" | "report-unavailable">;
};

type Answer = { status: number; body: Record<string, unknown> };

/** The API's answer, or null when it could not be reached (offline, say). */
async function ask(path: string, language: Language, init: RequestInit = {}): Promise<Answer | null> {
  const url = `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
  try {
    const response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
    const body = (await response.json().catch(() => ({}))) as unknown;
    return { status: response.status, body: typeof body === "object" && body !== null ? (body as Answer["body"]) : {} };
  } catch {
    return null;
  }
}

const count = (body: Answer["body"]) => (typeof body.signatureCount === "number" ? body.signatureCount : undefined);

/**
 * A view of the list. It is read right after the visitor's own change or a failure, so it asks
 * for an answer no older than the last change (`Cache-Control: no-cache`).
 */
export async function readList(query: PetitionListQuery, language: Language): Promise<ListAnswer> {
  const answer = await ask(`/api/petitions${listSearch(query)}`, language, {
    headers: { "Cache-Control": "no-cache" },
  });
  const { petitions, total } = answer?.body ?? {};
  if (answer?.status !== 200 || !Array.isArray(petitions) || typeof total !== "number") return { ok: false };
  return { ok: true, petitions: petitions as ListedPetition[], total };
}

export async function signPetition(id: number, language: Language): Promise<SignAnswer> {
  const answer = await ask(`/api/petitions/${id}/signatures`, language, { method: "POST" });
  switch (answer?.status) {
    case 201:
      return { outcome: "signed", signatureCount: count(answer.body) };
    case 409:
      return { outcome: answer.body.closed ? "closed" : "already-signed", signatureCount: count(answer.body) };
    case 404:
      return { outcome: "not-found" };
    case 429:
      return { outcome: "sign-rate-limited" };
    default:
      return { outcome: "sign-unavailable" };
  }
}

export async function createPetition(
  fields: Record<(typeof PETITION_FIELDS)[number], string>,
  language: Language,
): Promise<CreateAnswer> {
  const answer = await ask("/api/petitions", language, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fields),
  });
  const errors = answer?.body.errors;
  switch (answer?.status) {
    case 201:
      return { outcome: answer.body.awaitingReview === true ? "created-pending" : "created" };
    case 400:
      if (typeof errors === "object" && errors !== null && Object.keys(errors).length > 0) {
        return { outcome: "invalid", errors: errors as PetitionFieldMessages };
      }
      return { outcome: "create-unavailable" };
    case 429:
      return { outcome: "create-rate-limited" };
    default:
      return { outcome: "create-unavailable" };
  }
}

export async function reportPetition(id: number, language: Language): Promise<ReportAnswer> {
  const answer = await ask(`/api/petitions/${id}/reports`, language, { method: "POST" });
  switch (answer?.status) {
    case 201:
      return { outcome: "reported" };
    case 404:
      return { outcome: "not-found" };
    case 429:
      return { outcome: "report-rate-limited" };
    default:
      return { outcome: "report-unavailable" };
  }
}
