import { Toaster } from "~/components/ui/toaster";
import { useInIsland } from "~/islands/in-island";
import { FormView } from "./form-view";
import { formForPath } from "./registry";

/**
 * A request form by the path of its page (an island's props are plain data, a definition is
 * not). The app's root holds the toasts; an island holds its own.
 */
export function FormIsland({ path }: { path: string }) {
  const definition = formForPath(path);
  const inIsland = useInIsland();
  if (!definition) return null;
  // A new key per form resets the answers when the app moves from one form to another.
  const view = <FormView key={definition.path} definition={definition} />;
  return inIsland ? <Toaster>{view}</Toaster> : view;
}
