import { ButtonLink } from "~/components/content/button-link";
import { Page } from "~/components/content/page";
import { Notice } from "~/components/ui/notice";

/** A page whose content is not written yet: its title, a notice saying so, and a link home. */
export function ComingSoon({
  title,
  words,
  icon,
  homeVariant,
}: {
  title: string;
  words: { heading: string; body: string; home: string };
  icon?: React.ReactNode;
  homeVariant?: "outline";
}) {
  return (
    <Page title={title} width="text">
      <Notice variant="panel" title={words.heading} className="mt-8" icon={icon}>
        <p className="mt-2 text-muted-foreground">{words.body}</p>
        <ButtonLink to="/" variant={homeVariant} className="mt-6">
          {words.home}
        </ButtonLink>
      </Notice>
    </Page>
  );
}
