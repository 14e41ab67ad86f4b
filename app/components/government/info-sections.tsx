import { TextSection } from "~/components/content/page";
import type { InfoSection } from "~/content/institutions";

/** The sections of an information page: an h2 each, its paragraphs, then its list. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return sections.map((section) => {
    const List = section.ordered ? "ol" : "ul";
    return (
      <TextSection key={section.heading} heading={section.heading}>
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
      </TextSection>
    );
  });
}
