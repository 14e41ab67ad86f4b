import { useEffect, useRef, useState } from "react";
import { TextLink } from "~/components/content/text-link";
import { useLanguage } from "~/i18n/language";
import { readSimilar } from "./api-client";
import { petitionPath } from "./paths";
import type { SimilarPetition } from "./similar";

/** How long typing pauses before the title is looked for. */
const PAUSE_MS = 600;
/** Titles shorter than this are not looked for yet. */
const SHORTEST = 8;

/**
 * Open petitions like the title being typed, looked for once typing pauses: the latest answer wins, an
 * earlier question still under way is abandoned.
 */
export function useSimilarPetitions(initial: readonly SimilarPetition[] = []) {
  const { language } = useLanguage();
  const [found, setFound] = useState<readonly SimilarPetition[]>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );
  const lookFor = (title: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (title.trim().length < SHORTEST) {
      setFound([]);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      void readSimilar(title, language, controller.signal).then((petitions) => {
        if (!controller.signal.aborted) setFound(petitions);
      });
    }, PAUSE_MS);
  };
  return { found, lookFor };
}

/**
 * "Is one of these what you want to ask for?": the open petitions like the new one, each with a link and
 * its count. Always drawn (empty when there are none), so that a screen reader hears them as they come.
 */
export function SimilarPetitions({
  petitions,
  confirming,
}: {
  petitions: readonly SimilarPetition[];
  /** Shown on the step before creation (without JavaScript): send the form again to go on. */
  confirming: boolean;
}) {
  const t = useLanguage().messages.petitions.form.similar;
  return (
    <div aria-live="polite" data-testid="similar-petitions">
      {petitions.length > 0 ? (
        <div className="rounded-md border border-border bg-background p-4">
          <h3 className="font-semibold">{t.heading}</h3>
          <p className="mt-1 text-sm">{confirming ? t.confirm : t.typing}</p>
          <ul className="mt-2 space-y-1">
            {petitions.map((petition) => (
              <li key={petition.id}>
                <TextLink to={petitionPath(petition.id)} lang={petition.language}>
                  {petition.title}
                </TextLink>{" "}
                <span className="text-sm text-muted-foreground">· {t.signatures(petition.signatureCount)}</span>
              </li>
            ))}
          </ul>
          {confirming ? <p className="mt-2 text-sm">{t.emailAgain}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
