import type { Language } from "~/i18n/language";
import { REMOVAL_REASON_LABEL, removalReasonLanguage, removalReasonText } from "~/petitions/removal-reasons";

/** Why the moderators removed a petition, on its page, in the page's language (an operator's own text as written). */
export function RemovalReason({ reason, language }: { reason: string | null | undefined; language: Language }) {
  const text = removalReasonText(reason, language);
  if (!text) return null;
  return (
    <p className="mt-4" data-testid="removal-reason">
      <span className="font-semibold">{REMOVAL_REASON_LABEL[language]}</span>{" "}
      <span lang={removalReasonLanguage(reason, language)}>{text}</span>
    </p>
  );
}
