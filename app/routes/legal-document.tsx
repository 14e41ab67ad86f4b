import { LegalPage } from "~/components/content/legal-page";
import { withSettings } from "~/components/content/legal-settings";
import { type LegalDocument, PRIVACY_POLICY, TERMS_OF_USE } from "~/content/legal";
import { type Language, useLanguage } from "~/i18n/language";
import type { TitleKey } from "~/i18n/messages/pages.en";
import { todayIso } from "~/lib/today";
import type { PageOf } from "~/pages/pages";
import { usePage } from "~/pages/use-page";
import type { Route } from "./+types/legal-document";

type LegalPath = PageOf<"routes/legal-document.tsx">["path"];

/** Each legal page's text, what its date is called, whether its headings are numbered, and its companion page. */
const LEGAL_PAGES: Record<
  LegalPath,
  {
    document: Record<Language, LegalDocument>;
    dateLabel: "effectiveDate" | "lastUpdated";
    numbered: boolean;
    related: { to: LegalPath; title: TitleKey };
  }
> = {
  "/privacy-policy": {
    document: PRIVACY_POLICY,
    dateLabel: "effectiveDate",
    numbered: false,
    related: { to: "/terms-of-use", title: "terms" },
  },
  "/terms-of-use": {
    document: TERMS_OF_USE,
    dateLabel: "lastUpdated",
    numbered: true,
    related: { to: "/privacy-policy", title: "privacy" },
  },
};

/**
 * The date is today: computed per request on the server, so the HTML and the hydrated page agree; the
 * privacy policy states how long signers' names and addresses are kept, as the server is set.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { today: todayIso(), retentionDays: context.retentionDays };
}

/** One screen for the two legal texts, the privacy policy and the terms of use. */
export default function LegalScreen({ loaderData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const page = usePage("routes/legal-document.tsx");
  const legal = LEGAL_PAGES[page.path];
  return (
    <LegalPage
      title={messages.pages.titles[page.title]}
      dateLabel={messages.legal[legal.dateLabel]}
      date={loaderData.today}
      document={withSettings(legal.document[language], language, loaderData.retentionDays)}
      numbered={legal.numbered}
      related={{ to: legal.related.to, label: messages.pages.titles[legal.related.title] }}
    />
  );
}
