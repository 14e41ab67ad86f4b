/**
 * Links, forms and navigation that keep the page's language: on an Irish page, "/services"
 * leads to "/ga/services". Screens write the English address (the registry's path) and never
 * build an Irish one themselves; biome.json refuses the router's own Link, NavLink, Form and
 * useNavigate in app/.
 *
 * Every page is static (app/islands): links and forms are plain elements, and a move loads the
 * next document, which is prerendered or cached, so it is quick.
 */
import { createContext, use, useSyncExternalStore } from "react";
import { localize } from "./addresses";
import { useLanguage } from "./language";

export { localize };

/** Where the page is, as much of the location as links need. */
export type PageLocation = { pathname: string; search: string; hash: string };

/** The address the page is drawn for: the server's request (app/root.tsx), or the address an island was drawn at. */
export const PageLocationContext = createContext<PageLocation>({ pathname: "/", search: "", hash: "" });

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

const noLocation = () => null;

/**
 * The page's location: the address it was drawn for while it renders on the server and
 * hydrates (so the browser's first render matches the server's HTML), then the browser's.
 */
export function usePageLocation(): PageLocation {
  const drawn = use(PageLocationContext);
  const browser = useSyncExternalStore(browserLocation.subscribe, browserLocation.read, noLocation);
  return browser ?? drawn;
}

/**
 * Changes the page's address without leaving the page, for a widget whose state the address
 * names (a tab): the history entry itself, which every island of the page then reads.
 */
export function useReplaceAddress(): (to: string) => void {
  const { language } = useLanguage();
  return (to) => {
    window.history.replaceState(window.history.state, "", localize(to, language));
    browserLocation.changed();
  };
}

/** The page's language applied to an address. */
export function useLocalize(): (to: string) => string {
  const { language } = useLanguage();
  return (to) => localize(to, language);
}

type LinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: string };

/** A link that keeps the page's language. */
export function Link({ to, ...props }: LinkProps) {
  const { language } = useLanguage();
  return <a href={localize(to, language)} {...props} />;
}

/** Whether a link to `path` leads to where the page is: its address and, unless `end`, below it. */
export function isCurrentAddress(path: string, here: string, end = false): boolean {
  const target = path.replace(/\/$/, "") || "/";
  const current = here.replace(/\/$/, "") || "/";
  return current === target || (!end && target !== "/" && current.startsWith(`${target}/`));
}

type NavLinkState = { isActive: boolean };

type NavLinkProps = Omit<React.ComponentProps<"a">, "href" | "className" | "children"> & {
  to: string;
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: React.ReactNode | ((state: NavLinkState) => React.ReactNode);
};

/** A link in a navigation: marked `aria-current="page"` where the page is. */
export function NavLink({ to, end, className, children, ...props }: NavLinkProps) {
  const { language } = useLanguage();
  const location = usePageLocation();
  const target = localize(to, language);
  const state = { isActive: isCurrentAddress(target.split(/[?#]/)[0] ?? target, location.pathname, end) };
  return (
    <a
      href={target}
      aria-current={state.isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      {...props}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
}

/** A form whose action keeps the page's language. */
export function Form({ action, ...props }: React.ComponentProps<"form"> & { action?: string }) {
  const { language } = useLanguage();
  return <form action={action === undefined ? undefined : localize(action, language)} {...props} />;
}

/** Moves to an address in the page's language: a new document. */
export function useNavigate(): (to: string) => void {
  const { language } = useLanguage();
  return (to) => window.location.assign(localize(to, language));
}
