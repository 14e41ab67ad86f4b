/**
 * An island that cannot load or hydrate leaves the server's HTML in place, which works as without
 * JavaScript; the failure is still reported, never swallowed: on the console in development, and
 * to the server's log in production (`POST /api/client-errors`, server/client-errors.ts), where a
 * console message would reach nobody.
 */
export const CLIENT_ERRORS_PATH = "/api/client-errors";

/** What a report carries: no more than the server logs. */
export type IslandFailureReport = { island: string; message: string; page: string };

export function reportIslandFailure(island: string | undefined, error: unknown): void {
  const report: IslandFailureReport = {
    island: island ?? "",
    message: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300),
    page: window.location.pathname,
  };
  if (import.meta.env.DEV) {
    console.error(`The island ${report.island} failed on ${report.page}:`, error);
    return;
  }
  try {
    const body = new Blob([JSON.stringify(report)], { type: "application/json" });
    if (!navigator.sendBeacon?.(CLIENT_ERRORS_PATH, body)) {
      void fetch(CLIENT_ERRORS_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
    }
  } catch {
    // Reporting is best effort: offline, the page keeps working without it.
  }
}
