import { data } from "react-router";
import { TextLink } from "~/components/content/text-link";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { Island } from "~/islands/islands";
import { ConfirmedReceipt } from "~/petitions/confirmed-receipt.island";
import { OutcomeHead } from "~/petitions/outcome-head";
import { petitionCheckPath, petitionPath } from "~/petitions/paths";
import type { Route } from "./+types/confirm";
import { CONFIRM_WORDS } from "./confirm-words";

/**
 * The page of the link a signer is emailed (PETITION_SIGNING=email): it shows the petition and a Confirm
 * button, a POST, so a mail scanner that opens the link confirms nothing. Once confirmed, it shows the
 * receipt once and offers to withdraw the signature, with the same link. The token is the only key: the
 * page is never kept by a cache (server/http/classify.ts) and its address goes to no other site.
 */

/** What the page shows, never the signer's address or name. */
type Shown = {
  state: "unknown" | "expired" | "closed" | "waiting" | "confirmed" | "withdrawn" | "unavailable";
  token: string;
  petition: { id: number; title: string; language: "en" | "ga" } | null;
  receipt: string | null;
  justNow: boolean;
};

type LinkState = Awaited<ReturnType<NonNullable<Route.LoaderArgs["context"]["emailSigning"]>["link"]>>;

const STATUS: Record<Shown["state"], number> = {
  unknown: 404,
  expired: 410,
  closed: 410,
  waiting: 200,
  confirmed: 200,
  withdrawn: 200,
  unavailable: 503,
};

function shown(link: LinkState, token: string): Shown {
  const request = "request" in link ? link.request : null;
  return {
    state: link.state,
    token,
    petition: request
      ? { id: request.petitionId, title: request.petitionTitle, language: request.petitionLanguage }
      : null,
    receipt: link.state === "confirmed" ? (link.receipt ?? null) : null,
    justNow:
      (link.state === "confirmed" && Boolean(link.receipt)) || (link.state === "withdrawn" && link.justNow === true),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Without signing by email there are no links: the portal's Page Not Found.
  if (!context.emailSigning) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = shown(await context.emailSigning.link(token), token);
  return data(page, { status: STATUS[page.state] });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.emailSigning) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  const token = String(form?.get("token") ?? "");
  const intent = form?.get("intent");
  const link =
    intent === "withdraw"
      ? await context.emailSigning.withdraw(token)
      : await context.emailSigning.confirm(token, context.requester);
  const page = shown(link, token);
  // A signature just confirmed: this browser's next pages show it, whichever process answers them.
  const setCookie = link.state === "confirmed" ? link.setCookie : undefined;
  return data(page, { status: STATUS[page.state], headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

/**
 * Nothing of this page is for search engines, and its address (the token) goes to no other site. (Not
 * `no-referrer`: a form posted under it says its origin is "null", which the cross-site check refuses.)
 */
export const meta = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const t = CONFIRM_WORDS[language];
  const page = actionData ?? loaderData;
  const { petition, token } = page;
  const [title, body] =
    page.state === "confirmed"
      ? page.justNow
        ? [t.confirmed.title, t.confirmed.body]
        : [t.title, t.already]
      : page.state === "withdrawn"
        ? [t.withdrawn.title, t.withdrawn.body]
        : page.state === "expired"
          ? [t.expired.title, t.expired.body]
          : page.state === "closed"
            ? [t.closed.title, t.closed.body]
            : page.state === "unknown"
              ? [t.unknown.title, t.unknown.body]
              : page.state === "unavailable"
                ? [t.title, t.unavailable]
                : [t.title, t.waiting];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <OutcomeHead title={title} body={body} petition={petition} justNow={page.justNow} testId="confirm-outcome" />
      {page.state === "waiting" ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t.button}</Button>
        </Form>
      ) : null}
      {page.receipt && petition ? (
        <Island component={ConfirmedReceipt} props={{ receipt: { petitionId: petition.id, code: page.receipt } }} />
      ) : null}
      {page.state === "confirmed" ? (
        <section aria-labelledby="withdraw-heading" className="mt-10 border-t border-border pt-6">
          <h2 id="withdraw-heading" className="text-lg font-semibold">
            {t.withdrawHeading}
          </h2>
          <p className="mt-2 text-muted-foreground">{t.withdrawBody}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="outline">
              {t.withdraw}
            </Button>
          </Form>
        </section>
      ) : null}
      {petition ? (
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <TextLink to={petitionPath(petition.id)}>{t.petitionLink}</TextLink>
          {page.state === "confirmed" || page.state === "withdrawn" ? (
            <TextLink to={petitionCheckPath(petition.id)}>{messages.petitions.checkLink}</TextLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
