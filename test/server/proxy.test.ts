import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./harness";

/** Issue 18, item 4: TRUST_PROXY behind an HTTPS proxy, and warnings when the setting looks wrong. */

let behindProxy: ServerProcess;
let direct: ServerProcess;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startServer({ env: { TRUST_PROXY: "1", HOST: "0.0.0.0" } }),
    startServer({ env: { TRUST_PROXY: "0" } }),
  ]);
});
afterAll(() => Promise.all([behindProxy?.stop(), direct?.stop()]));

/** A request as an HTTPS-terminating proxy forwards it: Host and X-Forwarded-* of the public site. */
function viaProxy(
  server: ServerProcess,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: "POST",
        headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const publicSite = {
  Host: "portal.example",
  Origin: "https://portal.example",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-For": "198.51.100.23",
  "Content-Type": "application/x-www-form-urlencoded",
};

describe("TRUST_PROXY", () => {
  it("with TRUST_PROXY set, a page form posted through an HTTPS proxy is accepted (X-Forwarded-Proto honoured)", async () => {
    const body = new URLSearchParams({
      intent: "create",
      title: "Through the proxy",
      description: "Posted over HTTPS.",
    });
    const response = await viaProxy(behindProxy, "/petitions", body.toString(), publicSite);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/petitions?status=created");
  });

  it("the signer cookie is marked Secure when the proxy says the visitor used HTTPS", async () => {
    const created = await fetch(`${behindProxy.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.24" },
      body: JSON.stringify({ title: "Cookie over HTTPS", description: "Secure flag." }),
    });
    const { petition } = (await created.json()) as { petition: { id: number } };
    const response = await viaProxy(behindProxy, `/api/petitions/${petition.id}/signatures`, "", {
      ...publicSite,
      "Content-Type": "text/plain",
    });
    expect(response.status).toBe(201);
    expect(String(response.headers["set-cookie"])).toMatch(/; Secure/);
  });

  it("an X-Forwarded-Proto that is neither http nor https is refused with 400", async () => {
    const response = await viaProxy(behindProxy, "/petitions", "", { ...publicSite, "X-Forwarded-Proto": "gopher" });
    expect(response.status).toBe(400);
  });

  it("warns at start when TRUST_PROXY is set while listening on every interface", async () => {
    const line = await behindProxy.waitForLine(/TRUST_PROXY=1 while listening on every interface/);
    expect(JSON.parse(line)).toMatchObject({ level: "warn" });
    expect(direct.stdout.join("\n")).not.toMatch(/while listening on every interface/);
  });

  it("warns once when forwarded headers arrive while TRUST_PROXY=0", async () => {
    for (let index = 0; index < 3; index++) {
      await fetch(`${direct.url}/`, { headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https" } });
    }
    await direct.waitForLine(/but TRUST_PROXY=0/);
    expect(direct.stdout.filter((line) => line.includes("but TRUST_PROXY=0"))).toHaveLength(1);
  });

  it("warns once when a request reaches a TRUST_PROXY server without the proxy", async () => {
    await fetch(`${behindProxy.url}/`);
    await behindProxy.waitForLine(/without X-Forwarded-For although TRUST_PROXY=1/);
  });
});
