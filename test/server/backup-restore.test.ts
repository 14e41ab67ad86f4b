import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminQuery, type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/**
 * The backup and restore of docs/operators/deployment.md, as written there: a portal on PostgreSQL is backed
 * up with pg_dump (custom format and plain SQL), its database is dropped and created empty, each backup is
 * loaded with pg_restore or psql, and the built server started on it serves the same petitions and goes on
 * numbering new ones after them.
 */
const TOOLS = ["pg_dump", "pg_restore", "psql"];
const missingTools = TOOLS.filter((tool) => spawnSync(tool, ["--version"]).status !== 0);
const skipReason = !TEST_DATABASE_URL
  ? "needs TEST_DATABASE_URL"
  : missingTools.length > 0
    ? `needs ${missingTools.join(", ")} (Debian package postgresql-client)`
    : "";

type Listing = { petitions: Array<{ id: number; title: string; signatureCount: number }>; total: number };

async function listing(server: ServerProcess): Promise<Listing> {
  const response = await fetch(`${server.url}/api/petitions?sort=newest`, { headers: { "Cache-Control": "no-cache" } });
  expect(response.status).toBe(200);
  const { petitions, total } = (await response.json()) as Listing;
  return { petitions, total };
}

async function createPetition(server: ServerProcess, title: string): Promise<number> {
  const response = await fetch(`${server.url}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, description: `${title}: kept through a backup.`, category: "public-services" }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { petition: { id: number } }).petition.id;
}

describe.skipIf(skipReason !== "")(
  `backing up and restoring the database${skipReason ? ` (${skipReason})` : ""}`,
  () => {
    const folder = mkdtempSync(path.join(tmpdir(), "brehon-backup-"));
    let server: ServerProcess | undefined;
    let databaseUrl = "";
    let name = "";

    afterAll(async () => {
      await server?.stop({ keepDatabase: true });
      if (name) await adminQuery(`drop database if exists ${name} with (force)`);
      rmSync(folder, { recursive: true, force: true });
    });

    /** Drops the database, creates it empty, loads a backup with `restore`, and starts the portal on it. */
    async function restoreWith(restore: () => void): Promise<ServerProcess> {
      await server?.stop({ keepDatabase: true });
      server = undefined;
      await adminQuery(`drop database ${name} with (force)`);
      await adminQuery(`create database ${name}`);
      restore();
      server = await startServer({ database: "none", env: { DATABASE_URL: databaseUrl } });
      return server;
    }

    it("serves the same petitions after a restore from either format", async () => {
      server = await startServer({ database: "postgres" });
      databaseUrl = server.databaseUrl as string;
      name = new URL(databaseUrl).pathname.slice(1);

      const ids: number[] = [];
      for (const title of ["Longer library hours", "A footbridge at Ballyglass", "Trees along the coast road"]) {
        ids.push(await createPetition(server, title));
      }
      for (let signer = 0; signer < 3; signer += 1) {
        const signed = await fetch(`${server.url}/api/petitions/${ids[1]}/signatures`, { method: "POST" });
        expect(signed.status).toBe(201);
      }
      const before = await listing(server);
      expect(before.total).toBe(3);
      expect(before.petitions.find((petition) => petition.id === ids[1])?.signatureCount).toBe(3);

      const custom = path.join(folder, "brehon.dump");
      const plain = path.join(folder, "brehon.sql");
      execFileSync("pg_dump", ["--format=custom", `--file=${custom}`, databaseUrl]);
      execFileSync("pg_dump", ["--no-owner", `--file=${plain}`, databaseUrl]);

      const fromCustom = await restoreWith(() =>
        execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${databaseUrl}`, custom]),
      );
      expect(await listing(fromCustom)).toEqual(before);
      // The sequences came back too: the next petition is numbered after the restored ones.
      expect(await createPetition(fromCustom, "After the restore")).toBe(Math.max(...ids) + 1);

      const fromPlain = await restoreWith(() =>
        execFileSync("psql", ["--set", "ON_ERROR_STOP=1", "--quiet", `--file=${plain}`, databaseUrl], {
          stdio: ["ignore", "ignore", "pipe"],
        }),
      );
      expect(await listing(fromPlain)).toEqual(before);
      expect(await createPetition(fromPlain, "After the second restore")).toBe(Math.max(...ids) + 1);
    }, 240_000);
  },
);
