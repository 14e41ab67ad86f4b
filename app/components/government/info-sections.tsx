import type { InfoSection } from "~/content/institutions";

/** The sections of an information page: an h2 each, its paragraphs, then its list. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return sections.map((section) => {
    const List = section.ordered ? "ol" : "ul";
    return (
      <section key={section.heading} className="mt-8">
        <h2 className="text-xl font-semibold text-foreground">{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-foreground">
            {paragraph}
          </p>
        ))}
        {section.points && (
          <List className={`mt-3 space-y-2 pl-6 text-foreground ${section.ordered ? "list-decimal" : "list-disc"}`}>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </List>
        )}
      </section>
    );
  });
}
