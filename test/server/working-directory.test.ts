import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, START_SCRIPT, startServer } from "./harness";

/** Issue 12: the server finds its files from its own place, not the working directory. */

describe("started from another folder", () => {
  const elsewhere = mkdtempSync(path.join(tmpdir(), "brehon-elsewhere-"));
  let server: ServerProcess;
  afterAll(async () => {
    await server?.stop();
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it("serves pages, assets and petitions (the migrations are found)", async () => {
    server = await startServer({ cwd: elsewhere, args: [START_SCRIPT] });
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "From elsewhere", description: "Started in another folder." }),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${server.url}/petitions`)).status).toBe(200);
  });

  it("`npm start`'s script works through a relative path from another folder too", async () => {
    await server.stop();
    const relative = path.relative(elsewhere, START_SCRIPT);
    server = await startServer({ cwd: elsewhere, args: [relative] });
    expect((await fetch(`${server.url}/services`)).status).toBe(200);
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/svg/);
    const list = await fetch(`${server.url}/api/petitions`);
    expect(list.status).toBe(200);
  });
});
