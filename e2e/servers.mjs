// The end-to-end suite's servers (playwright.config.ts), started side by side rather than one after
// another as Playwright starts the entries of its `webServer` list. Their embedded databases are
// copies of one migrated template, made once: creating a database is the slow part of a start.
//
// E2E_SERVERS is a JSON list of { command, port, env }; an env value of "<fresh>" is replaced by a new
// folder holding a copy of the template, which is made in E2E_TEMPLATE (for the tests to copy too). Once every server answers /healthz, this process answers 200
// on E2E_READY_PORT, which is what Playwright waits for. It stops the servers when it is stopped, and
// stops (with their output above) when one of them exits on its own.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const FRESH = "<fresh>";
const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
const readyPort = Number(process.env.E2E_READY_PORT);
const folders = [];
const children = [];

const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "brehon-e2e-"));
  folders.push(folder);
  return folder;
};

function run(command, env) {
  const child = spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

let stopping = false;
/** Stops every server (waiting up to ten seconds for them to close), removes their folders, and exits. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

/** Resolves once the command has exited 0. */
const completed = (command, env) =>
  new Promise((resolve, reject) => {
    run(command, env).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });

async function answers(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/healthz", timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => request.destroy());
  });
}

async function untilAnswering(port, child) {
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`The server for port ${port} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  const needsTemplate = (server) => Object.values(server.env).includes(FRESH);
  // Opening a database migrates it; the operators' check then finds it consistent and exits.
  const template = (async (folder) => {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    folders.push(folder);
    await completed("node scripts/petitions.js check", { DATA_DIR: folder, LOG_LEVEL: "warn" });
    return folder;
  })(process.env.E2E_TEMPLATE ?? newFolder());
  const started = servers.map(async ({ command, port, env }) => {
    // A server without a fresh database starts at once; the others once the template is made.
    const from = needsTemplate({ env }) ? await template : undefined;
    const resolved = Object.fromEntries(
      Object.entries(env).map(([key, value]) => {
        if (value !== FRESH) return [key, value];
        const folder = newFolder();
        cpSync(from, folder, { recursive: true });
        return [key, folder];
      }),
    );
    const child = run(command, resolved);
    child.on("exit", (code, signal) => {
      if (stopping) return;
      console.error(`The end-to-end server on port ${port} (${command}) exited with ${code ?? signal}`);
      stop(1);
    });
    return untilAnswering(port, child);
  });
  await Promise.all([template, ...started]);
  http.createServer((_, response) => response.end("ready")).listen(readyPort, "127.0.0.1");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
