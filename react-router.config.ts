import type { Config } from "@react-router/dev/config";
import { prerenderedAddresses } from "./app/pages/addresses";

export default {
  ssr: true,
  // Pages without per-request data are written as HTML at build time (the page
  // registry says which); the server adds the request's CSP nonce as it serves
  // them (server/static-pages.ts).
  prerender: prerenderedAddresses(),
} satisfies Config;
