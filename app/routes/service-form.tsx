import { NotFound } from "~/components/not-found";
import { FormView } from "~/forms/form-view";
import { formForPath } from "~/forms/registry";
import { usePage } from "~/pages/use-page";

/** One screen for every request form: the definition is the one registered at the page's path. */
export default function ServiceFormPage() {
  const definition = formForPath(usePage("routes/service-form.tsx").path);
  if (!definition) return <NotFound />;
  // A new key per form resets the answers when moving from one form to another.
  return <FormView key={definition.path} definition={definition} />;
}
