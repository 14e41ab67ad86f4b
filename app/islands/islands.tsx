/**
 * Islands: the parts of a static page that need JavaScript, hydrated on their own,
 * without the router or the page's own code (docs/decisions/0013-islands.md).
 *
 * A route whose page has nothing interactive but the shell says so in its handle
 * (`islands: true`). The server then draws the header and the footer inside
 * <Island>, and the page loads the islands' script (./client.tsx) instead of the
 * router's: React, the header's widgets and the catalogue of the page's language.
 * Everything else on the page is HTML that stays as the server wrote it.
 */
import { createContext, StrictMode, use } from "react";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { type Language, LanguageProvider, useLanguage } from "~/i18n/language";
import { IslandLocationContext, type PageLocation, RouterPartsContext } from "~/i18n/localized";
import { useNonce } from "~/nonce";

/** What each island draws. An island takes no props: what it shows comes from the page's address and language. */
export const ISLANDS = {
  header: SiteHeader,
  footer: SiteFooter,
} satisfies Record<string, () => React.ReactNode>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);

/**
 * An island's whole tree, drawn by the server as a tree of its own and hydrated in the
 * browser as one: the same elements in the same places, so hydration finds what it
 * expects, down to the ids React makes (useId).
 */
export function islandTree(name: IslandName, language: Language, location: PageLocation) {
  const Content = ISLANDS[name];
  return (
    <StrictMode>
      <LanguageProvider language={language}>
        <RouterPartsContext value={null}>
          <IslandLocationContext value={location}>
            <Content />
          </IslandLocationContext>
        </RouterPartsContext>
      </LanguageProvider>
    </StrictMode>
  );
}

/** The server's renderer of a tree to HTML (react-dom/server), which the page's own tree cannot import. */
export const IslandRendererContext = createContext<((tree: React.ReactNode) => string) | null>(null);

/** The islands' script and the chunks it imports, as the server names them in a static page. */
export type IslandScripts = { entry: string; imports: string[] };

export const IslandScriptsContext = createContext<IslandScripts | null>(null);

/**
 * The address an island was drawn for, written on it for the browser: the path
 * and query the server saw (a prerendered page saw no query).
 */
const addressOf = (location: PageLocation) => `${location.pathname}${location.search}`;

export function locationOfAddress(address: string): PageLocation {
  const url = new URL(address, "http://portal.invalid");
  return { pathname: url.pathname, search: url.search, hash: "" };
}

/** An island as the server draws it in a static page. `display: contents` keeps the page's layout. */
export function Island({ name, location }: { name: IslandName; location: PageLocation }) {
  const { language } = useLanguage();
  const render = use(IslandRendererContext);
  const at = { ...location, hash: "" };
  const tree = islandTree(name, language, at);
  const attributes = { "data-island": name, "data-address": addressOf(at), className: "contents" };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island's tree
  if (render) return <div {...attributes} dangerouslySetInnerHTML={{ __html: render(tree) }} />;
  return <div {...attributes}>{tree}</div>;
}

/** The islands' script tags for a static page: the entry, and its chunks preloaded so they load side by side. */
export function IslandScriptTags() {
  const scripts = use(IslandScriptsContext);
  const nonce = useNonce() || undefined;
  if (!scripts) return null;
  return (
    <>
      {scripts.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={scripts.entry} nonce={nonce} />
    </>
  );
}
