import { HoldingPage } from "~/components/holding-page";
import { useT } from "~/i18n/language";

export default function ServicesPage() {
  const t = useT();
  return <HoldingPage title={t.pages.titles.services} />;
}
