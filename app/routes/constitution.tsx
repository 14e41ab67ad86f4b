import { CurrentArticle } from "~/components/content/current-article.island";
import { textLinkClass } from "~/components/content/text-link";
import { GovPage } from "~/components/government/gov-page";
import { CONSTITUTION } from "~/content/constitution";
import { useLanguage } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { usePage } from "~/pages/use-page";

/**
 * The text of the Constitution of 1991: contents, preamble, then the chapters and their
 * articles. Each article's id ("article-9") is its stable anchor; the one a link names is
 * highlighted: by :target, and by aria-current, which tells assistive technology too
 * (CurrentArticle, an island: the prerendered HTML cannot know the fragment).
 */
export default function ConstitutionPage() {
  const { language, messages } = useLanguage();
  const t = messages.gov;
  const constitution = CONSTITUTION[language];
  const entry = usePage("routes/constitution.tsx");

  return (
    <GovPage title={messages.pages.titles[entry.title]} intro={constitution.intro}>
      <Island component={CurrentArticle} />
      <nav aria-labelledby="contents" className="mt-8 rounded-lg border border-border p-5">
        <h2 id="contents" tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
          {t.constitution.contents}
        </h2>
        <ol className="mt-3 space-y-3">
          {constitution.chapters.map((chapter) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`} className={textLinkClass}>
                {chapter.heading}
              </a>
              <ol className="mt-2 space-y-1 border-l-2 border-border pl-4">
                {chapter.articles.map((article) => (
                  <li key={article.id}>
                    <a href={`#${article.id}`} className={textLinkClass}>
                      {t.constitution.article(article.number)}: {article.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="preamble" className="mt-10">
        <h2 id="preamble" className="text-2xl font-bold tracking-tight text-foreground">
          {constitution.preamble.heading}
        </h2>
        <p className="mt-3 text-lg text-foreground italic">{constitution.preamble.text}</p>
      </section>

      {constitution.chapters.map((chapter) => (
        <section key={chapter.id} id={chapter.id} aria-labelledby={`${chapter.id}-heading`} className="mt-12">
          <h2 id={`${chapter.id}-heading`} className="text-2xl font-bold tracking-tight text-foreground">
            {chapter.heading}
          </h2>
          {chapter.articles.map((article) => (
            <article
              key={article.id}
              id={article.id}
              aria-labelledby={`${article.id}-heading`}
              className="mt-6 rounded-lg p-4 -mx-4 target:bg-accent target:ring-2 target:ring-primary aria-[current=true]:bg-accent aria-[current=true]:ring-2 aria-[current=true]:ring-primary"
            >
              <h3 id={`${article.id}-heading`} className="text-lg font-semibold text-foreground">
                {t.constitution.article(article.number)}: {article.heading}
              </h3>
              {article.paragraphs.map((paragraph, index) => (
                <p key={paragraph} className="mt-2 text-foreground">
                  {article.paragraphs.length > 1 ? `${index + 1}. ` : null}
                  {paragraph}
                </p>
              ))}
            </article>
          ))}
          <p className="mt-4 text-sm">
            <a href="#contents" className={textLinkClass}>
              {t.constitution.backToContents}
            </a>
          </p>
        </section>
      ))}
    </GovPage>
  );
}
