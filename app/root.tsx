import { useMemo } from "react";
import { isRouteErrorResponse, Meta, Outlet, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { PageBanner } from "./banner/site-banner";
import { DocumentTitle } from "./components/document-title";
import { SiteFooter } from "./components/layout/site-footer.island";
import { NotFound } from "./components/not-found";
import { LANGUAGES, type Language, LanguageProvider, languageOfPath, useLanguage } from "./i18n/language";
import { PageLocationContext } from "./i18n/localized";
import { Island, IslandScriptTags, SiteStylesheet } from "./islands/islands";
import { useOrigin } from "./origin";
import { addressIn } from "./pages/addresses";
import { isIndexed } from "./pages/pages";
import type { RouteHandle } from "./pages/route-handle";
import { useCurrentPage } from "./pages/use-page";
import SiteHeader from "./site-header.island";

/** The links of every page, beside the site's stylesheet. */
const ROOT_LINKS = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

function Document({ children }: { children: React.ReactNode }) {
  const { language, messages } = useLanguage();
  const page = useCurrentPage();
  const description = page && "description" in page ? messages.pages.descriptions[page.description] : undefined;
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  // A route whose meta names its own description (a petition's page) replaces the site's.
  const ownDescription = handles.some((handle) => handle.ownDescription);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {ownDescription ? null : <SiteDescription description={description ?? messages.shell.footer.about} />}
        <SharingTags />
        <meta name="theme-color" content="#1d4e89" />
        {page && !isIndexed(page) ? <meta name="robots" content="noindex" /> : null}
        <LanguageAlternates />
        <Meta />
        <SiteStylesheet links={ROOT_LINKS} />
        <IslandScriptTags />
      </head>
      <body className="flex min-h-screen flex-col bg-background text-foreground antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 bg-highlight px-4 py-3 font-semibold text-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {messages.shell.skipLink}
        </a>
        <PageBanner language={language} />
        <Island component={SiteHeader} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Island component={SiteFooter} />
      </body>
    </html>
  );
}

/** The page's description for search engines and for a shared link's preview. */
function SiteDescription({ description }: { description: string }) {
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
    </>
  );
}

/**
 * What every page tells a site that previews a shared link (Open Graph): the site,
 * the language and the picture. The title comes with the page's <title>
 * (DocumentTitle); the address with the canonical link.
 */
function SharingTags() {
  const { language, messages } = useLanguage();
  const origin = useOrigin();
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={messages.shell.titleSuffix} />
      <meta property="og:locale" content={OPEN_GRAPH_LOCALES[language]} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OPEN_GRAPH_LOCALES[other]} />
      ))}
      <meta property="og:image" content={`${origin}/images/share.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={messages.shell.shareImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: "en_IE", ga: "ga_IE" };

/**
 * A registered page's canonical address and its address in each language
 * (hreflang), in full. Page Not Found has no address of its own; a petition's
 * page names its own (it knows whether the petition exists).
 */
function LanguageAlternates() {
  const { pathname } = useLocation();
  const origin = useOrigin();
  if (!useCurrentPage()) return null;
  const full = (language: Language) => `${origin}${addressIn(pathname, language)}`;
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      <meta property="og:url" content={`${origin}${pathname}`} />
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={full(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={full("en")} />
    </>
  );
}

/** What a route module may tell the document through its `handle` export. */

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  // The address the page is drawn for: its links, and the address each island is drawn at.
  const location = useMemo(() => ({ pathname, search, hash: "" }), [pathname, search]);
  return (
    <LanguageProvider language={languageOfPath(pathname)}>
      <PageLocationContext value={location}>
        <Document>{children}</Document>
      </PageLocationContext>
    </LanguageProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useLanguage().messages.shell.error;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <DocumentTitle title={t.title} />
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-4 text-muted-foreground">{t.body}</p>
    </div>
  );
}
