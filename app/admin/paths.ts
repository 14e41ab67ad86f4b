import { CONSOLE_ADDRESS, isConsoleAddress } from "~/pages/console-address";

/** The console's addresses are the page registry's (app/pages/console-address.ts), read by the shell too. */
export { CONSOLE_ADDRESS, isConsoleAddress };

/**
 * How the console answers a visitor without a session at an address: `open` answers anyway (the
 * sign-in page and the one-time set-up links), `json` refuses with JSON (its API and React Router's
 * data requests), `page` shows the sign-in page (or sends a form there).
 */
export type ConsoleAccess = "open" | "json" | "page";

const OPEN_CONSOLE_ADDRESS = /^\/admin\/(?:sign-in|setup\/[A-Za-z0-9_-]{1,100})(?:\.data)?$/;

/** The access rule of a console address (no trailing slash, no query). */
export function consoleAccessOf(pathname: string): ConsoleAccess {
  if (OPEN_CONSOLE_ADDRESS.test(pathname)) return "open";
  return pathname.startsWith("/admin/api/") || pathname.endsWith(".data") ? "json" : "page";
}
