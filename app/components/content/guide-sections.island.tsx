import { Accordion } from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button-variants";
import type { GuidePhase, GuidePhaseId, GuideTopic } from "~/content/ready-brehon.types";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { Prose } from "./prose";

function Topic({ topic }: { topic: GuideTopic }) {
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="font-semibold text-foreground">{topic.heading}</h3>
      <Prose section={topic} spacing="compact" />
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
 * The guide's phases, before, during and after, one open at a time, and the print button
 * (with JavaScript). An island of the guide's page (app/islands): the page hands it the text
 * in its language, so the script carries no text of its own. Printed, it is one document with
 * every section open (app.css, [data-print-all]).
 */
export function GuideSections({
  phases,
  printButton,
}: {
  phases: ReadonlyArray<GuidePhase & { id: GuidePhaseId }>;
  printButton: string;
}) {
  const hydrated = useHydrated();
  const items = phases.map((phase) => ({
    value: phase.id,
    title: phase.title,
    content: phase.topics.map((topic) => <Topic key={topic.heading} topic={topic} />),
  }));
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className={cx(buttonVariants({ variant: "outline" }), "mt-6 print:hidden")}
          onClick={() => window.print()}
        >
          <PrinterIcon />
          {printButton}
        </button>
      ) : null}
      <div data-print-all>
        <Accordion items={items} headingLevel={2} defaultValue="before" className="mt-8" />
      </div>
    </>
  );
}

export default GuideSections;
