/**
 * The operators' console's addresses (/admin and beneath it). The console is in English for
 * staff and has no Irish address, so its pages offer no language switch. One rule, read by the
 * server's classification of requests (server/http/classify.ts), the pages, and the offline service
 * worker, which never answers them (app/offline/service-worker.ts).
 */
export const CONSOLE_ADDRESS = /^\/admin(?:[/.]|$)/;

/** Whether a path (without its query) is one of the console's. */
export const isConsoleAddress = (pathname: string): boolean => CONSOLE_ADDRESS.test(pathname);

/**
 * How the console answers a visitor without a session at an address: `open` answers anyway (the
 * sign-in page and the one-time set-up links), `json` refuses with JSON (its API and React Router's
 * data requests), `page` shows the sign-in page (or sends a form there).
 */
export type ConsoleAccess = "open" | "json" | "page";

/** The console's sign-in page, where a visitor without a session is sent. */
export const CONSOLE_SIGN_IN = "/admin/sign-in";

const OPEN_CONSOLE_ADDRESS = /^\/admin\/(?:sign-in|setup\/[A-Za-z0-9_-]{1,100})(?:\.data)?$/;

/** The access rule of a console address (no trailing slash, no query). */
export function consoleAccessOf(pathname: string): ConsoleAccess {
  if (OPEN_CONSOLE_ADDRESS.test(pathname)) return "open";
  return pathname.startsWith("/admin/api/") || pathname.endsWith(".data") ? "json" : "page";
}
