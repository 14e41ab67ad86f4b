import type { Language } from "~/i18n/languages";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { ANSWER_KINDS, ANSWER_TEXT_MAX, type AnswerErrors, type AnswerKind } from "~/petitions";
import { createSignerUpdates, HIDDEN_CHARACTERS } from "~/petitions/index.server";
import { log } from "../../server/core/logger";
import { createModerationStore, PUBLISHED_COLUMN } from "./moderation-store.server";
import { lockedMessage, petitionLocks } from "./petition-lock.server";
import type { Staff, StaffConsole, StaffRequester } from "./service.server";

export { ANSWER_KINDS, ANSWER_TEXT_MAX, type AnswerErrors, type AnswerKind };

/** The audit log's names of each change, by kind. */
const ACTIONS: Record<AnswerKind, Record<"saved" | "published" | "edited" | "unpublished", string>> = {
  response: {
    saved: "response-draft-saved",
    published: "response-published",
    edited: "response-edited",
    unpublished: "response-unpublished",
  },
  debate: {
    saved: "debate-outcome-draft-saved",
    published: "debate-outcome-published",
    edited: "debate-outcome-edited",
    unpublished: "debate-outcome-unpublished",
  },
};

/** What the console calls each kind, in its messages. */
export const ANSWER_NAMES: Record<AnswerKind, string> = {
  response: "the Government's response",
  debate: "the debate outcome",
};

/** A name at the start of a sentence. */
const opening = (kind: AnswerKind) => ANSWER_NAMES[kind].replace(/^t/, "T");

export type AnswerDraft = {
  en: string | null;
  ga: string | null;
  /** When it was published; null while it is a draft (or nothing is written). */
  publishedAt: Date | null;
  updatedAt: Date | null;
  updatedBy: string | null;
};

export type AnswerInput = { en: unknown; ga: unknown };

export type AnswerResult =
  | { status: "done"; action: "saved" | "published" | "edited" | "unpublished" }
  | { status: "invalid"; message: string; errors: AnswerErrors }
  /** Another member of staff holds the petition's lock (app/admin/petition-lock.server.ts). */
  | { status: "locked"; message: string; errors: AnswerErrors }
  | { status: "not-found" };

/** A published answer, for what follows a publication (the petitioner's email). */
export type PublishedAnswer = { petitionId: number; kind: AnswerKind; publishedAt: Date };

/**
 * Tells the petitioner (if they gave an address and SMTP_URL is set) that the Government has responded,
 * quoting the response in the petition's language. The debate's outcome sends nothing to the petitioner, who is
 * written to when the petition is published, removed, or gets its response; both are sent at once to the
 * signers who asked for updates (../petitions/updates/).
 */
export async function afterResponsePublished(
  staffConsole: Pick<StaffConsole, "mail" | "db">,
  { petitionId, kind }: PublishedAnswer,
  texts: Record<Language, string | null>,
): Promise<void> {
  if (!staffConsole.mail.enabled) return;
  // The signers who asked for updates (PETITION_SIGNING=email) hear of a response and of a debate's outcome.
  await createSignerUpdates({ db: staffConsole.db, mailQueued: staffConsole.mail.queued }).scan();
  if (kind !== "response") return;
  const petitionLanguage = await createModerationStore(staffConsole.db).petitionLanguage(petitionId);
  const language: Language = petitionLanguage === "ga" ? "ga" : "en";
  await staffConsole.mail.queue(petitionId, { kind: "response", response: texts[language] });
}

const date = (value: unknown) => (value ? new Date(value as string) : null);

/** A text as typed: line breaks made plain, trimmed; null when empty. */
function cleanText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\r\n?/g, "\n").trim();
  return text === "" ? null : text;
}

/**
 * The Government's responses and the debates' outcomes, written by admins in English and Irish.
 * A text is a draft until published; publishing needs both languages. Publishing, editing a published
 * text and unpublishing it change the petition's row (its `*_published_at`), so the database announces
 * the change and every server process drops its cached pages of the petition (migrations 0002, 0006).
 * Every change is audited with the texts before and after.
 */
export function createResponses(staffConsole: StaffConsole) {
  const store = createModerationStore(staffConsole.db);
  const locks = petitionLocks(staffConsole);

  /** Null when the staff member holds (or now takes) the petition's lock; else the refusal. */
  async function refusedByLock(petitionId: number, staff: Staff): Promise<AnswerResult | null> {
    const held = await locks.lock(petitionId, staff);
    return held.held ? null : { status: "locked", message: lockedMessage(held.by), errors: {} };
  }

  async function read(petitionId: number): Promise<{
    id: number;
    title: string;
    /** The language the petitioner wrote in. */
    language: "en" | "ga";
    hidden: boolean;
    responseThresholdAt: Date | null;
    debateThresholdAt: Date | null;
    answers: Record<AnswerKind, AnswerDraft>;
  } | null> {
    const petition = await store.answeredPetition(petitionId);
    if (!petition) return null;
    const texts = await store.answerTexts(petitionId);
    const answers = Object.fromEntries(
      ANSWER_KINDS.map((kind) => {
        const text = texts.find((row) => row.kind === kind);
        const draft: AnswerDraft = {
          en: text?.text_en ?? null,
          ga: text?.text_ga ?? null,
          publishedAt: date(petition[PUBLISHED_COLUMN[kind]]),
          updatedAt: date(text?.updated_at),
          updatedBy: text?.email ?? null,
        };
        return [kind, draft];
      }),
    ) as Record<AnswerKind, AnswerDraft>;
    return {
      id: Number(petition.id),
      title: String(petition.title),
      language: petition.language === "ga" ? "ga" : "en",
      hidden: petition.hidden === true,
      responseThresholdAt: date(petition.response_threshold_at),
      debateThresholdAt: date(petition.debate_threshold_at),
      answers,
    };
  }

  /**
   * Checks the texts: both are required to publish, or to keep a published text. `published` words the
   * refusal of a publication, `edit` that of a change to a published text.
   */
  function check(input: AnswerInput, kind: AnswerKind, mode: "draft" | "publish" | "edit") {
    const texts = { en: cleanText(input.en), ga: cleanText(input.ga) };
    const errors: AnswerErrors = {};
    const bothRequired = mode !== "draft";
    for (const language of ["en", "ga"] as const) {
      const text = texts[language];
      const name = LANGUAGE_NAMES[language];
      if (text === null) {
        if (bothRequired) errors[language] = `Write the ${name} text: it is published in both languages or not at all.`;
      } else if (text.length > ANSWER_TEXT_MAX) {
        errors[language] = `The ${name} text must be ${ANSWER_TEXT_MAX.toLocaleString("en-IE")} characters or fewer.`;
      } else if (HIDDEN_CHARACTERS.test(text)) {
        errors[language] =
          `Remove the hidden characters (control characters, zero-width spaces or text-direction marks) from the ${name} text.`;
      }
    }
    if (!bothRequired && texts.en === null && texts.ga === null) {
      errors.en = "Write the text in English, in Irish, or both, before saving a draft.";
    }
    const missing = (["en", "ga"] as const)
      .filter((language) => bothRequired && texts[language] === null)
      .map((language) => LANGUAGE_NAMES[language]);
    const missingText = `the ${missing.join(" and ")} text ${missing.length > 1 ? "are" : "is"} missing`;
    const message =
      missing.length === 0
        ? mode === "publish"
          ? `${opening(kind)} was not published: correct the text below.`
          : "Nothing was saved: correct the text below."
        : mode === "publish"
          ? `${opening(kind)} was not published: ${missingText}. It can be published only in both English and Irish.`
          : `Nothing was saved: ${ANSWER_NAMES[kind]} is published, so it needs both English and Irish, and ${missingText}.`;
    return { texts, errors, message };
  }

  /** Writes the texts, and in the same statement sets (or keeps) the petition's publication moment. */
  const write = (
    petitionId: number,
    kind: AnswerKind,
    texts: { en: string | null; ga: string | null },
    staff: Staff,
    published: "keep" | "now" | "draft",
  ) => store.saveAnswer(petitionId, kind, texts, staff.accountId, published);

  const snapshot = (draft: AnswerDraft) => ({
    en: draft.en,
    ga: draft.ga,
    publishedAt: draft.publishedAt?.toISOString() ?? null,
  });

  async function audited(
    petitionId: number,
    kind: AnswerKind,
    action: "saved" | "published" | "edited" | "unpublished",
    before: AnswerDraft,
    staff: Staff,
    requester: StaffRequester,
  ): Promise<AnswerResult> {
    const after = (await read(petitionId))?.answers[kind];
    await staffConsole.audit(staff, requester, ACTIONS[kind][action], {
      petitionId,
      detail: { kind, before: snapshot(before), after: after ? snapshot(after) : null },
    });
    return { status: "done", action };
  }

  return {
    read,

    /**
     * Saves the texts: a draft while unpublished (one language is enough), or a change to the published
     * text (both languages stay required), which the public pages show at once.
     */
    async save(petitionId: number, kind: AnswerKind, input: AnswerInput, staff: Staff, requester: StaffRequester) {
      const current = await read(petitionId);
      if (!current) return { status: "not-found" } as const;
      const before = current.answers[kind];
      const isPublished = before.publishedAt !== null;
      const { texts, errors, message } = check(input, kind, isPublished ? "edit" : "draft");
      if (Object.keys(errors).length > 0) return { status: "invalid", message, errors } satisfies AnswerResult;
      const locked = await refusedByLock(petitionId, staff);
      if (locked) return locked;
      await write(petitionId, kind, texts, staff, isPublished ? "keep" : "draft");
      return audited(petitionId, kind, isPublished ? "edited" : "saved", before, staff, requester);
    },

    /** Publishes the texts as given, dated now; refused unless both languages are written. */
    async publish(petitionId: number, kind: AnswerKind, input: AnswerInput, staff: Staff, requester: StaffRequester) {
      const current = await read(petitionId);
      if (!current) return { status: "not-found" } as const;
      const before = current.answers[kind];
      if (before.publishedAt !== null) {
        return {
          status: "invalid",
          message: `${opening(kind)} is already published. Save your changes instead, or unpublish it first.`,
          errors: {},
        } satisfies AnswerResult;
      }
      const { texts, errors, message } = check(input, kind, "publish");
      if (Object.keys(errors).length > 0) return { status: "invalid", message, errors } satisfies AnswerResult;
      const locked = await refusedByLock(petitionId, staff);
      if (locked) return locked;
      await write(petitionId, kind, texts, staff, "now");
      const result = await audited(petitionId, kind, "published", before, staff, requester);
      const publishedAt = (await read(petitionId))?.answers[kind].publishedAt;
      if (publishedAt) {
        try {
          await afterResponsePublished(staffConsole, { petitionId, kind, publishedAt }, texts);
        } catch (error) {
          log.error({ err: error, petitionId, kind }, "What follows a published answer failed");
        }
      }
      return result;
    },

    /** Takes a published text off the public pages; it stays as a draft. */
    async unpublish(petitionId: number, kind: AnswerKind, staff: Staff, requester: StaffRequester) {
      const current = await read(petitionId);
      if (!current) return { status: "not-found" } as const;
      const before = current.answers[kind];
      if (before.publishedAt === null) {
        return {
          status: "invalid",
          message: `${opening(kind)} is not published.`,
          errors: {},
        } satisfies AnswerResult;
      }
      const locked = await refusedByLock(petitionId, staff);
      if (locked) return locked;
      await store.unpublishAnswer(petitionId, kind);
      return audited(petitionId, kind, "unpublished", before, staff, requester);
    },
  };
}

export type Responses = ReturnType<typeof createResponses>;
