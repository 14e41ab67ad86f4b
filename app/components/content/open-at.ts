/**
 * Focuses a landing section's heading and scrolls to it a frame later: scrolled in the frame where
 * the widgets above it change height, the content would be seen to jump (a layout shift). Returns
 * the clean-up for an effect.
 */
export function openAt(heading: HTMLElement): () => void {
  heading.focus({ preventScroll: true });
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => heading.scrollIntoView({ block: "start" }));
  });
  return () => cancelAnimationFrame(frame);
}
