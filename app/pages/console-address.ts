/**
 * The operators' console's addresses (/admin and beneath it). The console is in English for
 * staff and has no Irish address, so its pages offer no language switch. One rule, read by the
 * server's classification of requests (server/http/classify.ts), the pages, and the offline service
 * worker, which never answers them (app/offline/service-worker.ts).
 */
export const CONSOLE_ADDRESS = /^\/admin(?:[/.]|$)/;

/** Whether a path (without its query) is one of the console's. */
export const isConsoleAddress = (pathname: string): boolean => CONSOLE_ADDRESS.test(pathname);
