import { LegalPage } from "~/components/info/legal-page";
import { PRIVACY_POLICY } from "~/content/legal";
import { useLanguage } from "~/i18n/language";
import { todayIso } from "~/lib/today";
import type { Route } from "./+types/privacy-policy";

/** The effective date is today: computed per request on the server, so the HTML and the hydrated page agree. */
export function loader() {
  return { today: todayIso() };
}

/** The page changes daily: never serve a stored copy without asking again. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const t = messages.info;
  return (
    <LegalPage
      title={t.privacy.title}
      dateLabel={t.privacy.effectiveDate}
      date={loaderData.today}
      document={PRIVACY_POLICY[language]}
      related={{ to: "/terms-of-use", label: t.terms.title }}
    />
  );
}
