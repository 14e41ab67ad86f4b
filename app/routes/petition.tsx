import { data, useNavigation } from "react-router";
import { DocumentTitle } from "~/components/document-title";
import { LiveCountAnnouncer } from "~/components/petitions/live-count-announcer";
import { OutcomeStatus } from "~/components/petitions/outcome";
import { petitionPath } from "~/components/petitions/paths";
import { SignControls } from "~/components/petitions/petition-card";
import { SharePetition } from "~/components/petitions/share-petition";
import { shownCount, useLiveCounts } from "~/components/petitions/use-live-counts";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { formatDate, formatRelative } from "~/i18n/dates";
import { LANGUAGES, type Language, languageOfPath, messagesFor, useLanguage } from "~/i18n/language";
import { Form, Link } from "~/i18n/localized";
import { addressIn, addressOf } from "~/pages/addresses";
import { petitionAction, withOutcome } from "~/petitions/actions.server";
import { type ActionData, outcomeFromUrl } from "~/petitions/outcomes";
import { PETITION_PAGE_HEADERS, petitionPageHeaders } from "~/petitions/page-headers";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/petition";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = outcomeFromUrl(url);
  const result = await context.petitions.get(params.id, context.requester, { strict: outcome !== null });
  // An unknown or malformed id is the portal's Page Not Found (root error boundary).
  if (result.status === "not-found") throw data(null, { status: 404 });
  const address = addressIn(petitionPath(Number(params.id)), languageOfPath(url.pathname));
  const page = { outcome, origin: url.origin, canonical: `${url.origin}${address}`, now: new Date().toISOString() };
  if (result.status === "gone")
    return data({ ...page, state: "gone" as const, petition: null }, { status: 410, headers: PETITION_PAGE_HEADERS });
  if (result.status === "unavailable") {
    return data(
      { ...page, state: "unavailable" as const, petition: null },
      { status: 503, headers: PETITION_PAGE_HEADERS },
    );
  }
  return data({ ...page, state: "ok" as const, petition: result.petition }, { headers: PETITION_PAGE_HEADERS });
}

export const headers = petitionPageHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  return petitionAction(request, context, (outcome) => withOutcome(petitionPath(Number(params.id)), outcome));
}

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
  const description = t.detail.socialDescription(String(petition.signatureCount), petition.description).slice(0, 300);
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
  const navigation = useNavigation();
  const action = actionData as ActionData | undefined;
  const outcome = action?.outcome ?? loaderData.outcome;
  const { petition } = loaderData;
  const live = useLiveCounts(petition ? [petition.id] : []);
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";

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
      </div>
    );
  }

  const liveState = live.get(petition.id);
  const count = shownCount(petition.signatureCount, liveState);
  const closed = petition.closed || liveState?.closed === true;
  const now = new Date(loaderData.now);
  const created = petition.createdAt ? new Date(petition.createdAt) : null;
  const titleId = "petition-title";
  const numbers = new Intl.NumberFormat(language === "ga" ? "ga-IE" : "en-IE");

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <DocumentTitle title={petition.title} />
      {back}
      <article aria-labelledby={titleId} className="mt-6 min-w-0">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight wrap-anywhere text-foreground">
          {petition.title}
        </h1>
        <OutcomeStatus outcome={outcome} event={action ?? loaderData} />
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t.card.submittedBy}</dt>
          <dd className="min-w-0 wrap-anywhere">{petition.submitterName ?? t.card.anonymous}</dd>
          <dt className="font-semibold">{t.card.created}</dt>
          <dd>
            {created ? (
              <time dateTime={petition.createdAt ?? undefined} title={formatDate(created, language)}>
                {formatRelative(created, now, language)}
              </time>
            ) : (
              t.card.dateUnavailable
            )}
          </dd>
          <dt className="font-semibold">{t.card.category}</dt>
          <dd>{petition.category ? t.categories[petition.category] : t.card.general}</dd>
          <dt className="font-semibold">{t.card.signatures}</dt>
          <dd className="text-2xl font-bold text-primary" data-testid="signature-count">
            {numbers.format(count)}
          </dd>
        </dl>
        <LiveCountAnnouncer count={count} initial={petition.signatureCount} format={(value) => numbers.format(value)} />
        <div className="mt-6 whitespace-pre-line wrap-anywhere text-lg">{petition.description}</div>

        <div className="mt-8 max-w-sm">
          <SignControls
            petitionId={petition.id}
            signed={petition.signed}
            closed={closed}
            closedMessage={
              <Notice>
                <p>{t.detail.closedNotice}</p>
              </Notice>
            }
            describedBy={titleId}
            busy={submitting}
            action={petitionPath(petition.id)}
          />
        </div>
      </article>

      <SharePetition url={loaderData.canonical} title={petition.title} />

      <section aria-labelledby="report-heading" className="mt-10 border-t border-border pt-6">
        <h2 id="report-heading" className="text-lg font-semibold">
          {t.detail.report.heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{t.detail.report.body}</p>
        <Form method="post" action={petitionPath(petition.id)} preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="petitionId" value={petition.id} />
          <Button type="submit" variant="outline" disabled={submitting}>
            {t.detail.report.button}
          </Button>
        </Form>
      </section>
    </div>
  );
}
