// Runs the reference configuration (deploy/nginx-portal.conf) on this machine
// for the tests and benchmarks: nginx as a child process, with its own prefix
// and temporary folders in a new temporary directory, listening on a loopback
// port without TLS, in front of a portal on another loopback port. Never the
// system's nginx service, never port 80.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NGINX = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";
export const REFERENCE_CONFIG = path.join(path.dirname(fileURLToPath(import.meta.url)), "nginx-portal.conf");

/**
 * The reference site configuration made local: the plain-HTTP redirect and TLS
 * left out, `listen` on 127.0.0.1:`port`, the upstream at `upstreamPort`, the
 * cache in `cacheDir`, and `extraLocations` (nginx text) added to the site.
 */
export function localSiteConfig({ port, upstreamPort, upstreams, cacheDir, extraLocations = "" }) {
  let text = readFileSync(REFERENCE_CONFIG, "utf8");
  text = text.replace(/# BEGIN plain-http[\s\S]*?# END plain-http\n/, "");
  text = text
    .split("\n")
    .filter((line) => !/^\s*ssl_/.test(line) && !/^\s*listen \[::\]/.test(line))
    .join("\n");
  const replace = (from, to) => {
    if (!text.includes(from)) throw new Error(`The reference nginx configuration no longer contains "${from}"`);
    text = text.replace(from, to);
  };
  replace("listen 443 ssl http2 default_server;", `listen 127.0.0.1:${port} default_server;`);
  // `upstreams` (["host:port", …]) lists several origins, each with the reference line's health settings.
  const origins = upstreams ?? [`127.0.0.1:${upstreamPort}`];
  const line = text.match(/^ {4}server 127\.0\.0\.1:3000( [^;]*)?;\n/m);
  if (!line) throw new Error('The reference nginx configuration no longer contains "server 127.0.0.1:3000"');
  text = text.replace(line[0], origins.map((origin) => `    server ${origin}${line[1] ?? ""};\n`).join(""));
  replace("/var/cache/nginx/brehon-portal", cacheDir);
  replace("    # (locations)\n", `${extraLocations}\n`);
  return text;
}

/** Waits until something accepts connections on 127.0.0.1:`port`. */
async function waitForPort(port, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("nginx exited while starting");
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
}

/**
 * Starts nginx, one worker, with the local configuration (or `site`, any
 * server-level nginx text, for a yardstick). Returns its port, folder, the
 * error log and `stop()`, which ends it and removes its folder.
 *
 * @param {{ port: number, upstreamPort?: number, upstreams?: string[], extraLocations?: string, site?: string }} options
 */
export async function startNginx({ port, upstreamPort = 0, upstreams, extraLocations = "", site } = {}) {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (Debian package nginx)`);
  const dir = mkdtempSync(path.join(tmpdir(), "brehon-nginx-"));
  // Started as root, nginx's worker runs as nobody: it must be able to write its cache and temporary files.
  chmodSync(dir, 0o755);
  for (const folder of [
    "cache",
    "temp",
    "temp/body",
    "temp/proxy",
    "temp/fastcgi",
    "temp/uwsgi",
    "temp/scgi",
    "logs",
  ]) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    chmodSync(path.join(dir, folder), 0o777);
  }
  const siteText =
    site ?? localSiteConfig({ port, upstreamPort, upstreams, cacheDir: path.join(dir, "cache"), extraLocations });
  const errorLog = path.join(dir, "logs/error.log");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
${siteText}
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  const done = new Promise((resolve) => child.once("exit", resolve));
  child.once("exit", () => {
    exited = true;
  });
  try {
    await waitForPort(port, 10_000, () => exited);
  } catch (error) {
    const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${log}`);
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dir,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
    async stop() {
      if (!exited) {
        child.kill("SIGQUIT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
        await done;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
