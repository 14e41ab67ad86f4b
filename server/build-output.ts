import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";

/** The React Router build of the app: resolved by its Vite plugin, in the build and in development alike. */
export const loadBuiltApp = async () => (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

/**
 * The browser files of the build, found from the server's bundle (build/server/index.js), so the
 * server starts from any working directory.
 */
export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/** The server's build folder (build/server once built). */
export const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The site index, written by the build beside the server's bundle (scripts/build-search-index.js). */
export const SEARCH_INDEX_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "search-index.json");
