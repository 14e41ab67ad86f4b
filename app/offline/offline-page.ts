import { languageOfAddress } from "~/i18n/addresses";
import type { Language } from "~/i18n/language";

/**
 * The page the service worker shows for an address it has not kept when the
 * network cannot be reached. It is in the address's language (`/ga/...` is
 * Irish), the other language following below, marked with its own `lang`;
 * see docs/decisions/0006-offline-guide.md and 0020.
 */
export type OfflineText = {
  siteName: string;
  title: string;
  body: string;
  /** Where the kept copy of the guide is read in this language. */
  guide: { label: string; path: string };
  numbers: string;
  foreignAffairs: string;
  social: string;
  retry: string;
};

export const OFFLINE_TEXT: Record<Language, OfflineText> = {
  en: {
    siteName: "Republic of Brehon",
    title: "You are offline",
    body: "This page is not saved on this device and the network cannot be reached right now. The preparedness guide and the emergency numbers are kept on this device, so you can still read them.",
    guide: { label: "Ready Brehon: the preparedness guide", path: "/ready-brehon" },
    numbers: "Emergency numbers:",
    foreignAffairs: "Emergency Hotline (Foreign Affairs Services)",
    social: "Social Services Helpline",
    retry: "When the connection is back, reload this page.",
  },
  ga: {
    siteName: "Poblacht Brehon",
    title: "Níl tú ar líne",
    body: "Níor sábháladh an leathanach seo ar an ngléas seo agus ní féidir teacht ar an líonra faoi láthair. Coinnítear an treoir ullmhachta agus na huimhreacha éigeandála ar an ngléas seo, ionas gur féidir leat iad a léamh fós.",
    guide: { label: "Brehon Ullamh: an treoir ullmhachta", path: "/ga/ready-brehon" },
    numbers: "Uimhreacha éigeandála:",
    foreignAffairs: "Líne Éigeandála (Seirbhísí Gnóthaí Eachtracha)",
    social: "Líne Chabhrach na Seirbhísí Sóisialta",
    retry: "Nuair a bheidh an ceangal ar ais, athlódáil an leathanach seo.",
  },
};

/**
 * The language of an address, as `languageOfPath` reads it (Irish under /ga), without bringing the
 * page's language module (React, the catalogues) into the worker.
 */
export const offlineLanguage: (pathname: string) => Language = languageOfAddress;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const LINK =
  "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus";

function section(language: Language, headingLevel: 1 | 2) {
  const text = OFFLINE_TEXT[language];
  const heading = `h${headingLevel}`;
  const prefix = language === "en" ? "" : `/${language}`;
  return `<section lang="${language}" aria-labelledby="offline-${language}" class="mt-10 first:mt-0">
<${heading} id="offline-${language}" class="text-3xl font-bold tracking-tight text-foreground">${escapeHtml(text.title)}</${heading}>
<p class="mt-4 text-lg text-foreground">${escapeHtml(text.body)}</p>
<p class="mt-6"><a class="${LINK}" href="${text.guide.path}">${escapeHtml(text.guide.label)}</a></p>
<p class="mt-6 text-foreground">${escapeHtml(text.numbers)}</p>
<ul class="mt-2 list-disc space-y-1 pl-6">
<li><a class="${LINK}" href="${prefix}/services/foreign-affairs">${escapeHtml(text.foreignAffairs)}</a></li>
<li><a class="${LINK}" href="${prefix}/services/social">${escapeHtml(text.social)}</a></li>
</ul>
<p class="mt-6 text-muted-foreground">${escapeHtml(text.retry)}</p>
</section>`;
}

/**
 * The whole document in the address's language, then the same in the other. It
 * has no script; its one stylesheet is the site's own, which the worker keeps
 * with the guide.
 */
export function renderOfflinePage(stylesheet: string, language: Language): string {
  const other: Language = language === "en" ? "ga" : "en";
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${OFFLINE_TEXT[language].title} | ${OFFLINE_TEXT[language].siteName}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body class="min-h-screen bg-background text-foreground antialiased">
<header class="border-b border-border">
<p class="mx-auto max-w-3xl px-4 py-4 font-bold sm:px-6">${escapeHtml(OFFLINE_TEXT[language].siteName)} · <span lang="${other}">${escapeHtml(OFFLINE_TEXT[other].siteName)}</span></p>
</header>
<main id="main-content" class="mx-auto max-w-3xl px-4 py-12 sm:px-6">
${section(language, 1)}
${section(other, 2)}
</main>
</body>
</html>
`;
}
