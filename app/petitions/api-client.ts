/**
 * The petitions islands' calls to the JSON API (app/petitions/api.server.ts), answered as the same
 * outcomes the page's plain form posts report (./outcomes.ts, read from the API's status).
 * Messages the server words (a field's error) come in the page's language (`?lang=`).
 */

import type { Language } from "~/i18n/language";
import type { PETITION_FIELDS, PublicPetition } from "./fields";
import { answerOfResponse, type Intent, type Outcome } from "./outcomes";
import { listSearch, type PetitionListQuery } from "./query";
import type { SimilarPetition } from "./similar";

/** A petition as the list and its page show it: with whether this browser has signed it. */
export type ListedPetition = PublicPetition & { signed: boolean };

/** A field's error, worded for the visitor, by field. */
export type PetitionFieldMessages = Partial<Record<(typeof PETITION_FIELDS)[number], string>>;

export type ListAnswer = { ok: true; petitions: PublicPetition[]; total: number } | { ok: false };

/**
 * A command's answer: its outcome, with the petition's count as the server last knew it where
 * the answer says; or, for a creation refused for its fields, a message per field.
 */
export type CommandAnswer =
  | { outcome: Outcome; signatureCount?: number; receipt?: string }
  | { outcome: "invalid"; errors: PetitionFieldMessages };

type Reply = { status: number; body: Record<string, unknown> };

/** The API's answer, or null when it could not be reached (offline, say). */
async function ask(path: string, language: Language, init: RequestInit = {}): Promise<Reply | null> {
  const url = `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
  try {
    const response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
    const body = (await response.json().catch(() => ({}))) as unknown;
    return { status: response.status, body: typeof body === "object" && body !== null ? (body as Reply["body"]) : {} };
  } catch {
    return null;
  }
}

async function command(intent: Intent, path: string, language: Language, init: RequestInit): Promise<CommandAnswer> {
  const reply = await ask(path, language, { method: "POST", ...init });
  const outcome = answerOfResponse(intent, reply?.status ?? null, reply?.body);
  const { signatureCount, errors, receipt } = reply?.body ?? {};
  if (outcome === "invalid") {
    // A 400 without a message per field (malformed, say) is not the visitor's to fix.
    if (typeof errors !== "object" || errors === null || Object.keys(errors).length === 0) {
      return { outcome: `${intent}-unavailable` };
    }
    return { outcome, errors: errors as PetitionFieldMessages };
  }
  return {
    outcome,
    ...(typeof signatureCount === "number" ? { signatureCount } : {}),
    ...(outcome === "signed" && typeof receipt === "string" ? { receipt } : {}),
  };
}

/** Signing and reporting are never refused for their fields. */
type Done = { outcome: Outcome; signatureCount?: number; receipt?: string };
const done = (intent: "sign" | "report", answer: CommandAnswer): Done =>
  answer.outcome === "invalid" ? { outcome: `${intent}-unavailable` } : answer;

/**
 * A view of the list. It is read right after the visitor's own change or a failure, so it asks
 * for an answer no older than the last change (`Cache-Control: no-cache`).
 */
export async function readList(query: PetitionListQuery, language: Language): Promise<ListAnswer> {
  const reply = await ask(`/api/petitions${listSearch(query)}`, language, {
    headers: { "Cache-Control": "no-cache" },
  });
  const { petitions, total } = reply?.body ?? {};
  if (reply?.status !== 200 || !Array.isArray(petitions) || typeof total !== "number") return { ok: false };
  return { ok: true, petitions: petitions as PublicPetition[], total };
}

/**
 * One petition as the API has it now (`Cache-Control: no-cache`: no older than the last change the
 * server has seen), or null when it cannot be read.
 */
export async function readPetition(id: number, language: Language): Promise<PublicPetition | null> {
  const reply = await ask(`/api/petitions/${id}`, language, { headers: { "Cache-Control": "no-cache" } });
  const petition = reply?.status === 200 ? reply.body.petition : null;
  return typeof petition === "object" && petition !== null ? (petition as PublicPetition) : null;
}

/** Open petitions like a title being written (none when the answer fails); `signal` abandons the question. */
export async function readSimilar(title: string, language: Language, signal?: AbortSignal): Promise<SimilarPetition[]> {
  const reply = await ask(`/api/petitions/similar?title=${encodeURIComponent(title)}`, language, { signal });
  const petitions = reply?.status === 200 ? reply.body.petitions : null;
  return Array.isArray(petitions) ? (petitions as SimilarPetition[]) : [];
}

/** Which of these petitions this browser has signed (its signer cookie): none when the answer fails. */
export async function readSigned(ids: readonly number[], language: Language): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const reply = await ask(`/api/petitions/signed?ids=${ids.join(",")}`, language);
  const signed = reply?.status === 200 ? reply.body.signed : null;
  return new Set(Array.isArray(signed) ? signed.filter((id): id is number => typeof id === "number") : []);
}

/**
 * One attempt's name per petition for the page's life (`Idempotency-Key`): if a signature's answer is
 * lost (a server dying behind the proxy) and the visitor tries again, a browser that had no signer cookie
 * yet is known as the same signer, and its signature is not counted twice.
 */
const attempts = new Map<number, string>();
function attemptOf(id: number): string {
  let attempt = attempts.get(id);
  if (!attempt) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    attempt = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    attempts.set(id, attempt);
  }
  return attempt;
}

export const signPetition = async (id: number, language: Language) =>
  done(
    "sign",
    await command("sign", `/api/petitions/${id}/signatures`, language, {
      headers: { "Idempotency-Key": attemptOf(id) },
    }),
  );

export const reportPetition = async (id: number, language: Language) =>
  done("report", await command("report", `/api/petitions/${id}/reports`, language, {}));

export const createPetition = (fields: Record<(typeof PETITION_FIELDS)[number], string>, language: Language) =>
  command("create", "/api/petitions", language, {
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fields),
  });

/** PETITION_SIGNING=email: asks for the confirmation link; a refusal for the fields gives a message per field. */
export const requestSignature = (
  id: number,
  fields: { name: string; email: string; citizen: boolean; updates?: boolean },
  language: Language,
) =>
  command("request", `/api/petitions/${id}/signature-requests`, language, {
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...fields, citizen: fields.citizen ? "yes" : "", updates: fields.updates ? "yes" : "" }),
  });
