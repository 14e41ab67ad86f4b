import cluster from "node:cluster";
import { mailStartupNotice } from "~/petitions/index.server";
import { listenForTestClock, workerTestEnv } from "./core/clock";
import { type Env, readEnv } from "./core/env";
import { log } from "./core/logger";
import { StartupError, startupFailureLine } from "./core/startup-error";
import { start } from "./serve";

/**
 * `node server/start.js`: starts the portal, or with WORKERS > 1 a primary
 * process that runs that many servers on one port. Any start-up failure prints
 * one line and exits with status 1.
 */
export async function run(): Promise<void> {
  try {
    const env = readEnv();
    listenForTestClock();
    log.level = env.LOG_LEVEL;
    if (env.WORKERS > 1 && cluster.isPrimary) {
      runPrimary(env);
      return;
    }
    await start();
  } catch (error) {
    if (cluster.isWorker) {
      // The primary prints the line once for all workers.
      process.send?.({ type: "startup-failed", line: startupFailureLine(error) }, () => process.exit(1));
      return;
    }
    console.error(startupFailureLine(error));
    process.exit(1);
  }
}

/**
 * WORKERS > 1: this process starts that many server processes, which share
 * the port (Node's cluster), restarts any that dies, and on SIGTERM/SIGINT
 * passes the signal on and exits once all have closed.
 */
function runPrimary(env: Env) {
  if (!env.DATABASE_URL) {
    throw new StartupError(
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database serves one process. Set DATABASE_URL to a PostgreSQL server, or WORKERS=1.`,
    );
  }
  let stopping = false;
  let started = 0;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork(workerTestEnv());
    let listening = false;
    worker.once("listening", () => {
      listening = true;
      started += 1;
      if (started === env.WORKERS) log.info({ workers: env.WORKERS }, `${env.WORKERS} server processes running`);
    });
    worker.on("message", (message: { type?: string; line?: string }) => {
      if (message?.type !== "startup-failed" || failed || stopping) return;
      // A worker that cannot start (port in use, bad HOST): the same would happen to all of them.
      failed = true;
      stopping = true;
      console.error(message.line);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      setTimeout(() => process.exit(1), 3_000).unref();
    });
    worker.once("exit", (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (listening) started -= 1;
      log.error(
        { workerPid: worker.process.pid, code, signal },
        `Server process ${worker.process.pid} died (${signal ?? `exit code ${code}`}): starting another`,
      );
      // A process that died before it listened would die again at once: wait a moment.
      setTimeout(fork, listening ? 0 : 1_000);
    });
  };

  for (let index = 0; index < env.WORKERS; index++) fork();
  // Said once for all the processes (each runs its own email worker).
  log.info(mailStartupNotice(env));

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: closing ${Object.keys(cluster.workers ?? {}).length} server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      log.error("Server processes still running after 10 s: stopping them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
