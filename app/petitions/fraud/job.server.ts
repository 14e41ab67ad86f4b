import { nowMs } from "../../../server/core/clock";
import { log } from "../../../server/core/logger";
import { minuteJob, oneAtATime } from "../../../server/core/minute-job";
import type { FraudStore } from "./store.server";

const HOUR_MS = 3_600_000;
/** How far back a process that starts looks for hours to flag: flags found before are kept as they were. */
const CATCH_UP_HOURS = 24;

/**
 * The hourly look for heavy sources: once an hour has ended, the networks that gave one petition more
 * than FRAUD_NETWORK_HOURLY signatures in it (and, with signing by email, the email domains from which more
 * than FRAUD_DOMAIN_HOURLY were confirmed) are flagged for the moderation queue. Every process looks;
 * a flag is written once (the first process to find it), so several processes agree.
 */
export function createFraudFlags({
  store,
  networkHourly,
  domainHourly,
}: {
  store: FraudStore;
  networkHourly: number;
  /** With signing by email: FRAUD_DOMAIN_HOURLY, for email domains; none otherwise. */
  domainHourly?: number;
}) {
  /** The start of the last hour this process has flagged. */
  let flaggedUpTo = 0;

  /** Flags every ended hour not yet looked at (the last day's at most). Returns how many flags are new. */
  const flagDue = oneAtATime(async (): Promise<number> => {
    const current = Math.floor(nowMs() / HOUR_MS) * HOUR_MS;
    let flagged = 0;
    for (let hour = Math.max(flaggedUpTo + HOUR_MS, current - CATCH_UP_HOURS * HOUR_MS); hour < current; ) {
      flagged += await store.flagNetworks(new Date(hour), networkHourly);
      if (domainHourly !== undefined) flagged += await store.flagDomains(new Date(hour), domainHourly);
      flaggedUpTo = hour;
      hour += HOUR_MS;
    }
    if (flagged > 0) log.warn({ flagged }, "Sources over FRAUD_NETWORK_HOURLY flagged for the moderation queue");
    return flagged;
  });

  return { flagDue, ...minuteJob(flagDue, "The hourly look for heavy sources failed") };
}

export type FraudFlags = ReturnType<typeof createFraudFlags>;
