// What `npm run dev` watches, and which changes reload the page (server/dev.js, vite.config.ts).

/**
 * What the build, the tests and the running server write into the project: none of it is a source.
 * Without this, every line `npm run test:repeat` writes to its log in test-repeat/ reloaded the pages
 * open on the development server.
 */
export const WATCH_IGNORED = [
  "**/build/**",
  "**/data/**",
  "**/test-results/**",
  "**/test-repeat/**",
  "**/playwright-report/**",
  "**/coverage/**",
  "**/.node/**",
  "**/.react-router/**",
  "**/*.log",
];

/** The client's module for the islands' script: what React Refresh replaces in place. */
const ISLANDS_SCRIPT = /\/app\/islands\/development\.ts$/;

function reachesIslands(module, seen = new Set()) {
  if (!module || seen.has(module)) return false;
  seen.add(module);
  if (ISLANDS_SCRIPT.test(module.file ?? "")) return true;
  return [...module.importers].some((importer) => reachesIslands(importer, seen));
}

/**
 * Whether a changed file needs the page reloaded: it is a module the server draws pages with, and the
 * islands' script does not import it (React Refresh replaces those in place). A file neither side has
 * loaded (a note, a test's output) reloads nothing.
 */
export function needsFullReload(file, { clientGraph, serverGraph }) {
  const drawnByServer = (serverGraph.getModulesByFile(file)?.size ?? 0) > 0;
  if (!drawnByServer) return false;
  const clientModules = clientGraph.getModulesByFile(file) ?? new Set();
  return ![...clientModules].some((module) => reachesIslands(module));
}
