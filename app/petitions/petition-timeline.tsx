import type { WordedEvent } from "./story";

/** What has happened to a petition, oldest first: an ordered list, each event with its date. */
export function PetitionTimeline({ heading, events }: { heading: string; events: readonly WordedEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="timeline-heading" className="mt-10" data-testid="petition-timeline">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-border pl-4">
        {events.map((event) => (
          <li key={`${event.at} ${event.text}`}>
            <time dateTime={event.at} className="block text-sm text-muted-foreground">
              {event.date}
            </time>
            <span>{event.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
