import { ButtonLink } from "~/components/content/button-link";
import { Page } from "~/components/content/page";
import { TextLink } from "~/components/content/text-link";
import { useT } from "~/i18n/language";
import { SITEMAP, type SitemapEntry } from "~/pages/navigation";
import { usePage } from "~/pages/use-page";

function SitemapList({ entries, nested = false }: { entries: readonly SitemapEntry[]; nested?: boolean }) {
  const names = useT().pages.titles;
  return (
    <ul className={nested ? "mt-2 space-y-2 border-l-2 border-border pl-4" : "mt-4 space-y-3"}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <TextLink to={entry.path}>{names[entry.label]}</TextLink>
          {entry.children.length > 0 && <SitemapList entries={entry.children} nested />}
        </li>
      ))}
    </ul>
  );
}

/** The sitemap page: the registry's pages in two columns, sub-pages beneath their section, then the way home. */
export default function SitemapPage() {
  const { pages, sitemap: t } = useT();
  const page = usePage("routes/sitemap.tsx");
  return (
    <Page title={pages.titles[page.title]} width="columns">
      <p className="mt-4 text-lg text-muted-foreground">{t.intro}</p>
      {/* Names of other pages only: the site index leaves them out, so the sitemap does not answer every search. */}
      <div className="mt-8 grid gap-10 md:grid-cols-2" data-search-skip="">
        {SITEMAP.map((column) => (
          <section key={column.id} aria-labelledby={`sitemap-${column.id}`}>
            <h2 id={`sitemap-${column.id}`} className="border-b border-border pb-2 text-xl font-semibold">
              {t.columns[column.id]}
            </h2>
            <SitemapList entries={column.entries} />
          </section>
        ))}
      </div>
      <ButtonLink to="/" className="mt-10">
        {t.backHome}
      </ButtonLink>
    </Page>
  );
}
