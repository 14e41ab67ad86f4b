import { useCallback, useEffect, useState } from "react";
import { useLanguage } from "~/i18n/language";
import { readSigned } from "~/petitions/api-client";

/**
 * Which of the shown petitions this browser has signed. Pages are the same for every visitor (a
 * cache in front may serve them), so the marks are the browser's own: the ones the page was drawn
 * with (the visitor's own post, without JavaScript), then the API's answer for the petitions shown
 * (`GET /api/petitions/signed`, never stored), then each signature given here.
 */
export function useSignedMarks(ids: readonly number[], drawn: readonly number[] = []) {
  const { language } = useLanguage();
  const [signed, setSigned] = useState<ReadonlySet<number>>(() => new Set(drawn));
  const shown = ids.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the petitions shown change
  useEffect(() => {
    let current = true;
    readSigned(ids, language).then((found) => {
      if (current && found.size > 0) setSigned((previous) => new Set([...previous, ...found]));
    });
    return () => {
      current = false;
    };
  }, [shown, language]);
  const mark = useCallback((id: number) => setSigned((previous) => new Set(previous).add(id)), []);
  return { signed, mark };
}
