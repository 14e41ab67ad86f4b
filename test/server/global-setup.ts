import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { output, startServer, TEMPLATE_ENV, temporaryDataDir } from "./harness";

/**
 * Once per run: an empty, migrated embedded database that each test's server
 * starts from as a copy. Creating a PGlite database is the slow part of a
 * start (tens of seconds on a busy machine); copying a folder is not.
 */
export default async function setup() {
  // A template given from outside (kept between runs while working on the tests) is used as it is.
  const given = process.env[TEMPLATE_ENV];
  if (given && existsSync(path.join(given, "PG_VERSION"))) return;
  const template = temporaryDataDir();
  const server = await startServer({ database: "none", env: { DATA_DIR: template } });
  const { code, signal } = await server.stop({ keepDatabase: true });
  if (code !== 0) {
    throw new Error(`The template database's server exited with ${code ?? signal}. Output:\n${output(server)}`);
  }
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
