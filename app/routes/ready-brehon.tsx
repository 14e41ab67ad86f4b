import { InfoPage } from "~/components/info/info-page";
import { Accordion } from "~/components/ui/accordion";
import { GUIDE_PHASES, type GuideTopic, PREPAREDNESS_GUIDE } from "~/content/ready-brehon";
import { useLanguage } from "~/i18n/language";

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

/** The preparedness guide: before, during and after, one section open at a time. */
export default function ReadyBrehonPage() {
  const { language, messages } = useLanguage();
  const guide = PREPAREDNESS_GUIDE[language];
  const items = GUIDE_PHASES.map((id) => ({
    value: id,
    title: guide.phases[id].title,
    content: guide.phases[id].topics.map((topic) => <Topic key={topic.heading} topic={topic} />),
  }));
  return (
    <InfoPage title={messages.info.readyBrehon.title}>
      <p className="mt-4 text-lg text-foreground">{guide.intro}</p>
      <Accordion items={items} headingLevel={2} defaultValue="before" className="mt-8" />
      <aside
        aria-labelledby="guide-disclaimer"
        className="mt-8 rounded-lg border-l-4 border-destructive bg-muted p-5 text-foreground"
      >
        <h2 id="guide-disclaimer" className="font-semibold">
          {guide.disclaimer.heading}
        </h2>
        <p className="mt-1">{guide.disclaimer.text}</p>
      </aside>
    </InfoPage>
  );
}
