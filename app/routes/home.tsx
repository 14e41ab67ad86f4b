import { AnnouncementList } from "~/components/content/announcement-list";
import { ButtonLink } from "~/components/content/button-link";
import { CategoryCards } from "~/components/content/category-cards";
import { NewsList } from "~/components/content/news-list";
import { Section } from "~/components/content/page";
import { TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { DocumentTitle } from "~/components/document-title";
import { ANNOUNCEMENTS, latestNotice } from "~/content/announcements";
import { CONSTITUTION_TEXT_PATH } from "~/content/constitution-links";
import { NATION_FACTS } from "~/content/government";
import { NEWS_ARTICLES } from "~/content/news-articles";
import { HOME_CATEGORY_IDS, SERVICE_CATEGORIES } from "~/content/services";
import { useT } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { usePage } from "~/pages/use-page";
import { SearchBox } from "~/search/search-box.island";

export default function HomePage() {
  const t = useT();
  const page = usePage("routes/home.tsx");
  const home = t.home;
  const notice = latestNotice(useLocalized(ANNOUNCEMENTS));
  const categories = useLocalized(SERVICE_CATEGORIES);
  const facts = useLocalized(NATION_FACTS);
  const news = useLocalized(NEWS_ARTICLES);

  return (
    <>
      <DocumentTitle title={t.pages.titles[page.title]} />
      {/* On the dark hero the focus ring turns yellow to stay visible. */}
      <section className="bg-primary text-primary-foreground [--color-focus:var(--color-highlight)]">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{home.heroTitle}</h1>
          <p className="mt-4 max-w-2xl text-lg">{home.heroBody}</p>
          <div className="mt-8 flex max-w-2xl flex-col gap-4 sm:flex-row sm:items-center">
            <Island
              component={SearchBox}
              props={{ className: "flex-1 text-foreground", inputClassName: "h-11 text-base" }}
            />
            <ButtonLink to="/services" variant="secondary" size="lg">
              {home.servicesButton}
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Section
          heading={home.announcementsHeading}
          action={<TextLink to="/announcements">{home.allAnnouncements}</TextLink>}
        >
          <AnnouncementList announcements={notice ? [notice] : []} emptyText={t.announcements.emptyHome} />
        </Section>

        <Section heading={home.servicesHeading} intro={home.servicesIntro}>
          <CategoryCards categories={HOME_CATEGORY_IDS.map((id) => categories[id])} />
        </Section>

        <Section heading={home.aboutHeading}>
          <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
            <div>
              <p className="max-w-prose">{home.aboutBody}</p>
              <p className="mt-4">
                <TextLink to={CONSTITUTION_TEXT_PATH}>{home.constitutionLink}</TextLink>
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-4">
              {[facts.population, facts.constitution].map((fact) => (
                <div key={fact.label} className="rounded-lg bg-muted p-4">
                  <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-foreground">{fact.figure}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ul className="mt-6 grid list-disc gap-2 pl-5 text-foreground">
            <li>{facts.president}</li>
            <li>{facts.assembly}</li>
            <li>{facts.supremeCourt}</li>
          </ul>
        </Section>

        <section className="mt-12 rounded-lg bg-secondary p-8 text-secondary-foreground" aria-labelledby="diplomatic">
          <h2 id="diplomatic" className="text-2xl font-bold tracking-tight">
            {home.diplomaticHeading}
          </h2>
          <p className="mt-2 max-w-3xl">{home.diplomaticBody}</p>
          <ButtonLink to="/diplomatic-relations/apply" size="wrap" className="mt-6">
            {home.diplomaticButton}
          </ButtonLink>
        </section>

        <Section heading={home.newsHeading} action={<TextLink to="/news">{home.allNews}</TextLink>}>
          <NewsList articles={news} />
        </Section>
      </div>
    </>
  );
}
