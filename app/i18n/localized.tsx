/**
 * Links, forms and navigation that keep the page's language: on an Irish page,
 * "/services" leads to "/ga/services". Screens write the English address (the
 * registry's path) and never build an Irish one themselves; biome.json refuses
 * the router's own Link, NavLink, Form and useNavigate elsewhere in app/.
 *
 * This module does not import the router itself. Inside the hydrated app the root
 * hands it the router's components and hooks (RouterBinding in ./router-binding);
 * inside an island (app/islands), which hydrates without the router, links and
 * forms are plain elements and a move loads the new document.
 */
import { createContext, use, useSyncExternalStore } from "react";
import type * as Router from "react-router";
import { localize } from "~/pages/addresses";
import { type Language, useLanguage } from "./language";

export { localize };

/** Where the page is, as much of the location as links need. */
export type PageLocation = { pathname: string; search: string; hash: string };

/** The router's parts, as the hydrated app provides them. */
export type RouterParts = {
  location: PageLocation;
  navigate: (to: Router.To, options?: Router.NavigateOptions) => void;
  Link: typeof Router.Link;
  NavLink: typeof Router.NavLink;
  Form: typeof Router.Form;
};

/** The router's parts inside the app; null inside an island. */
export const RouterPartsContext = createContext<RouterParts | null>(null);

/** An island's location (the address the server rendered it for). */
export const IslandLocationContext = createContext<PageLocation>({ pathname: "/", search: "", hash: "" });

function localizeTo(to: Router.To, language: Language): Router.To {
  if (typeof to === "string") return localize(to, language);
  return to.pathname ? { ...to, pathname: localize(to.pathname, language) } : to;
}

/** An address as an href, for the plain elements an island draws. */
function hrefOf(to: Router.To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

/**
 * The browser's location as the islands see it, once they are hydrated: the address an island
 * was drawn for lacks the fragment, and a widget may change the address without leaving the
 * page (useReplaceAddress). One store for every island of the page, so that the header's
 * language switcher follows a tab chosen in the content.
 */
const browserLocation = {
  current: null as PageLocation | null,
  listeners: new Set<() => void>(),
  read(): PageLocation {
    const { search, hash } = window.location;
    // The server serves /services/ as /services: the page's address has no trailing slash.
    const pathname = window.location.pathname.replace(/\/+$/, "") || "/";
    const last = browserLocation.current;
    if (last?.pathname !== pathname || last.search !== search || last.hash !== hash) {
      browserLocation.current = { pathname, search, hash };
    }
    return browserLocation.current ?? { pathname, search, hash };
  },
  changed() {
    for (const listener of browserLocation.listeners) listener();
  },
  subscribe(listener: () => void) {
    if (browserLocation.listeners.size === 0) window.addEventListener("hashchange", browserLocation.changed);
    browserLocation.listeners.add(listener);
    return () => {
      browserLocation.listeners.delete(listener);
      if (browserLocation.listeners.size === 0) window.removeEventListener("hashchange", browserLocation.changed);
    };
  },
};

const noSubscription = () => () => {};
const noLocation = () => null;

/**
 * The page's location: from the router in the app; in an island, the address it was drawn for
 * while it hydrates (so it matches the server's HTML), then the browser's.
 */
export function usePageLocation(): PageLocation {
  const island = use(IslandLocationContext);
  const router = use(RouterPartsContext);
  const browser = useSyncExternalStore(
    router ? noSubscription : browserLocation.subscribe,
    router ? noLocation : browserLocation.read,
    noLocation,
  );
  return router?.location ?? browser ?? island;
}

/**
 * Changes the page's address without leaving the page, for a widget whose state the address
 * names (a tab): the router's replace in the app; in an island, the history entry itself, which
 * every island of the page then reads.
 */
export function useReplaceAddress(): (to: string) => void {
  const router = use(RouterPartsContext);
  const { language } = useLanguage();
  return (to) => {
    const target = localize(to, language);
    if (router) {
      router.navigate(target, { replace: true, preventScrollReset: true });
      return;
    }
    window.history.replaceState(window.history.state, "", target);
    browserLocation.changed();
  };
}

/** The page's language applied to an address: for hrefs the router does not draw. */
export function useLocalize(): (to: string) => string {
  const { language } = useLanguage();
  return (to) => localize(to, language);
}

/** Props the router's links and forms take that plain elements do not. */
const ROUTER_ONLY = [
  "discover",
  "preventScrollReset",
  "reloadDocument",
  "relative",
  "replace",
  "state",
  "viewTransition",
] as const;

/** The props without the named ones, for the plain element an island draws instead of the router's. */
function without<Props extends object, Key extends string>(props: Props, keys: readonly Key[]): Omit<Props, Key> {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of keys) delete rest[key];
  return rest as Omit<Props, Key>;
}

/** Props the router's links take that an anchor does not. */
const anchorProps = <T extends Omit<Router.LinkProps, "to">>(props: T) =>
  without(props, [...ROUTER_ONLY, "mask", "prefetch"]);

/** A link that keeps the page's language; `to` is used as it is. */
export function RawLink({ to, ...props }: Router.LinkProps) {
  const router = use(RouterPartsContext);
  if (router) return <router.Link to={to} {...props} />;
  return <a href={hrefOf(to)} {...anchorProps(props)} />;
}

export function Link({ to, ...props }: Router.LinkProps) {
  const { language } = useLanguage();
  return <RawLink to={localizeTo(to, language)} {...props} />;
}

export function NavLink({ to, className, style, children, end, caseSensitive, ...props }: Router.NavLinkProps) {
  const { language } = useLanguage();
  const router = use(RouterPartsContext);
  const location = usePageLocation();
  const target = localizeTo(to, language);
  if (router) {
    const routed = { className, style, children, end, caseSensitive };
    return <router.NavLink to={target} {...routed} {...props} />;
  }
  // The router's rule: the link is active on its address and, unless `end`, below it.
  const path = (typeof target === "string" ? target : (target.pathname ?? "")).replace(/\/$/, "") || "/";
  const here = location.pathname.replace(/\/$/, "") || "/";
  const isActive = here === path || (!end && path !== "/" && here.startsWith(`${path}/`));
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <a
      href={hrefOf(target)}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      style={typeof style === "function" ? style(state) : style}
      {...anchorProps(props)}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
}

export function Form({ action, ...props }: Router.FormProps) {
  const { language } = useLanguage();
  const router = use(RouterPartsContext);
  const localized = action === undefined ? undefined : localize(action, language);
  if (router) return <router.Form action={localized} {...props} />;
  const rest = without(props, [...ROUTER_ONLY, "fetcherKey", "navigate"]);
  return <form action={localized} {...rest} />;
}

/** Moves to an address in the page's language: inside the app, and as a new document in an island. */
export function useNavigate(): (to: Router.To, options?: Router.NavigateOptions) => void {
  const router = use(RouterPartsContext);
  const { language } = useLanguage();
  return (to, options) => {
    const target = localizeTo(to, language);
    if (router) router.navigate(target, options);
    else window.location.assign(hrefOf(target));
  };
}
