/**
 * Islands: the parts of a page that need JavaScript, hydrated on their own, without the router
 * or the page's own code (docs/decisions/0013-islands.md). Every page is static: the server
 * draws it, and the browser hydrates only its islands, in development as in the build.
 *
 * An island is a module named `*.island.tsx` whose default export is the component; its name
 * is the file's (`search-box.island.tsx` is `search-box`). A page draws one with
 * `<Island component={SearchBox} props={…} />`; the islands' script (./client.tsx) finds the
 * module by the same name. No list to keep: the file name is the registration.
 */
import { createContext, StrictMode, use, useEffect } from "react";
import { type Language, LanguageProvider, useLanguage } from "~/i18n/language";
import { type PageLocation, PageLocationContext, usePageLocation } from "~/i18n/localized";

/** An island's name: its file's name without `.island.tsx`. */
export function islandName(modulePath: string): string {
  return (modulePath.split("/").pop() ?? modulePath).replace(/\.island\.tsx$/, "");
}

/**
 * Islands by name from `import.meta.glob` results, refusing two files of one name (the page
 * names an island by its name alone).
 */
export function islandsByName<Module>(modules: Record<string, Module>): Map<string, Module> {
  const found = new Map<string, Module>();
  for (const [modulePath, module] of Object.entries(modules)) {
    const name = islandName(modulePath);
    if (found.has(name)) throw new Error(`Two islands are named ${name}: rename one of the *.island.tsx files`);
    found.set(name, module);
  }
  return found;
}

/**
 * An island's whole tree, drawn by the server as a tree of its own and hydrated in the
 * browser as one: the same elements in the same places, so hydration finds what it
 * expects, down to the ids React makes (useId).
 */
export function islandTree(
  Content: React.ComponentType<object>,
  props: object,
  language: Language,
  location: PageLocation,
  /** In the browser, the element the island hydrates in: marked `data-hydrated` once it has. */
  container?: HTMLElement,
) {
  return (
    <StrictMode>
      <LanguageProvider language={language}>
        <PageLocationContext value={location}>
          <HydrationMark container={container}>
            <Content {...props} />
          </HydrationMark>
        </PageLocationContext>
      </LanguageProvider>
    </StrictMode>
  );
}

/**
 * Marks the island's element once its content has hydrated, for whoever waits on the page's
 * widgets (the browser tests). Drawn on the server too, so both trees have the same shape.
 */
function HydrationMark({ container, children }: { container: HTMLElement | undefined; children: React.ReactNode }) {
  useEffect(() => {
    if (container) container.dataset.hydrated = "";
  }, [container]);
  return children;
}

/**
 * What the server needs to draw islands (app/entry.server.tsx provides it): react-dom/server's
 * renderer, which the page's own modules cannot import, and the name of each island component.
 * Absent inside an island's own tree and in component tests: there `<Island>` is its component.
 */
export type IslandServer = {
  render: (tree: React.ReactNode) => string;
  nameOf: (component: React.ComponentType<never>) => string | undefined;
};

export const IslandServerContext = createContext<IslandServer | null>(null);

/** From the build (or Vite's dev server): the islands' script a page names, and the site's stylesheet. */
export type IslandScripts = {
  entry: string;
  /** The stylesheet as text, for the page's head (the build); null where the page links it (development). */
  css: string | null;
  /** The stylesheet's address, where the page links it. */
  stylesheet: string | null;
};

export const IslandScriptsContext = createContext<IslandScripts | null>(null);

export function locationOfAddress(address: string): PageLocation {
  const url = new URL(address, "http://portal.invalid");
  return { pathname: url.pathname, search: url.search, hash: "" };
}

/**
 * A part of a page that needs JavaScript. The server draws it as an island, with the address it
 * was drawn for (the path and query the server saw; a prerendered page saw no query) and its
 * props, which travel in the page as JSON and so are plain data; `display: contents` keeps the
 * page's layout. Inside another island's tree it is simply the component.
 */
export function Island<Props extends object>({
  component,
  props = {} as Props,
}: {
  /** The default export of a `*.island.tsx` module. */
  component: React.ComponentType<Props>;
  props?: Props;
}) {
  const { language } = useLanguage();
  const location = usePageLocation();
  const server = use(IslandServerContext);
  if (!server) {
    const Content = component as React.ComponentType<object>;
    return <Content {...props} />;
  }
  const name = server.nameOf(component as React.ComponentType<never>);
  if (!name) {
    throw new Error(`${component.name || "A component"} is drawn as an island, but no *.island.tsx module exports it`);
  }
  const at = { ...location, hash: "" };
  const html = server.render(islandTree(component as React.ComponentType<object>, props, language, at));
  return (
    <div
      data-island={name}
      data-address={`${at.pathname}${at.search}`}
      data-props={JSON.stringify(props)}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island's tree
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The islands' script. Its chunks are not preloaded: the text is on screen before any of them
 * arrives (the header works as plain links and disclosures until then), so they should not
 * share the first round trips with the page itself.
 */
export function IslandScriptTags() {
  const scripts = use(IslandScriptsContext);
  if (!scripts) return null;
  return <script type="module" src={scripts.entry} />;
}

/**
 * The site's stylesheet: written into the page in the build, so the first paint waits for no
 * other file; linked in development, where Vite serves it and reloads it as it changes.
 */
export function SiteStylesheet({ links }: { links: React.ComponentProps<"link">[] }) {
  const scripts = use(IslandScriptsContext);
  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel} ${link.href}`} {...link} />
      ))}
      {scripts?.css ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, from the build
        <style id="site-stylesheet" dangerouslySetInnerHTML={{ __html: scripts.css }} />
      ) : scripts?.stylesheet ? (
        <link rel="stylesheet" href={scripts.stylesheet} />
      ) : null}
    </>
  );
}
