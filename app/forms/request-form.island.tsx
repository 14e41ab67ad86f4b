import { Toaster } from "~/components/ui/toaster";
import { FormView } from "./form-view";
import { formForPath } from "./registry";

/**
 * A request form by the path of its page (an island's props are plain data, a definition is
 * not), with its toasts.
 */
export function FormIsland({ path }: { path: string }) {
  const definition = formForPath(path);
  if (!definition) return null;
  return (
    <Toaster>
      <FormView key={definition.path} definition={definition} />
    </Toaster>
  );
}

export default FormIsland;
