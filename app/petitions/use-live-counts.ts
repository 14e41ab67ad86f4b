import { useEffect, useState } from "react";
import type { GovernmentAnswer } from "~/petitions/fields";

export type LiveCount = {
  signatureCount: number;
  closed: boolean;
  /** Where the petition stands with the Government's response and the debate's outcome, when the server said. */
  response?: GovernmentAnswer;
  debateOutcome?: GovernmentAnswer;
};

const isAnswer = (value: unknown): value is GovernmentAnswer =>
  typeof value === "object" &&
  value !== null &&
  ["none", "awaiting", "published"].includes((value as GovernmentAnswer).state) &&
  ((value as GovernmentAnswer).publishedAt === null || typeof (value as GovernmentAnswer).publishedAt === "string");

/**
 * Follows the signature counts of some petitions over one Server-Sent Events
 * stream while the page is open. The server sends at most one update a second
 * per petition; without JavaScript (or EventSource) the rendered counts stand.
 */
export function useLiveCounts(ids: readonly number[]): ReadonlyMap<number, LiveCount> {
  const [counts, setCounts] = useState<ReadonlyMap<number, LiveCount>>(() => new Map());
  const key = ids.join(",");
  useEffect(() => {
    if (!key || typeof EventSource === "undefined") return;
    const source = new EventSource(
      key.includes(",") ? `/api/petitions/events?ids=${key}` : `/api/petitions/${key}/events`,
    );
    const onCount = (event: MessageEvent<string>) => {
      try {
        const update = JSON.parse(event.data) as {
          id: number;
          signatureCount?: number;
          closed?: boolean;
          response?: unknown;
          debateOutcome?: unknown;
        };
        // A petition hidden by the moderators is announced without its count: the page keeps what it shows.
        if (typeof update.signatureCount !== "number") return;
        const count: LiveCount = { signatureCount: update.signatureCount, closed: update.closed === true };
        setCounts((previous) => {
          const known = previous.get(update.id);
          // An update that does not say where the answers stand keeps what the last one said.
          const response = isAnswer(update.response) ? update.response : known?.response;
          const debateOutcome = isAnswer(update.debateOutcome) ? update.debateOutcome : known?.debateOutcome;
          return new Map(previous).set(update.id, {
            ...count,
            ...(response ? { response } : {}),
            ...(debateOutcome ? { debateOutcome } : {}),
          });
        });
      } catch {
        // A malformed message is skipped; the next one carries the whole count again.
      }
    };
    source.addEventListener("count", onCount);
    return () => {
      source.removeEventListener("count", onCount);
      source.close();
    };
  }, [key]);
  return counts;
}

/** The count to show: the newer of the rendered one and the live one (counts only grow while people sign). */
export const shownCount = (rendered: number, live: LiveCount | undefined) =>
  live ? Math.max(rendered, live.signatureCount) : rendered;
