import { existsSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { rawRequest, type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

describe("the harness", () => {
  let server: ServerProcess;
  afterAll(() => server?.stop());

  it("starts the built server on a fresh embedded database and waits for /healthz", async () => {
    server = await startServer();
    const response = await fetch(`${server.url}/healthz`);
    expect(await response.json()).toEqual({ status: "ok" });
    const list = await fetch(`${server.url}/api/petitions`);
    expect(await list.json()).toMatchObject({ petitions: [], total: 0 });
  });

  it("sends raw requests and parses the answer", async () => {
    const response = await rawRequest(
      server.port,
      "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  });

  it("stops the server with SIGTERM and removes its data folder", async () => {
    const dataDir = server.dataDir as string;
    expect(existsSync(dataDir)).toBe(true);
    const { code } = await server.stop();
    expect(code).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });

  it.skipIf(!TEST_DATABASE_URL)("runs on a database of its own on TEST_DATABASE_URL's server", async () => {
    const onPostgres = await startServer({ database: "postgres" });
    try {
      expect(onPostgres.databaseUrl).toMatch(/\/brehon_test_[0-9a-f]{12}$/);
      const list = await fetch(`${onPostgres.url}/api/petitions`);
      expect(await list.json()).toMatchObject({ petitions: [], total: 0 });
    } finally {
      await onPostgres.stop();
    }
  });
});
