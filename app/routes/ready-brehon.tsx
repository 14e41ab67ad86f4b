import { GuideSections } from "~/components/content/guide-sections";
import { Page } from "~/components/content/page";
import { Notice } from "~/components/ui/notice";
import { GUIDE_PHASES, PREPAREDNESS_GUIDE } from "~/content/ready-brehon";
import { useLanguage } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { usePage } from "~/pages/use-page";
import type { RouteHandle } from "~/root";

/** Nothing here needs JavaScript but the guide's sections, the header and the footer (app/islands). */
export const handle: RouteHandle = { islands: true };

/** The preparedness guide: before, during and after, one section open at a time. */
export default function ReadyBrehonPage() {
  const { language, messages } = useLanguage();
  const page = usePage("routes/ready-brehon.tsx");
  const guide = PREPAREDNESS_GUIDE[language];
  return (
    <Page title={messages.pages.titles[page.title]} width="text">
      <p className="mt-4 text-lg text-foreground">{guide.intro}</p>
      <Island
        name="guide"
        component={GuideSections}
        props={{
          phases: GUIDE_PHASES.map((id) => ({ id, ...guide.phases[id] })),
          printButton: guide.printButton,
        }}
      />
      <Notice as="aside" variant="warning" title={guide.disclaimer.heading} className="mt-8">
        <p className="mt-1">{guide.disclaimer.text}</p>
      </Notice>
    </Page>
  );
}
