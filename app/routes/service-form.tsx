import { useLocation } from "react-router";
import { HoldingPage } from "~/components/holding-page";
import { useT } from "~/i18n/language";
import type { FormPath } from "~/i18n/messages/forms.en";
import { normalizePath } from "~/lib/paths";

export default function ServiceFormPage() {
  const t = useT();
  const path = normalizePath(useLocation().pathname) as FormPath;
  return <HoldingPage title={t.forms.titles[path]} />;
}
