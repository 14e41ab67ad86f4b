import { useLocation } from "react-router";
import { HoldingPage } from "~/components/holding-page";
import { useT } from "~/i18n/language";
import type { CategoryPath } from "~/i18n/messages/pages.en";
import { normalizePath } from "~/lib/paths";

export default function ServiceCategoryPage() {
  const t = useT();
  const path = normalizePath(useLocation().pathname) as CategoryPath;
  return <HoldingPage title={t.pages.categories[path]} />;
}
