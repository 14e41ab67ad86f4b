import { onClockMove } from "./clock";
import { errorLog, log } from "./logger";

/**
 * A job every server process runs each minute, and at once whenever a test moves the clock (./clock.ts): the
 * petitions' snapshots, the hourly look for heavy sources, the erasure of signers' addresses. `run` does what
 * is due and must not overlap itself (a job that can be called between ticks wraps it in `oneAtATime`); a
 * failure is logged, in `what`'s words, and the next minute tries again. The timer never keeps a stopping
 * process alive.
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

/**
 * `run`, never overlapping itself: a call while a run is in progress joins it and gets its result, and the
 * next call after it ends starts a new one. For a job's run, called by its minute and by tests alike.
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}
