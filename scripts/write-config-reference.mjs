// Writes the configuration reference (docs/reference/configuration.md) from the schema of the
// environment variables in server/core/env.ts: `npm run docs:config` after changing a setting or its text.
// Vite's module runner loads the TypeScript source, so nothing needs building first.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { module } = await runnerImport(path.join(root, "server/config-reference.ts"), { root, logLevel: "error" });
const file = path.join(root, module.CONFIGURATION_REFERENCE);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, module.configurationReference());
console.log(`Wrote ${module.CONFIGURATION_REFERENCE}`);
