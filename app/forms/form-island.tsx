import { IslandToaster } from "~/components/ui/toaster";
import { FormView } from "./form-view";
import { formForPath } from "./registry";

/**
 * A request form by the path of its page (an island's props are plain data, a definition is
 * not), with toasts of its own where it is an island.
 */
export function FormIsland({ path }: { path: string }) {
  const definition = formForPath(path);
  if (!definition) return null;
  // A new key per form resets the answers when the app moves from one form to another.
  return (
    <IslandToaster>
      <FormView key={definition.path} definition={definition} />
    </IslandToaster>
  );
}
