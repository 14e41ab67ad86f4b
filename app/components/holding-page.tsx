import { useT } from "~/i18n/language";
import { DocumentTitle } from "./document-title";

/** A page whose heading exists and whose body is still being written. */
export function HoldingPage({ title }: { title: string }) {
  const t = useT().shell;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      <p className="mt-4 text-muted-foreground">{t.holding}</p>
    </div>
  );
}
