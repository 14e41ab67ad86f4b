/** The down-pointing chevron of a disclosure; it turns as its menu (or accordion item) opens. Decorative. */
export function Chevron({ className = "size-4 transition-transform" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
