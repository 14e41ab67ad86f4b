import { useLocation } from "react-router";
import { NotFound } from "~/components/not-found";
import { FormView } from "~/forms/form-view";
import { formForPath } from "~/forms/registry";
import { normalizePath } from "~/lib/paths";

/** One screen for every request form: the definition is chosen by the page's path. */
export default function ServiceFormPage() {
  const definition = formForPath(normalizePath(useLocation().pathname));
  if (!definition) return <NotFound />;
  // A new key per form resets the answers when moving from one form to another.
  return <FormView key={definition.path} definition={definition} />;
}
