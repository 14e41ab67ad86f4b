/**
 * The server's bundle (build/server/index.js): what the scripts beside it call.
 * - `run`: `node server/start.js`, one server process or several (./cluster.ts)
 * - `start`: one server process (./serve.ts), which `npm run dev` starts through Vite (./dev.js)
 * - `renderPath`, `writeSearchIndex`, `precompressBuiltFiles`: the build's last steps (./render-offline.ts)
 * - `runOperatorCommand`: `npm run petitions -- …` (app/admin/petition-commands.server.ts)
 * - `runStaffCommand`: `npm run staff -- …`, the operators' console accounts (app/admin/cli.server.ts)
 * - `PETITION_CATEGORIES`: for the benchmarks' seed (bench/seed.mjs), which fills the database directly
 */

export { runOperatorCommand, runStaffCommand } from "~/admin/index.server";
export { PETITION_CATEGORIES } from "~/petitions/index.server";
export { run } from "./cluster";
export { StartupError, startupFailureLine } from "./core/startup-error";
export { precompressBuiltFiles, renderPath, writeSearchIndex } from "./render-offline";
export { start } from "./serve";
