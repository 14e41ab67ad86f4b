/**
 * A start-up failure with a message meant for the operator: what is wrong and
 * how to fix it, printed as one line without a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** The one line printed for any failure at start-up. */
export function startupFailureLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const oneLine = message.replace(/\s*\n\s*/g, " ").trim();
  return `Cannot start the portal: ${oneLine}`;
}
