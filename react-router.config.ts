import type { Config } from "@react-router/dev/config";
import { PER_REQUEST_PATHS } from "./app/route-paths";

export default {
  ssr: true,
  // Pages without per-request data are written as HTML at build time; the
  // server adds the request's CSP nonce as it serves them (server/static-pages.ts).
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => !PER_REQUEST_PATHS.has(path)),
} satisfies Config;
