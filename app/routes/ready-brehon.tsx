import { GuideSections } from "~/components/content/guide-sections.island";
import { Page } from "~/components/content/page";
import { Notice } from "~/components/ui/notice";
import { GUIDE_PHASES, PREPAREDNESS_GUIDE } from "~/content/ready-brehon";
import { useLanguage } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { usePage } from "~/pages/use-page";

/** The preparedness guide: before, during and after, one section open at a time. */
export default function ReadyBrehonPage() {
  const { language, messages } = useLanguage();
  const page = usePage("routes/ready-brehon.tsx");
  const guide = PREPAREDNESS_GUIDE[language];
  return (
    <Page title={messages.pages.titles[page.title]} width="text">
      <p className="mt-4 text-lg text-foreground">{guide.intro}</p>
      <Island
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
