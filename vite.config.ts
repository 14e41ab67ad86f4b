import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { WATCH_IGNORED } from "./server/dev-watch.js";

/** The year pages are prerendered in; see app/lib/use-current-year.ts. */
const buildYear = new Date().getFullYear();

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is the Express app, so the whole server (HTTP,
  // database, petitions) ships as one built module next to the React Router build.
  // The client build keeps Vite's manifest (build/client/.vite, never served):
  // scripts/build-service-worker.js reads the Irish catalogue's chunk from it. Source maps are
  // written beside the scripts but not named in them: scripts/page-weight.mjs reads them to say
  // which modules a page's JavaScript is made of.
  // The islands' script (app/islands/client.tsx) is an entry of the client build beside React Router's.
  // No preloading helper: a module's imports are found by the browser as it reads the module, because
  // the helper's `<link rel="modulepreload">` elements, written one by one into the head, were the largest
  // single cost of hydrating a petitions page (docs/decisions/0039-no-preloading-helper.md).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/main.ts" } }
    : {
        manifest: true,
        sourcemap: "hidden",
        modulePreload: false,
        rollupOptions: { input: ["./app/islands/client.tsx"] },
      },
  // In development, Vite bundles the browser's dependencies before the first page, found from the
  // islands' script: otherwise it finds them one page at a time and reloads the page each time.
  optimizeDeps: { entries: ["app/islands/development.ts", "app/**/*.island.tsx"] },
  // The development server watches the sources only, not what the build and the tests write.
  server: { watch: { ignored: WATCH_IGNORED } },
  plugins: [tailwindcss(), reactRouter()],
}));
