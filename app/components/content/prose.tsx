import type { ProseSection } from "~/content/types";
import { cx } from "~/lib/cx";

/** The spacing of a section's text: roomy on a page of its own, compact inside the guide's accordions. */
const SPACING = {
  roomy: { block: "mt-3", list: "space-y-2" },
  compact: { block: "mt-2", list: "space-y-1" },
} as const;

/** A section's paragraphs, then its list (numbered when its points are steps in order). */
export function Prose({
  section,
  ordered = false,
  spacing = "roomy",
}: {
  section: Pick<ProseSection, "paragraphs" | "points">;
  ordered?: boolean;
  spacing?: keyof typeof SPACING;
}) {
  const { block, list } = SPACING[spacing];
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className={cx(block, "text-foreground")}>
          {paragraph}
        </p>
      ))}
      {section.points && (
        <List className={cx(block, list, "pl-6 text-foreground", ordered ? "list-decimal" : "list-disc")}>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </List>
      )}
    </>
  );
}
