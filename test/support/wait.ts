/**
 * Waiting in tests: always for a condition, with a deadline, never for a fixed time.
 *
 *   const row = await waitFor(() => store.get(id), { until: (row) => row?.sent, what: "the message sent" });
 *
 * `check` is called at once, then every `everyMs` until `until(value)` holds; past `timeoutMs` the
 * wait fails with `what` and the last value seen, so a failure says what never happened.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    until = (value: T) => Boolean(value),
    what = "the condition",
    timeoutMs = 10_000,
    everyMs = 50,
  }: { until?: (value: T) => boolean; what?: string; timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await check();
      lastError = undefined;
      if (until(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await pause(Math.min(everyMs, Math.max(0, deadline - Date.now())));
  }
  const seen = lastError instanceof Error ? `the last check threw: ${lastError.message}` : `last seen: ${show(last)}`;
  throw new Error(`Waited ${timeoutMs} ms for ${what}; ${seen}`);
}

/** Holds the test until `condition` is true (for checks that return a boolean). */
export function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<boolean> {
  return waitFor(condition, { what, timeoutMs });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function show(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(value);
  }
}
