import { textLinkClass } from "~/components/content/text-link";
import type { Language } from "~/i18n/languages";
import { addressOf } from "~/pages/addresses";

/**
 * Links to Atom feeds, for feed readers: each is announced in the document's head (`rel="alternate"`) and
 * shown as a plain link (a file, not a page of the app). Drawn by the server only, outside the islands.
 */
export function FeedLinks({ feeds, language }: { feeds: Array<{ path: string; title: string }>; language: Language }) {
  return (
    <ul className="mt-8 space-y-1" data-search-skip="">
      {feeds.map(({ path, title }) => (
        <li key={path}>
          <link rel="alternate" type="application/atom+xml" title={title} href={addressOf(path, language)} />
          <a href={addressOf(path, language)} type="application/atom+xml" className={textLinkClass}>
            {title}
          </a>
        </li>
      ))}
    </ul>
  );
}
