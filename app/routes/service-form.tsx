import { use } from "react";
import { DocumentTitle } from "~/components/document-title";
import { NotFound } from "~/components/not-found";
import { FormIsland } from "~/forms/form-island";
import { formForPath } from "~/forms/registry";
import { useLanguage } from "~/i18n/language";
import { Island, StaticPageContext } from "~/islands/islands";
import { usePage } from "~/pages/use-page";
import type { RouteHandle } from "~/root";

/**
 * The form is an island: the page needs no router (the answers stay in the browser), so it
 * hydrates only the form, the header and the footer (app/islands).
 */
export const handle: RouteHandle = { islands: true };

/** One screen for every request form: the definition is the one registered at the page's path. */
export default function ServiceFormPage() {
  const { language } = useLanguage();
  const definition = formForPath(usePage("routes/service-form.tsx").path);
  const staticPage = use(StaticPageContext);
  if (!definition) return <NotFound />;
  return (
    <>
      {/* An island's tree is not the document's: on a static page, the page draws the title. */}
      {staticPage ? <DocumentTitle title={definition.text[language].title} /> : null}
      <Island name="form" component={FormIsland} props={{ path: definition.path }} />
    </>
  );
}
