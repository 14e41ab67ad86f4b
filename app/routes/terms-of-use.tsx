import { LegalPage } from "~/components/content/legal-page";
import { TERMS_OF_USE } from "~/content/legal";
import { useLanguage } from "~/i18n/language";
import { todayIso } from "~/lib/today";
import { usePage } from "~/pages/use-page";
import type { Route } from "./+types/terms-of-use";

/** The last-updated date is today: computed per request on the server, so the HTML and the hydrated page agree. */
export function loader() {
  return { today: todayIso() };
}

/** The page changes daily: never serve a stored copy without asking again. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export default function TermsOfUsePage({ loaderData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const page = usePage("routes/terms-of-use.tsx");
  return (
    <LegalPage
      title={messages.pages.titles[page.title]}
      dateLabel={messages.legal.lastUpdated}
      date={loaderData.today}
      document={TERMS_OF_USE[language]}
      numbered
      related={{ to: "/privacy-policy", label: messages.pages.titles.privacy }}
    />
  );
}
