/** What a list says when it has nothing to show. */
export function EmptyState({ heading, lines }: { heading?: string; lines: readonly string[] }) {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-border bg-muted px-6 py-10 text-center">
      {heading ? <h3 className="text-lg font-semibold text-foreground">{heading}</h3> : null}
      {lines.map((line) => (
        <p key={line} className="mt-1 text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}
