import type { ProseSection } from "./types";

/**
 * The preparedness guide (/ready-brehon). Each language has its own module;
 * the Irish one is typed against the English one.
 */
export type GuideTopic = ProseSection;

/** One collapsible section of the guide: before, during or after an event. */
export type GuidePhase = {
  title: string;
  topics: readonly GuideTopic[];
};

export const GUIDE_PHASES = ["before", "during", "after"] as const;
export type GuidePhaseId = (typeof GUIDE_PHASES)[number];

export type PreparednessGuide = {
  intro: string;
  phases: Record<GuidePhaseId, GuidePhase>;
  disclaimer: { heading: string; text: string };
  /** The button that prints the whole guide (shown only where JavaScript runs). */
  printButton: string;
};
