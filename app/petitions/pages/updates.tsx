import { data } from "react-router";
import { TextLink } from "~/components/content/text-link";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { OutcomeHead } from "~/petitions/outcome-head";
import { petitionPath } from "~/petitions/paths";
import type { Route } from "./+types/updates";
import { UPDATES_WORDS } from "./updates-words";

/**
 * The page of an update email's unsubscribe link (PETITION_SIGNING=email, app/petitions/updates/). Opening it
 * changes nothing (mail scanners follow links): it shows a button, a POST. The same address takes the mail
 * program's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`). Either ends the updates about that petition;
 * the signature stays. The link's key is the only key: the page is never kept by a cache.
 */

type Shown = {
  state: "unknown" | "on" | "off" | "unavailable";
  request: string;
  key: string;
  petition: { id: number; title: string; language: "en" | "ga" } | null;
  justNow: boolean;
};

const STATUS: Record<Shown["state"], number> = { unknown: 404, on: 200, off: 200, unavailable: 503 };

type UpdatesLink = Awaited<
  ReturnType<NonNullable<NonNullable<Route.LoaderArgs["context"]["emailSigning"]>["updates"]>["link"]>
>;

function shown(link: UpdatesLink, request: string, key: string, justNow: boolean): Shown {
  return {
    state: link.state,
    request,
    key,
    petition: "petition" in link ? link.petition : null,
    justNow: justNow && link.state === "off",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const updates = context.emailSigning?.updates;
  if (!updates) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const id = query.get("request") ?? "";
  const key = query.get("key") ?? "";
  const page = shown(await updates.link(id, key), id, key, false);
  return data(page, { status: STATUS[page.state] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const updates = context.emailSigning?.updates;
  if (!updates) throw data(null, { status: 404 });
  // The one-click POST carries the link's own query; the page's button sends the same fields in its form.
  const query = new URL(request.url).searchParams;
  const form = await request.formData().catch(() => null);
  const id = String(form?.get("request") ?? query.get("request") ?? "");
  const key = String(form?.get("key") ?? query.get("key") ?? "");
  const page = shown(await updates.stop(id, key), id, key, true);
  return data(page, { status: STATUS[page.state] });
}

/** Nothing of this page is for search engines, and its address (the key) goes to no other site. */
export const meta = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export default function UpdatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = useLanguage();
  const t = UPDATES_WORDS[language];
  const page = actionData ?? loaderData;
  const { petition } = page;
  const [title, body] =
    page.state === "off"
      ? [t.off.title, t.off.body]
      : page.state === "unknown"
        ? [t.unknown.title, t.unknown.body]
        : page.state === "unavailable"
          ? [t.title, t.unavailable]
          : [t.title, t.on];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <OutcomeHead title={title} body={body} petition={petition} justNow={page.justNow} testId="updates-outcome" />
      {page.state === "on" ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="request" value={page.request} />
          <input type="hidden" name="key" value={page.key} />
          <Button type="submit">{t.button}</Button>
        </Form>
      ) : null}
      {petition ? (
        <p className="mt-8">
          <TextLink to={petitionPath(petition.id)}>{t.petitionLink}</TextLink>
        </p>
      ) : null}
    </div>
  );
}
