/**
 * Links, forms and navigation that keep the page's language: on an Irish page,
 * "/services" leads to "/ga/services". Screens write the English address (the
 * registry's path) and never build an Irish one themselves; biome.json refuses
 * the router's own Link, NavLink, Form and useNavigate elsewhere in app/.
 */
import * as Router from "react-router";
import { localize } from "~/pages/addresses";
import { type Language, useLanguage } from "./language";

export { localize };

function localizeTo(to: Router.To, language: Language): Router.To {
  if (typeof to === "string") return localize(to, language);
  return to.pathname ? { ...to, pathname: localize(to.pathname, language) } : to;
}

/** The page's language applied to an address: for hrefs the router does not draw. */
export function useLocalize(): (to: string) => string {
  const { language } = useLanguage();
  return (to) => localize(to, language);
}

export function Link({ to, ...props }: Router.LinkProps) {
  const { language } = useLanguage();
  return <Router.Link to={localizeTo(to, language)} {...props} />;
}

export function NavLink({ to, ...props }: Router.NavLinkProps) {
  const { language } = useLanguage();
  return <Router.NavLink to={localizeTo(to, language)} {...props} />;
}

export function Form({ action, ...props }: Router.FormProps) {
  const { language } = useLanguage();
  return <Router.Form action={action === undefined ? undefined : localize(action, language)} {...props} />;
}

export function useNavigate(): (to: Router.To, options?: Router.NavigateOptions) => void {
  const navigate = Router.useNavigate();
  const { language } = useLanguage();
  return (to, options) => void navigate(localizeTo(to, language), options);
}
