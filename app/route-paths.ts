/**
 * Paths whose HTML depends on the request (today's date, database rows), so
 * they are rendered per request instead of at build time. Every other static
 * path of app/routes.ts is prerendered.
 */
export const PER_REQUEST_PATHS: ReadonlySet<string> = new Set(["/petitions", "/privacy-policy", "/terms-of-use"]);
