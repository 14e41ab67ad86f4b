/**
 * The search box the header and the small-screen menu draw. It is the search's (app/search), and the layout
 * is shared by every feature, so the layout does not import it: the header's composition
 * (app/site-header.island.tsx), which sits above both, hands it in. The layout then depends on no feature.
 */
export type SearchSlot = React.ComponentType<{
  className?: string;
  /** Which edge of the box its suggestions line up with. */
  align?: "start" | "end";
}>;
