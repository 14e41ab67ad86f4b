import { now } from "../../../server/core/clock";
import { log } from "../../../server/core/logger";
import { minuteJob, oneAtATime } from "../../../server/core/minute-job";
import type { DeadlineStore } from "./store.server";

/**
 * Closes each petition at its deadline (`closes_at`, set when it was published: migration 0014). Every
 * process looks each minute, and at once when a test moves the clock; a petition is closed, and audited,
 * once. The petitions' change notification then moves every process's caches and live counts, and the
 * next snapshot of its log is published at once, as for any closed petition.
 */
export function createDeadlines(store: DeadlineStore) {
  /** Closes every open petition whose deadline has passed by the server's clock; returns their ids. */
  const closeDue = oneAtATime(async (): Promise<number[]> => {
    const ids = await store.closeDue(now());
    if (ids.length > 0) log.info({ petitions: ids }, "Petitions closed at their deadline");
    return ids;
  });

  return { closeDue, ...minuteJob(closeDue, "Petitions past their deadline could not be closed") };
}

export type Deadlines = ReturnType<typeof createDeadlines>;
