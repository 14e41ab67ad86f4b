import { HoldingPage } from "~/components/holding-page";
import { useT } from "~/i18n/language";

export default function PetitionsPage() {
  const t = useT();
  return <HoldingPage title={t.petitions.title} />;
}
