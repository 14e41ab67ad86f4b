import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The year pages are prerendered in; see app/lib/use-current-year.ts. */
const buildYear = new Date().getFullYear();

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is the Express app, so the whole server (HTTP,
  // database, petitions) ships as one built module next to the React Router build.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
