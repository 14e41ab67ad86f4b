// biome-ignore lint/style/noRestrictedImports: the one place that imports Zod itself
import { z } from "zod/mini";

// The Content-Security-Policy forbids eval. Left to itself, Zod probes for it (a `new Function` in a
// try/catch) to compile fast object parsers, and the browser reports each probe as a CSP violation.
z.config({ jitless: true });

/**
 * Zod, configured for the portal's CSP: import it from here, not from "zod". The portal uses
 * Zod Mini (functional checks, `z.pipe`, `z.nullable`): the same engine, a fraction of the
 * bytes in the browser, since only the checks a schema names are bundled.
 */
export { z };
