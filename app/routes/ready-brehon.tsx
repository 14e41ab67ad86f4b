import { Page } from "~/components/content/page";
import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { GUIDE_PHASES, type GuideTopic, PREPAREDNESS_GUIDE } from "~/content/ready-brehon";
import { useLanguage } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";
import { usePage } from "~/pages/use-page";

function Topic({ topic }: { topic: GuideTopic }) {
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="font-semibold text-foreground">{topic.heading}</h3>
      {topic.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-foreground">
          {paragraph}
        </p>
      ))}
      {topic.points && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-foreground">
          {topic.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PrinterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </svg>
  );
}

/**
 * The preparedness guide: before, during and after, one section open at a time.
 * Printed, it is one document with every section open (app.css, [data-print-all]).
 */
export default function ReadyBrehonPage() {
  const { language, messages } = useLanguage();
  const hydrated = useHydrated();
  const page = usePage("routes/ready-brehon.tsx");
  const guide = PREPAREDNESS_GUIDE[language];
  const items = GUIDE_PHASES.map((id) => ({
    value: id,
    title: guide.phases[id].title,
    content: guide.phases[id].topics.map((topic) => <Topic key={topic.heading} topic={topic} />),
  }));
  return (
    <Page title={messages.pages.titles[page.title]} width="text">
      <p className="mt-4 text-lg text-foreground">{guide.intro}</p>
      {hydrated ? (
        <Button type="button" variant="outline" className="mt-6 print:hidden" onClick={() => window.print()}>
          <PrinterIcon />
          {guide.printButton}
        </Button>
      ) : null}
      <div data-print-all>
        <Accordion items={items} headingLevel={2} defaultValue="before" className="mt-8" />
      </div>
      <Notice as="aside" variant="warning" title={guide.disclaimer.heading} className="mt-8">
        <p className="mt-1">{guide.disclaimer.text}</p>
      </Notice>
    </Page>
  );
}
