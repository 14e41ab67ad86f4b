/**
 * The console's form limits, which the pages show and the server enforces: one place for both
 * (the server's modules import them from here, never the other way).
 */

/** The least and most characters a staff password may have. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
