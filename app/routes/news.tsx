import { HoldingPage } from "~/components/holding-page";
import { useT } from "~/i18n/language";

export default function NewsPage() {
  const t = useT();
  return <HoldingPage title={t.pages.titles.news} />;
}
