import { TextSection } from "~/components/content/page";
import { Prose } from "~/components/content/prose";
import type { InfoSection } from "~/content/institutions";

/** The sections of an information page: an h2 each, its paragraphs, then its list. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return sections.map((section) => (
    <TextSection key={section.heading} heading={section.heading}>
      <Prose section={section} ordered={section.ordered} />
    </TextSection>
  ));
}
