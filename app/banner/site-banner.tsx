import { createContext, use } from "react";
import { shellEn } from "~/i18n/messages/shell.en";
import { shellGa } from "~/i18n/messages/shell.ga";
import { BANNER_ATTRIBUTE } from "~/offline/banner-marker";
import { type BannerContent, localisedLink } from "./markup";

/**
 * The site banner an admin has switched on, for the page being drawn: the server puts it in the load
 * context (app/banner), and app/entry.server.tsx hands it to the document here. Null when none is on,
 * and always while the build prerenders the pages (the server draws them again when one is switched on).
 */
export const SiteBannerContext = createContext<BannerContent | null>(null);

const WORDS = { en: shellEn.banner, ga: shellGa.banner };

/**
 * The banner for a page in `language`: a region landmark named by its level (read once, in the page's
 * order, never interrupting as an alert would), the level as a visible word beside the colour, the text,
 * and the link at its address in that language. A `preview` (the console's) is the same band without the
 * landmark. The admin's input is text, never HTML: React escapes it.
 */
export function SiteBanner({
  banner,
  language,
  preview = false,
}: {
  banner: BannerContent;
  language: "en" | "ga";
  preview?: boolean;
}) {
  const words = WORDS[language];
  const inner = (
    <div className="site-banner-inner">
      <p className="site-banner-text">
        <strong className="site-banner-level">{`${words.level[banner.level]}:`}</strong>
        {` ${banner.text[language]}`}
      </p>
      {banner.link ? (
        <p className="site-banner-more">
          <a className="site-banner-link" href={localisedLink(banner.link, language)}>
            {words.more}
          </a>
        </p>
      ) : null}
    </div>
  );
  const className = `site-banner site-banner-${banner.level}`;
  if (preview) return <div className={className}>{inner}</div>;
  return (
    <section className={className} aria-label={words.label[banner.level]} {...{ [BANNER_ATTRIBUTE]: banner.level }}>
      {inner}
    </section>
  );
}

/**
 * The banner on a page, right after the skip link, when the server gave one: it gives none for the
 * console's pages (server/app.ts).
 */
export function PageBanner({ language }: { language: "en" | "ga" }) {
  const banner = use(SiteBannerContext);
  return banner ? <SiteBanner banner={banner} language={language} /> : null;
}
