import { data } from "react-router";
import { TextLink } from "~/components/content/text-link";
import { DocumentTitle } from "~/components/document-title";
import { type Language, languageOfPath, useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { Island } from "~/islands/islands";
import { petitionAction, withOutcome } from "~/petitions/actions.server";
import { PETITION_LIST_ID } from "~/petitions/board-store";
import { FeedLinks } from "~/petitions/feed-links";
import {
  type PublicPetition,
  parsePetitionId,
  petitionTextIn,
  publicPetition,
  shownLanguage,
} from "~/petitions/fields";
import { HowPetitionsWork } from "~/petitions/how-petitions-work";
import type { ActionData } from "~/petitions/outcomes";
import { hasSigned, type Outcome, outcomeFromUrl } from "~/petitions/outcomes";
import { petitionPageHeaders } from "~/petitions/page-headers";
import { NEW_PETITIONS_FEED, RESPONSES_FEED, safeReturnTo } from "~/petitions/paths";
import { PetitionList } from "~/petitions/petition-list";
import { PetitionsBoard, petitionsTitle } from "~/petitions/petitions-board.island";
import { PopularNow, popularQuery } from "~/petitions/popular-now";
import { DEFAULT_QUERY, listShown, type PetitionListQuery, parseListQuery } from "~/petitions/query";
import { receiptForPage } from "~/petitions/receipt-cookie.server";
import { STORY_WORDS } from "~/petitions/story-words";
import { TRANSPARENCY_WORDS } from "~/petitions/transparency-words";
import type { Route } from "./+types/petitions";

/** What the receipt panel names: the petition the receipt was given for, when the list shows it. */
function receiptPetition(petitions: PublicPetition[] | null, id: number, language: Language) {
  const petition = petitions?.find((shown) => shown.id === id);
  return petition ? { title: petition.title, language: shownLanguage(petition, language) } : undefined;
}

/** The petition this browser has just signed, as the redirect after its post names it (without JavaScript). */
const signedHere = (outcome: Outcome | null, id: number | null) => (hasSigned(outcome) && id !== null ? [id] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = outcomeFromUrl(url);
  const parsed = parseListQuery(url.searchParams);
  const query = parsed.ok ? parsed.query : DEFAULT_QUERY;
  const page = {
    outcome,
    query,
    invalidQuery: !parsed.ok,
    formOpen: url.searchParams.has("new"),
    signed: signedHere(outcome, parsePetitionId(url.searchParams.get("petition"))),
    now: new Date().toISOString(),
    // PETITION_SIGNING=email: cards lead to the signing form on each petition's page.
    byEmail: Boolean(context.emailSigning),
  };
  // Without JavaScript, the receipt of the signature this visitor has just given here.
  const signed = receiptForPage(request, context.requester.secure, outcome === "signed");
  const receipt = signed.receipt && page.signed.includes(signed.receipt.petitionId) ? signed.receipt : null;
  const headers = signed.headers;
  // Right after their own change, a visitor reads past the cache.
  const language = languageOfPath(url.pathname);
  const [result, popular] = await Promise.all([
    context.petitions.list(query, { strict: outcome !== null }),
    popularNow(context.petitions, query, language),
  ]);
  if (result.status === "unavailable") {
    return data({ ...page, receipt, petitions: null, total: 0 }, { status: 503, headers });
  }
  // Each petition's title and description in the page's language where it has them.
  const petitions = result.petitions.map((petition) => publicPetition(petition, language));
  return data(
    { ...page, receipt, petitions, total: result.total, popular },
    { status: parsed.ok ? 200 : 400, headers },
  );
}

/** Up to three open petitions signed in the last hour, most first, of the view's category (popular-now.tsx). */
async function popularNow(
  petitions: Route.LoaderArgs["context"]["petitions"],
  query: PetitionListQuery,
  language: Language,
) {
  const popular = popularQuery(query);
  if (popular === null) return [];
  const result = await petitions.list(popular);
  if (result.status !== "ok") return [];
  return result.petitions
    .filter((petition) => (petition.recentSignatures ?? 0) >= 1)
    .slice(0, 3)
    .map((petition) => {
      const text = petitionTextIn(petition, language);
      return {
        id: petition.id,
        title: text.title,
        language: text.language,
        recentSignatures: petition.recentSignatures,
      };
    });
}

export const headers = petitionPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return petitionAction(request, context, (outcome, form) =>
    withOutcome(safeReturnTo(form.get("returnTo")) ?? "/petitions", outcome, form.get("petitionId")),
  );
}

export default function PetitionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const action = actionData as ActionData | undefined;
  // A refused post's field errors, worded as the API words them for the island.
  const errors = Object.fromEntries(
    Object.entries(action?.errors ?? {}).map(([field, code]) => [field, t.errors[code]]),
  );
  const { petitions, total, query, now, invalidQuery } = loaderData;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {/* The island's tree is not the document's: the page draws the title. */}
      <DocumentTitle title={petitionsTitle(t, query)} error={Object.keys(errors).length > 0} />
      <Link to="/" className="text-primary underline underline-offset-4 hover:decoration-2">
        <span aria-hidden="true">← </span>
        {t.backHome}
      </Link>
      <Island
        component={PetitionsBoard}
        props={{
          total: petitions === null ? null : total,
          query,
          invalidQuery,
          signed: loaderData.signed,
          shown: petitions !== null && listShown(total, query) ? petitions.map((petition) => petition.id) : [],
          outcome: action?.outcome ?? loaderData.outcome,
          receipt: loaderData.receipt
            ? { ...loaderData.receipt, petition: receiptPetition(petitions, loaderData.receipt.petitionId, language) }
            : null,
          // After a refused create the form stays open with its errors, even if the URL says closed.
          formOpen: loaderData.formOpen || Boolean(action?.values),
          errors,
          values: action?.values,
          byEmail: loaderData.byEmail,
          similar: action?.similar,
        }}
      />
      {/* The list: the server's HTML, only its cards' counts and sign buttons hydrated. */}
      <div id={PETITION_LIST_ID}>
        {petitions !== null && listShown(total, query) ? (
          <PetitionList
            petitions={petitions}
            total={total}
            query={query}
            now={now}
            signed={loaderData.signed}
            byEmail={loaderData.byEmail}
          />
        ) : null}
      </div>
      {/* After the results, of their category: the list begins with what the visitor chose. */}
      <PopularNow petitions={"popular" in loaderData ? loaderData.popular : []} query={query} />
      <FeedLinks
        language={language}
        feeds={[
          { path: NEW_PETITIONS_FEED, title: STORY_WORDS[language].feeds.followNew },
          { path: RESPONSES_FEED, title: STORY_WORDS[language].feeds.followResponses },
        ]}
      />
      <p className="mt-2">
        <TextLink to="/petitions/transparency">{TRANSPARENCY_WORDS[language].title}</TextLink>
      </p>
      <HowPetitionsWork />
    </div>
  );
}
