/**
 * The islands' script in development (`npm run dev`): React Refresh's runtime, which React
 * Router's Vite plugin provides and which every module it transforms expects to find first, then
 * the same script as the build's (./client.tsx). Vite's client, which reloads what changes, comes
 * with the first module that uses `import.meta.hot`.
 */
import "virtual:react-router/inject-hmr-runtime";
import "./client";
