import type { Config } from "@react-router/dev/config";
import { prerenderedAddresses } from "./app/pages/addresses";

export default {
  ssr: true,
  // Pages without per-request data are written as HTML at build time (the page
  // registry says which); the build's last step writes the public origin into
  // them and compresses them (scripts/precompress.js), and the server serves them
  // from memory (server/static-files.ts).
  prerender: prerenderedAddresses(),
} satisfies Config;
