import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { DocumentTitle } from "./components/document-title";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFound } from "./components/not-found";
import { Toaster } from "./components/ui/toaster";
import { LanguageProvider, useLanguage } from "./i18n/language";
import { useNonce } from "./nonce";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

function Document({ children }: { children: React.ReactNode }) {
  const { language, messages } = useLanguage();
  const nonce = useNonce();
  return (
    <html lang={language} className="scroll-pt-32">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={messages.shell.footer.about} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-background text-foreground antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 bg-highlight px-4 py-3 font-semibold text-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {messages.shell.skipLink}
        </a>
        <Toaster>
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </Toaster>
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <LanguageProvider>
      <Document>{children}</Document>
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
