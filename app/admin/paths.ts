/**
 * The operators' console's addresses (/admin and beneath it). The console is in English for
 * staff and has no Irish address, so its pages offer no language switch.
 */
export const isConsoleAddress = (pathname: string): boolean => /^\/admin(?:[/.]|$)/.test(pathname);
