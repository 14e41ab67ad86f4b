import { onClockMove } from "./clock";
import { errorLog, log } from "./logger";

/**
 * A job every server process runs each minute, and at once whenever a test moves the clock (./clock.ts): the
 * petitions' snapshots, the hourly look for heavy sources, the erasure of signers' addresses. `run` does what
 * is due and must not overlap itself (each job serialises its own runs); a failure is logged, in `what`'s
 * words, and the next minute tries again. The timer never keeps a stopping process alive.
 */
export function minuteJob(run: () => Promise<unknown>, what: string) {
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;
  let last: Promise<unknown> | undefined;
  const tick = () => {
    last = run().catch((error: unknown) => errorLog(() => log.error({ err: error }, what)));
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, 60_000);
      timer.unref();
      stopListening = onClockMove(tick);
      tick();
    },
    /** Stops the timer and waits for a run in progress. */
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopListening?.();
      await last?.catch(() => undefined);
    },
  };
}
