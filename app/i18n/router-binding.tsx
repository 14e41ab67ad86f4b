import { useMemo } from "react";
import * as Router from "react-router";
import { RouterPartsContext } from "./localized";

/**
 * Gives ./localized the router's links, forms and hooks, for everything the
 * hydrated app draws. Islands (app/islands) are drawn without it.
 */
export function RouterBinding({ children }: { children: React.ReactNode }) {
  const location = Router.useLocation();
  const navigate = Router.useNavigate();
  const parts = useMemo(
    () => ({
      location,
      navigate: (to: Router.To, options?: Router.NavigateOptions) => void navigate(to, options),
      Link: Router.Link,
      NavLink: Router.NavLink,
      Form: Router.Form,
    }),
    [location, navigate],
  );
  return <RouterPartsContext value={parts}>{children}</RouterPartsContext>;
}
