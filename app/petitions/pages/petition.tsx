import { data } from "react-router";
import { DocumentTitle } from "~/components/document-title";
import { LANGUAGES, type Language, languageOfPath, messagesFor, useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { Island } from "~/islands/islands";
import { addressIn, addressOf } from "~/pages/addresses";
import type { RouteHandle } from "~/pages/route-handle";
import { petitionAction, withOutcome } from "~/petitions/actions.server";
import { FeedLinks } from "~/petitions/feed-links";
import { parsePetitionId, publicPetition, withAnswersIn } from "~/petitions/fields";
import { type ActionData, outcomeFromUrl } from "~/petitions/outcomes";
import { petitionPageHeaders } from "~/petitions/page-headers";
import { petitionFeedPath, petitionPath } from "~/petitions/paths";
import { PetitionTimeline } from "~/petitions/petition-timeline";
import { PetitionView } from "~/petitions/petition-view.island";
import { receiptForPage } from "~/petitions/receipt-cookie.server";
import { RemovalReason } from "~/petitions/removal-reason";
import { wordedSignerErrors } from "~/petitions/signer-errors";
import { signingFormWords } from "~/petitions/signing-words";
import { chartData, wordedTimeline } from "~/petitions/story";
import { STORY_WORDS } from "~/petitions/story-words";
import type { Route } from "./+types/petition";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = outcomeFromUrl(url);
  const result = await context.petitions.history(params.id, { strict: outcome !== null });
  // An unknown or malformed id is the portal's Page Not Found (root error boundary).
  if (result.status === "not-found") throw data(null, { status: 404 });
  const address = addressIn(petitionPath(Number(params.id)), languageOfPath(url.pathname));
  const page = { outcome, origin: url.origin, canonical: `${url.origin}${address}`, now: new Date().toISOString() };
  const language = languageOfPath(url.pathname);
  if (result.status === "gone") {
    const timeline = wordedTimeline(result.timeline ?? [], language);
    return data({ ...page, state: "gone" as const, petition: null, reason: result.reason, timeline }, { status: 410 });
  }
  if (result.status === "unavailable") {
    return data({ ...page, state: "unavailable" as const, petition: null }, { status: 503 });
  }
  // The page shows the answers in its own language only: the other's text is not sent with it.
  // Its title and description in the page's language where it has them (else the original, marked).
  const petition = withAnswersIn(publicPetition(result.petition, language), language);
  // Without JavaScript, the receipt of the signature this visitor has just given here.
  const { receipt, headers } = receiptForPage(request, context.requester.secure, outcome === "signed");
  // PETITION_SIGNING=email: the page signs with a name and an address, confirmed by email.
  const byEmail = context.emailSigning
    ? { words: signingFormWords(language, context.emailSigning.retentionDays) }
    : null;
  return data(
    {
      ...page,
      state: "ok" as const,
      petition,
      receipt: receipt?.petitionId === petition.id ? receipt : null,
      byEmail,
      story: {
        heading: STORY_WORDS[language].timeline,
        timeline: wordedTimeline(petition.timeline ?? [], language),
        chart: chartData(
          result.history,
          {
            from: petition.createdAt ?? page.now,
            until: petition.closedAt ?? page.now,
            count: petition.signatureCount,
          },
          language,
        ),
      },
    },
    { headers },
  );
}

export const headers = petitionPageHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  // A post to a malformed address is refused like a read of it, before any form field is looked at.
  if (parsePetitionId(params.id) === null) throw data(null, { status: 404 });
  return petitionAction(request, context, (outcome) => withOutcome(petitionPath(Number(params.id)), outcome));
}

/**
 * Its content is an island that signs and reports through the JSON API (app/islands); without
 * JavaScript its forms post to this route's action. Its meta names its own description.
 */
export const handle: RouteHandle = { ownDescription: true };

/**
 * The description a shared link previews, in the page's language (the title and the
 * site's sharing tags come from the page and the document);
 * the canonical address and the petition's address in each language.
 */
export function meta({ data: loaderData, location }: Route.MetaArgs) {
  const petition = loaderData?.petition;
  if (!loaderData || !petition) return [];
  const language = languageOfPath(location.pathname);
  const messages = messagesFor(language);
  const t = messages.petitions;
  const description = t.detail.socialDescription(petition.signatureCount, petition.description).slice(0, 300);
  const address = (other: Language) => `${loaderData.origin}${addressOf(petitionPath(petition.id), other)}`;
  return [
    { name: "description", content: description },
    { property: "og:description", content: description },
    { property: "og:url", content: loaderData.canonical },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    ...LANGUAGES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: address(other) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address("en") },
  ];
}

export default function PetitionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const action = actionData as ActionData | undefined;
  const { petition } = loaderData;

  const back = (
    <Link to="/petitions" className="text-primary underline underline-offset-4 hover:decoration-2">
      <span aria-hidden="true">← </span>
      {t.detail.back}
    </Link>
  );

  if (!petition) {
    const gone = loaderData.state === "gone";
    const title = gone ? t.detail.gone.title : t.loadError.title;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <DocumentTitle title={title} />
        {back}
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-muted-foreground">{gone ? t.detail.gone.body : t.loadError.body}</p>
        {gone ? <RemovalReason reason={"reason" in loaderData ? loaderData.reason : null} language={language} /> : null}
        {gone && "timeline" in loaderData ? (
          <PetitionTimeline heading={STORY_WORDS[language].timeline} events={loaderData.timeline} />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {/* An island's tree is not the document's: the page draws the title. */}
      <DocumentTitle title={petition.title} />
      {back}
      <Island
        component={PetitionView}
        props={{
          petition,
          canonical: loaderData.canonical,
          now: loaderData.now,
          outcome: action?.outcome ?? loaderData.outcome,
          receipt: loaderData.receipt,
          story: loaderData.story,
          byEmail: loaderData.byEmail
            ? {
                ...loaderData.byEmail,
                errors: wordedSignerErrors(action?.signerErrors, loaderData.byEmail.words.errors),
                name: action?.signerValues?.name,
                updates: action?.signerValues?.updates,
              }
            : null,
        }}
      />
      <FeedLinks
        language={language}
        feeds={[{ path: petitionFeedPath(petition.id), title: STORY_WORDS[language].feeds.followPetition }]}
      />
    </div>
  );
}
