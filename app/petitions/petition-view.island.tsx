import { useEffect, useRef, useState } from "react";
import { TextLink } from "~/components/content/text-link";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Toaster } from "~/components/ui/toaster";
import { beforeDate, formatDate, formatRelative } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { formatNumber } from "~/i18n/plural";
import { readPetition, reportPetition, signPetition } from "~/petitions/api-client";
import { type PublicPetition, shownLanguage, withAnswersIn } from "~/petitions/fields";
import { afterSigning, hasSigned, type Outcome } from "~/petitions/outcomes";
import { EmailSignForm, type SignerErrors } from "./email-sign-form";
import { ANSWER_KINDS, GovernmentAnswers, isNewer, isWithdrawn } from "./government-answers";
import { LiveCountAnnouncer } from "./live-count-announcer";
import { OutcomeStatus, useOutcomes } from "./outcome";
import { petitionCheckPath, petitionPath } from "./paths";
import { PetitionLanguageNote } from "./petition-language-note";
import { PetitionTimeline } from "./petition-timeline";
import { SharePetition } from "./share-petition";
import { SignControls } from "./sign-controls";
import { SignatureChart } from "./signature-chart";
import { type ShownReceipt, SignatureReceipt, useReceipt } from "./signature-receipt";
import type { SigningFormWords } from "./signing-words";
import type { ChartData, WordedEvent } from "./story";
import { shownCount, useLiveCounts } from "./use-live-counts";
import { useSignedMarks } from "./use-signed-marks";

export type PetitionViewProps = {
  petition: PublicPetition;
  /** The petition's address in full, to copy or share. */
  canonical: string;
  /** When the petition was read, so server and browser draw the same relative time. */
  now: string;
  /** What the page's last post did (without JavaScript), or the address's `?status=`. */
  outcome: Outcome | null;
  /** The receipt of the signature the visitor's own post has just given (without JavaScript). */
  receipt: ShownReceipt | null;
  /**
   * PETITION_SIGNING=email: signing asks for a name and an address (with what a refused post without
   * JavaScript gave back); null where signatures are taken per browser.
   */
  byEmail?: { words: SigningFormWords; errors?: SignerErrors; name?: string; updates?: boolean } | null;
  /** Its timeline and the chart of its count, worded by the server in the page's language. */
  story?: { heading: string; timeline: WordedEvent[]; chart: ChartData } | null;
};

/**
 * A petition's own page: its details, the live count, the sign button, sharing and
 * 'Report this petition'. It is an island: without JavaScript its forms post to the
 * page; with it, signing and reporting go through the JSON API in place, with toasts.
 */
export function PetitionView(props: PetitionViewProps) {
  return (
    <Toaster>
      <View {...props} />
    </Toaster>
  );
}

function View({ petition: drawn, canonical, now, outcome, receipt: drawnReceipt, byEmail, story }: PetitionViewProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const [petition, setPetition] = useState(drawn);
  const [busy, setBusy] = useState(false);
  // A request to sign by email that went through is said in place of the form, not again above it.
  const drawnOutcome = byEmail && outcome === "requested" ? null : outcome;
  const { announce, event } = useOutcomes(drawnOutcome);
  const receipts = useReceipt(drawnReceipt, drawn.id);
  const live = useLiveCounts([petition.id]);
  // The page's own post (without JavaScript) says whether this browser has just signed it.
  const marks = useSignedMarks([petition.id], hasSigned(outcome) ? [petition.id] : []);
  const signed = marks.signed.has(petition.id);

  const liveState = live.get(petition.id);
  const answersNews = useLiveAnswers(petition, setPetition, liveState);
  const count = shownCount(petition.signatureCount, liveState);
  const closed = petition.closed || liveState?.closed === true;
  const created = petition.createdAt ? new Date(petition.createdAt) : null;
  const titleId = "petition-title";
  // The language its title and description are shown in: the page's, or the original's until translated.
  const shown = shownLanguage(petition, language);

  async function sign() {
    setBusy(true);
    const { outcome, signatureCount, receipt } = await signPetition(petition.id, language);
    setBusy(false);
    announce(outcome);
    if (receipt) receipts.show({ petitionId: petition.id, code: receipt });
    if (hasSigned(outcome)) marks.mark(petition.id);
    setPetition((current) => afterSigning(current, outcome, signatureCount));
  }

  async function report() {
    setBusy(true);
    const answer = await reportPetition(petition.id, language);
    setBusy(false);
    announce(answer.outcome);
  }

  return (
    <>
      <article aria-labelledby={titleId} className="mt-6 min-w-0">
        <h1 id={titleId} lang={shown} className="text-3xl font-bold tracking-tight wrap-anywhere text-foreground">
          {petition.title}
        </h1>
        <PetitionLanguageNote petition={petition} language={language} words={t.languages.page} />
        <OutcomeStatus drawn={drawnOutcome} event={event} />
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t.card.submittedBy}</dt>
          {petition.submitterName ? (
            <dd lang={petition.language} className="min-w-0 wrap-anywhere">
              {petition.submitterName}
            </dd>
          ) : (
            <dd className="min-w-0 wrap-anywhere">{t.card.anonymous}</dd>
          )}
          <dt className="font-semibold">{t.card.created}</dt>
          <dd>
            {created ? (
              <time dateTime={petition.createdAt ?? undefined} title={formatDate(created, language)}>
                {formatRelative(created, new Date(now), language)}
              </time>
            ) : (
              t.card.dateUnavailable
            )}
          </dd>
          <dt className="font-semibold">{t.card.category}</dt>
          <dd>{petition.category ? t.categories[petition.category] : t.card.general}</dd>
          <Deadline petition={petition} closed={closed} />
          <dt className="font-semibold">{t.card.signatures}</dt>
          <dd className="text-2xl font-bold text-primary" data-testid="signature-count">
            {formatNumber(count, language)}
          </dd>
        </dl>
        <LiveCountAnnouncer count={count} initial={drawn.signatureCount} />
        <Invalidated invalidated={petition.invalidated ?? []} />
        <div lang={shown} className="mt-6 whitespace-pre-line wrap-anywhere text-lg">
          {petition.description}
        </div>

        {byEmail && !closed ? (
          <EmailSignForm
            petitionId={petition.id}
            action={petitionPath(petition.id)}
            words={byEmail.words}
            requested={outcome === "requested"}
            errors={byEmail.errors}
            name={byEmail.name}
            updates={byEmail.updates}
            onOutcome={announce}
          />
        ) : (
          <div className="mt-8 max-w-sm">
            <SignControls
              petitionId={petition.id}
              signed={signed}
              closed={closed}
              closedMessage={
                <Notice>
                  <p>{t.detail.closedNotice}</p>
                </Notice>
              }
              describedBy={titleId}
              busy={busy}
              action={petitionPath(petition.id)}
              onSign={sign}
            />
          </div>
        )}
        {receipts.receipt ? <SignatureReceipt receipt={receipts.receipt} /> : null}
        <p className="mt-4">
          <TextLink to={petitionCheckPath(petition.id)}>{t.checkLink}</TextLink>
        </p>
        <GovernmentAnswers petition={petition} />
        <p aria-live="polite" className="sr-only" data-testid="answer-announcement">
          {answersNews}
        </p>
      </article>

      {story ? (
        <>
          <SignatureChart chart={story.chart} count={count} closed={closed} />
          <PetitionTimeline heading={story.heading} events={story.timeline} />
        </>
      ) : null}

      <SharePetition url={canonical} title={petition.title} />

      <section aria-labelledby="report-heading" className="mt-10 border-t border-border pt-6">
        <h2 id="report-heading" className="text-lg font-semibold">
          {t.detail.report.heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{t.detail.report.body}</p>
        <Form
          method="post"
          action={petitionPath(petition.id)}
          className="mt-3"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            void report();
          }}
        >
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="petitionId" value={petition.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            {t.detail.report.button}
          </Button>
        </Form>
      </section>
    </>
  );
}

/** How many signatures the moderators took out of the count, and why: what the petition's log publishes. */
/** When the petition closes, or closed: its deadline, PETITION_OPEN_DAYS after publication. */
function Deadline({ petition, closed }: { petition: PublicPetition; closed: boolean }) {
  const { language, messages } = useLanguage();
  const t = messages.petitions.detail;
  const at = closed ? petition.closedAt : petition.closesAt;
  if (!at) return null;
  return (
    <>
      <dt className="font-semibold">{t.deadline}</dt>
      <dd data-testid="deadline">
        {`${closed ? t.closedOn : t.closesOn} ${beforeDate("on", language)} `}
        <time dateTime={at}>{formatDate(new Date(at), language)}</time>
      </dd>
    </>
  );
}

function Invalidated({ invalidated }: { invalidated: NonNullable<PublicPetition["invalidated"]> }) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  if (invalidated.length === 0) return null;
  const total = invalidated.reduce((sum, each) => sum + each.count, 0);
  return (
    <div className="mt-4 text-sm text-muted-foreground" data-testid="invalidated">
      <p>{t.detail.invalidated(total)}</p>
      <ul className="mt-1 list-disc pl-5">
        {invalidated.map(({ reason, count }) => (
          <li key={reason}>
            {t.invalidationReasons[reason]}: {formatNumber(count, language)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How often, and how long apart, a published answer is read when the first reading does not have it yet. */
const ANSWER_READS = 3;
const ANSWER_READ_INTERVAL_MS = 1_000;

/**
 * Follows the Government's response and the debate's outcome while the page is open: when the live
 * stream says one was published, the petition is read again for its text and the news is announced
 * (once per publication); when one is withdrawn, it leaves the page. Returns the announcement.
 */
function useLiveAnswers(
  petition: PublicPetition,
  setPetition: (update: (current: PublicPetition) => PublicPetition) => void,
  live: ReturnType<ReturnType<typeof useLiveCounts>["get"]>,
): string {
  const { language, messages } = useLanguage();
  const t = messages.petitions.detail.answers;
  const [news, setNews] = useState("");
  const announced = useRef(new Set<string>());
  const newer = ANSWER_KINDS.filter((kind) => isNewer(live?.[kind], petition[kind]));
  const withdrawn = ANSWER_KINDS.filter((kind) => isWithdrawn(live?.[kind], petition[kind]));
  const key = newer.map((kind) => `${kind}@${live?.[kind]?.publishedAt}`).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for each new publication only
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; attempt < ANSWER_READS && !cancelled; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, ANSWER_READ_INTERVAL_MS));
        const fresh = cancelled ? null : await readPetition(petition.id, language);
        if (cancelled || !fresh?.response || !fresh.debateOutcome) continue;
        const arrived = newer.filter((kind) => fresh[kind].state === "published" && fresh[kind].text);
        if (arrived.length === 0) continue;
        const answers = withAnswersIn(fresh, language);
        setPetition((current) => ({ ...current, response: answers.response, debateOutcome: answers.debateOutcome }));
        const told = arrived.filter((kind) => !announced.current.has(`${kind}@${fresh[kind].publishedAt}`));
        for (const kind of told) announced.current.add(`${kind}@${fresh[kind].publishedAt}`);
        if (told.length > 0) {
          setNews(told.map((kind) => (kind === "response" ? t.responsePublished : t.debateOutcomePublished)).join(" "));
        }
        return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key]);

  const withdrawnKey = withdrawn.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per withdrawal
  useEffect(() => {
    if (!withdrawnKey) return;
    setPetition((current) => {
      const next = { ...current };
      for (const kind of withdrawn) {
        const state = live?.[kind];
        if (state) next[kind] = state;
      }
      return next;
    });
  }, [withdrawnKey]);

  return news;
}

export default PetitionView;
