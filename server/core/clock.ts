/**
 * The server's clock: every time-based rule (TOTP steps, session idle and absolute expiry, sign-in
 * lock-out windows, the mail queue's back-off) reads the time here, so tests can move it instead of
 * waiting for it.
 *
 * In production it is the system clock. The built-server tests start the server with `TEST_HOOKS=1`
 * and an IPC channel to the test process (test/server/harness.ts, `testHooks: true`); only then does
 * the process listen for `{ type: "clock", offsetMs }` messages. Nothing reaches the offset over
 * the network, and a server started by an operator has no parent to send one.
 */
import cluster from "node:cluster";

// A worker started after the clock was moved starts from the primary's offset (server/cluster.ts); an
// operators' command that a test starts with TEST_HOOKS=1 starts from the offset the test gives it.
let offsetMs = Number(process.env.TEST_HOOKS === "1" ? (process.env.TEST_CLOCK_OFFSET ?? 0) : 0) || 0;

/** Milliseconds since the epoch, as the server sees them. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** The current time, as the server sees it. */
export function now(): Date {
  return new Date(nowMs());
}

/** Whether this process has the tests' hooks: TEST_HOOKS=1 and a parent on an IPC channel. */
export function testHooksOn(): boolean {
  return process.env.TEST_HOOKS === "1" && typeof process.send === "function";
}

/** What a cluster worker is started with: the hooks and the clock's offset, or no hooks at all. */
export function workerTestEnv(): Record<string, string> {
  return testHooksOn() ? { TEST_HOOKS: "1", TEST_CLOCK_OFFSET: String(offsetMs) } : { TEST_HOOKS: "" };
}

const moveListeners = new Set<() => void>();

/**
 * Calls `listener` each time a test moves the clock, so that a job on a timer (the petitions' snapshots)
 * does at once what the new time makes due. Returns the means to stop listening.
 */
export function onClockMove(listener: () => void): () => void {
  moveListeners.add(listener);
  return () => moveListeners.delete(listener);
}

function moveTo(ms: number): void {
  offsetMs = ms;
  for (const listener of moveListeners) listener();
}

/** Unit tests in this process move the clock directly. */
export function setClockOffset(ms: number): void {
  moveTo(ms);
}

export type ClockMessage = { type: "clock"; offsetMs: number; id: number };
export type ClockAck = { type: "clock-set"; id: number };

const isClockMessage = (message: unknown): message is ClockMessage =>
  typeof message === "object" &&
  message !== null &&
  (message as ClockMessage).type === "clock" &&
  Number.isFinite((message as ClockMessage).offsetMs);

/**
 * Listens for the test process's clock messages when TEST_HOOKS=1 and the process has a parent on an
 * IPC channel. In a cluster, the primary passes each message to every worker and answers once all
 * have set it.
 */
export function listenForTestClock(): void {
  if (!testHooksOn()) return;
  // Listening must not keep a stopping process alive.
  const unref = () => (process.channel as { unref?: () => void } | undefined)?.unref?.();
  if (cluster.isWorker) {
    process.on("message", (message: unknown) => {
      if (!isClockMessage(message)) return;
      moveTo(message.offsetMs);
      process.send?.({ type: "clock-set", id: message.id } satisfies ClockAck);
    });
    return;
  }
  process.on("message", (message: unknown) => {
    if (!isClockMessage(message)) return;
    moveTo(message.offsetMs);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
    let waiting = workers.length;
    const done = () => process.send?.({ type: "clock-set", id: message.id } satisfies ClockAck);
    if (waiting === 0) return done();
    for (const worker of workers) {
      const onAck = (reply: unknown) => {
        if ((reply as ClockAck)?.type !== "clock-set" || (reply as ClockAck).id !== message.id) return;
        worker?.off("message", onAck);
        waiting -= 1;
        if (waiting === 0) done();
      };
      worker?.on("message", onAck);
      worker?.send(message);
    }
  });
  unref();
}
