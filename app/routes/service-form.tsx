import { DocumentTitle } from "~/components/document-title";
import { NotFound } from "~/components/not-found";
import { formForPath } from "~/forms/registry";
import { FormIsland } from "~/forms/request-form.island";
import { useLanguage } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { usePage } from "~/pages/use-page";

/** One screen for every request form: the definition is the one registered at the page's path. */
export default function ServiceFormPage() {
  const { language } = useLanguage();
  const definition = formForPath(usePage("routes/service-form.tsx").path);
  if (!definition) return <NotFound />;
  return (
    <>
      {/* The island's tree is not the document's: the page draws the title. */}
      <DocumentTitle title={definition.text[language].title} />
      <Island component={FormIsland} props={{ path: definition.path }} />
    </>
  );
}
