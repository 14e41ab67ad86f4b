import { formatDate } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import type { GovernmentAnswer, PublicPetition } from "~/petitions/fields";

/** The two answers a petition may get, in the order the page shows them. */
export const ANSWER_KINDS = ["response", "debateOutcome"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * The Government's response and the debate's outcome, each under its own heading with its date of
 * publication, in the page's language; nothing for an answer that is not published.
 */
export function GovernmentAnswers({ petition }: { petition: Pick<PublicPetition, AnswerKind> }) {
  return (
    <>
      {ANSWER_KINDS.map((kind) => (
        <AnswerSection key={kind} kind={kind} answer={petition[kind]} />
      ))}
    </>
  );
}

function AnswerSection({ kind, answer }: { kind: AnswerKind; answer: GovernmentAnswer }) {
  const { language, messages } = useLanguage();
  const t = messages.petitions.detail.answers;
  const text = answer.text?.[language];
  if (answer.state !== "published" || !text || !answer.publishedAt) return null;
  const headingId = `${kind}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-lg border border-border border-l-4 border-l-primary p-5"
      data-testid={`petition-${kind}`}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {kind === "response" ? t.response : t.debateOutcome}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <time dateTime={answer.publishedAt}>{t.published(formatDate(new Date(answer.publishedAt), language))}</time>
      </p>
      {/* Written by the Government in each language: this one is the page's. */}
      <div lang={language} className="mt-4 whitespace-pre-line wrap-anywhere">
        {text}
      </div>
    </section>
  );
}

/** A published answer the page does not show yet (or shows from another publication): it must be read again. */
export const isNewer = (live: GovernmentAnswer | undefined, shown: GovernmentAnswer) =>
  live?.state === "published" && (shown.state !== "published" || shown.publishedAt !== live.publishedAt || !shown.text);

/** An answer the page shows that has been withdrawn since. */
export const isWithdrawn = (live: GovernmentAnswer | undefined, shown: GovernmentAnswer) =>
  live !== undefined && live.state !== "published" && shown.state === "published";
