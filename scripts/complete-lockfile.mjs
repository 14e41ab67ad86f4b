// Some registries answer only for the platform packages of the machine that
// asks, so `npm install` leaves the other platforms' optional packages out of
// package-lock.json and `npm ci` then refuses the lock file. This records each
// missing optional package by name and version, marked optional, so that
// `npm ci` accepts the lock everywhere and skips what the platform cannot use.
// Run it after any change to the dependencies: `npm run lockfile`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

const ordered = Object.entries(packages).sort(([a], [b]) =>
  a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0,
);
lock.packages = Object.fromEntries(ordered);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform package(s) recorded`);
