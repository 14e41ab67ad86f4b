import { ComingSoon } from "~/components/content/coming-soon";
import { useT } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

/** Pages the spec lists without content: their title and 'Content Coming Soon'. */
export default function PlaceholderPage() {
  const { pages, placeholder } = useT();
  const page = usePage("routes/placeholder.tsx");
  return <ComingSoon title={pages.titles[page.title]} words={placeholder} homeVariant="outline" />;
}
