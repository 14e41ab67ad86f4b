import { ButtonLink } from "~/components/content/button-link";
import { useT } from "~/i18n/language";
import { DocumentTitle } from "./document-title";

export function NotFound() {
  const t = useT().shell.notFound;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <DocumentTitle title={t.title} />
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground">{t.title}</h1>
      <p className="mt-4 text-muted-foreground">{t.body}</p>
      <ButtonLink to="/" className="mt-8">
        {t.home}
      </ButtonLink>
    </div>
  );
}
