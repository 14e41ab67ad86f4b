import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLines, type ServerProcess, startServer } from "./harness";

/** Issue 12: one JSON line per request; never an email address, a signer cookie or a request body. */

const EMAIL = "aoife.secret@example.org";
const BODY_MARKER = "Body-marker-7f3a";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe("request logs", () => {
  it("one JSON line per request with method, path, status, duration and request id", async () => {
    const requests: [string, string, string, number][] = [
      ["log-1", "/", "/", 200],
      ["log-2", `/no-such-page?email=${EMAIL}`, "/no-such-page", 404],
      ["log-3", "/api/petitions", "/api/petitions", 200],
      ["log-4", "/healthz", "/healthz", 200],
    ];
    for (const [id, url] of requests) await fetch(`${server.url}${url}`, { headers: { "X-Request-Id": id } });
    for (const [id] of requests) await server.waitForLine(new RegExp(`"reqId":"${id}"`));
    const lines = jsonLines(server.stdout).filter((line) => line.msg === "request");
    for (const [id, , path, status] of requests) {
      const mine = lines.filter((line) => line.reqId === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ level: "info", method: "GET", path, status });
      expect(typeof mine[0]?.durationMs).toBe("number");
    }
    // Without a usable id of the client's, each request gets its own.
    const generated = lines.filter((line) => !String(line.reqId).startsWith("log-")).map((line) => line.reqId);
    expect(new Set(generated).size).toBe(generated.length);
  });

  it("the request id is sent back to the client", async () => {
    const response = await fetch(`${server.url}/healthz`);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await server.waitForLine(new RegExp(`"reqId":"${id}"`));
  });

  it("no email address, signer cookie or body reaches the log", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: BODY_MARKER, description: BODY_MARKER, submitterEmail: EMAIL }),
    });
    expect(created.status).toBe(201);
    const { petition } = (await created.json()) as { petition: { id: number } };
    await fetch(`${server.url}/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create", title: BODY_MARKER, description: "x", submitterEmail: EMAIL }),
      redirect: "manual",
    });
    // An invalid one too: refused input is where values tend to be logged.
    await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "", description: BODY_MARKER, submitterEmail: `${EMAIL}@@` }),
    });
    const signed = await fetch(`${server.url}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    const cookie = (signed.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const signerKey = cookie.split("=")[1] ?? "";
    expect(signerKey).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${server.url}/petitions`, { headers: { Cookie: cookie } });
    await fetch(`${server.url}/people/${EMAIL}`);
    await server.waitForLine(/"path":"\/people\/\[email\]"/);

    const everything = [...server.stdout, ...server.stderr].join("\n");
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain("example.org");
    expect(everything).not.toContain(signerKey);
    expect(everything).not.toContain(BODY_MARKER);
  });

  it("says once at start that email updates are off, without SMTP_URL", async () => {
    await server.waitForLine(/email updates are off/);
    const notices = jsonLines(server.stdout).filter((line) => String(line.msg).includes("email updates"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ level: "info", msg: "email updates are off (SMTP_URL is not set)" });
  });

  it("every line of stdout is JSON", () => {
    const lines = server.stdout.filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(5);
    expect(jsonLines(lines)).toHaveLength(lines.length);
  });
});
