/**
 * Islands: the parts of a static page that need JavaScript, hydrated on their own,
 * without the router or the page's own code (docs/decisions/0013-islands.md).
 *
 * A route whose page has nothing interactive but its islands says so in its handle
 * (`islands: true`). The server then draws the header, the footer and each <Island>
 * of the page as trees of their own, and the page loads the islands' script
 * (./client.tsx) instead of the router's: React, the islands' components and the
 * catalogue of the page's language. Everything else on the page is HTML that stays
 * as the server wrote it.
 */
import { createContext, StrictMode, use, useEffect } from "react";
import { type Language, LanguageProvider, useLanguage } from "~/i18n/language";
import { IslandLocationContext, type PageLocation, RouterPartsContext, usePageLocation } from "~/i18n/localized";
import { useNonce } from "~/nonce";
import { InIslandContext } from "./in-island";
import type { IslandComponent, IslandName } from "./registry";

/**
 * An island's props. They travel in the page as JSON, so they are plain data; anything else
 * an island shows comes from the page's address and language.
 */
type IslandProps<Name extends IslandName> = React.ComponentProps<IslandComponent<Name>> & object;

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
        <RouterPartsContext value={null}>
          <IslandLocationContext value={location}>
            <InIslandContext value={true}>
              <HydrationMark container={container}>
                <Content {...props} />
              </HydrationMark>
            </InIslandContext>
          </IslandLocationContext>
        </RouterPartsContext>
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

/** The server's renderer of a tree to HTML (react-dom/server), which the page's own tree cannot import. */
export const IslandRendererContext = createContext<((tree: React.ReactNode) => string) | null>(null);

/** Whether the page being drawn is static (drawn as islands); the root says. */
export const StaticPageContext = createContext(false);

/** From the build: the islands' script a static page names, and the site's stylesheet as text for every page's head. */
export type IslandScripts = { entry: string; css: string };

export const IslandScriptsContext = createContext<IslandScripts | null>(null);

export function locationOfAddress(address: string): PageLocation {
  const url = new URL(address, "http://portal.invalid");
  return { pathname: url.pathname, search: url.search, hash: "" };
}

/**
 * A part of a page that needs JavaScript. On a static page the server draws it as an
 * island, with the address it was drawn for (the path and query the server saw; a
 * prerendered page saw no query) and its props; `display: contents` keeps the page's
 * layout. Wherever the app runs (a page that hydrates whole, or a move inside the app)
 * it is simply the component.
 */
export function Island<Name extends IslandName>({
  name,
  component,
  props = {} as IslandProps<Name>,
}: {
  name: Name;
  /** What the name stands for in the islands' script (./registry.ts). */
  component: IslandComponent<Name>;
  props?: IslandProps<Name>;
}) {
  const { language } = useLanguage();
  const location = usePageLocation();
  const render = use(IslandRendererContext);
  const staticPage = use(StaticPageContext);
  const Content = component as React.ComponentType<object>;
  if (!(staticPage && render)) return <Content {...props} />;
  const at = { ...location, hash: "" };
  const html = render(islandTree(Content, props, language, at));
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
 * The islands' script for a static page. Its chunks are not preloaded: the text is on screen
 * before any of them arrives (the header works as plain links and disclosures until then), so
 * they should not share the first round trips with the page itself.
 */
export function IslandScriptTags() {
  const scripts = use(IslandScriptsContext);
  const nonce = useNonce() || undefined;
  if (!scripts) return null;
  return <script type="module" src={scripts.entry} nonce={nonce} />;
}

const STYLESHEET_ID = "site-stylesheet";
let stylesheetInDocument: string | null | undefined;

/**
 * The site's stylesheet as text, for the page's head: on the server, from the build (none in
 * development); in the browser, the text the server wrote into the page, so that hydration draws
 * the same element. Null where the page links the stylesheet instead.
 */
export function useInlineStylesheet(): string | null {
  const scripts = use(IslandScriptsContext);
  if (import.meta.env.SSR) return scripts?.css || null;
  stylesheetInDocument ??= document.getElementById(STYLESHEET_ID)?.textContent || null;
  return stylesheetInDocument;
}

/**
 * The site's stylesheet written into the page, so the first paint waits for no other file, with
 * the links the root names.
 */
export function InlineStylesheet({ css, links }: { css: string; links: React.ComponentProps<"link">[] }) {
  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel} ${link.href}`} {...link} />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, from the build */}
      <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
