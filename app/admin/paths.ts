/**
 * The console's addresses and how each answers a visitor without a session: the page registry's
 * (app/pages/console-address.ts), read by the server's classification of requests and the shell too.
 */
export { CONSOLE_ADDRESS, type ConsoleAccess, consoleAccessOf, isConsoleAddress } from "~/pages/console-address";
