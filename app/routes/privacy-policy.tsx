import { LegalPage } from "~/components/content/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { useLanguage } from "~/i18n/language";
import { todayIso } from "~/lib/today";
import { usePage } from "~/pages/use-page";
import type { Route } from "./+types/privacy-policy";

/** The effective date is today: computed per request on the server, so the HTML and the hydrated page agree. */
export function loader() {
  return { today: todayIso() };
}

/** The page changes daily: never serve a stored copy without asking again. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const page = usePage("routes/privacy-policy.tsx");
  return (
    <LegalPage
      title={messages.pages.titles[page.title]}
      dateLabel={messages.legal.effectiveDate}
      date={loaderData.today}
      document={PRIVACY_POLICY[language]}
      related={{ to: "/terms-of-use", label: messages.pages.titles.terms }}
    />
  );
}
