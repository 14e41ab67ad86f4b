import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLines, rawRequest, type ServerProcess, startServer } from "./harness";
import { postChunked } from "./http-client";

/**
 * Issue 18 at the HTTP level, against the built server: body limits (item 1),
 * cross-site writes (2), odd requests (5), one spelling per path (7) and
 * headers (8). Every answer is a 4xx with a message, never a 500.
 */

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_CREATE: "10000", RATE_LIMIT_SIGN: "10000" } });
});
afterAll(() => server?.stop());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** U+2000B, a CJK ideograph (a letter: text must have one): four bytes of UTF-8, twelve once percent-encoded. */
const FOUR_BYTES = "\u{2000B}";

async function createPetition(title = "Longer library hours"): Promise<number> {
  const response = await fetch(`${server.url}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, description: "Open on Sundays." }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { petition: { id: number } }).petition.id;
}

describe("item 1: every body the server reads has a limit", () => {
  it("a 1 MB urlencoded post to /petitions gets 413 with a message, not an echo", async () => {
    const response = await fetch(`${server.url}/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=create&title=${"a".repeat(1_000_000)}`,
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).toMatch(/too large/);
    expect(text.length).toBeLessThan(1_000);
  });

  it("the same to /petitions.data (the enhanced form's post)", async () => {
    const response = await fetch(`${server.url}/petitions.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=create&title=${"a".repeat(200_000)}`,
    });
    expect(response.status).toBe(413);
  });

  it("a chunked body without a length is stopped once it passes the limit", async () => {
    const result = await postChunked(server.url, "/petitions", 20 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(result.body).toMatch(/too large/);
  });

  it("a large multipart post is refused too", async () => {
    const body = new FormData();
    body.set("intent", "create");
    body.set("file", new Blob([new Uint8Array(2 * 1024 * 1024)]), "big.bin");
    const response = await fetch(`${server.url}/petitions`, { method: "POST", body });
    expect(response.status).toBe(413);
  });

  it("any other path is limited as well", async () => {
    const response = await fetch(`${server.url}/services`, { method: "POST", body: "x".repeat(100_000) });
    expect(response.status).toBe(413);
  });

  it("a petition at every field's limit, written in 4-byte characters, still goes through", async () => {
    const body = form({
      intent: "create",
      title: FOUR_BYTES.repeat(200),
      description: FOUR_BYTES.repeat(1000),
      submitterName: FOUR_BYTES.repeat(100),
      submitterEmail: "",
      category: "environment",
    });
    expect(body.length).toBeGreaterThan(15_000);
    const response = await fetch(`${server.url}/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/petitions?status=created");
  });

  it("the server still answers at once after refusing large bodies", async () => {
    const started = Date.now();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("item 2: cross-site writes to the API are refused", () => {
  let id: number;
  beforeAll(async () => {
    id = await createPetition("Cross-site test");
  });

  const sign = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/petitions/${id}/signatures`, { method: "POST", headers });

  it("an Origin of another site: 403 with a message, nothing counted", async () => {
    const response = await sign({ Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/other sites/);
  });

  it("Sec-Fetch-Site: cross-site (a no-cors fetch or a plain form from another site): 403", async () => {
    expect((await sign({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await sign({ "Sec-Fetch-Site": "same-site", Origin: server.url })).status).toBe(403);
  });

  it("Origin: null (sandboxed frame, local file): 403", async () => {
    const response = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { Origin: "null", "Content-Type": "application/json" },
      body: JSON.stringify({ title: "t", description: "d" }),
    });
    expect(response.status).toBe(403);
  });

  it("the portal's own pages and clients without Origin keep working", async () => {
    expect((await sign({ Origin: server.url })).status).toBe(201);
    expect((await sign({ "Sec-Fetch-Site": "same-origin", Origin: server.url })).status).toBe(201);
    expect((await sign({})).status).toBe(201);
    const list = (await (await fetch(`${server.url}/api/petitions`)).json()) as {
      petitions: { id: number; signatureCount: number }[];
    };
    expect(list.petitions.find((petition) => petition.id === id)?.signatureCount).toBe(3);
  });

  it("a cross-site post to the page is refused as well", async () => {
    const response = await fetch(`${server.url}/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: form({ intent: "sign", petitionId: String(id) }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});

describe("item 5: odd requests get 400 or 405, never a 500", () => {
  const request = (head: string) => rawRequest(server.port, `${head}\r\n\r\n`);

  it("TRACE: 405 with Allow", async () => {
    const response = await request("TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
  });

  it("HTTP/1.0 without Host on a server-rendered page: 400 with a message", async () => {
    const response = await request("GET /petitions HTTP/1.0");
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/Host header/);
  });

  it("HTTP/1.0 without Host still reaches /healthz (load balancers' probes)", async () => {
    expect((await request("GET /healthz HTTP/1.0")).status).toBe(200);
  });

  it.each([
    ["empty", ""],
    ["a percent sign", "%"],
    ["an open bracket", "["],
    ["a space", "local host"],
    ["a junk port", "localhost:port"],
    ["a port out of range", "localhost:99999"],
    ["a path", "localhost/x"],
  ])("Host with %s: 400", async (_name, host) => {
    const response = await request(`GET /petitions HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
    expect(response.status).toBe(400);
  });

  it("a request target that is not a path: 400", async () => {
    const response = await request("GET http://elsewhere.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(response.status).toBe(400);
  });

  it("none of them wrote a stack trace, and no request was logged as a 500", () => {
    expect(server.stderr.join("\n")).not.toMatch(/\bat .+:\d+:\d+/);
    expect(jsonLines(server.stdout).filter((line) => line.status === 500)).toEqual([]);
  });

  it("a burst of bad requests writes a bounded number of log lines", async () => {
    const before = server.stdout.length + server.stderr.length;
    const started = Date.now();
    const hosts = ["[", "%", "a b", "localhost:port", ""];
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        request(`GET /petitions HTTP/1.1\r\nHost: ${hosts[index % hosts.length]}\r\nConnection: close`).catch(
          () => null,
        ),
      ),
    );
    // Everything the burst printed is in once the line of a later request is.
    await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "after-burst" } });
    await server.waitForLine(/"reqId":"after-burst"/);
    const written = server.stdout.length + server.stderr.length - before;
    // At most 10 lines a second, plus one a second counting those left out, plus the marker's own line.
    const seconds = Math.ceil((Date.now() - started) / 1_000) + 1;
    expect(written).toBeLessThanOrEqual(11 * seconds + 1);
    expect(written).toBeLessThan(100);
  });
});

describe("item 7: one spelling per path", () => {
  it.each(["/index%2ehtml", "/index%2Ehtml", "/404%2Ehtml", "/404%2ehtml", "/services/index%2ehtml"])(
    "%s does not serve a built file under a second address",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      // The 'Page Not Found' screen names no canonical address; a built page does.
      expect(await response.text()).not.toContain('rel="canonical"');
    },
  );

  it("an escaped unreserved character reaches the same page as the plain spelling", async () => {
    const plain = await fetch(`${server.url}/services`);
    const escaped = await fetch(`${server.url}/s%65rvices`);
    expect(escaped.status).toBe(plain.status);
    expect(escaped.status).toBe(200);
  });

  it.each([
    "/api/petitions/%zz/signatures",
    "/api/petitions/1%/signatures",
    "/petitions%",
    "/%E0%A4%A",
    "/%C0%AF",
    "/petitions?status=%zz",
  ])("a malformed escape in %s: 400 saying so", async (path) => {
    const response = await fetch(`${server.url}${path}`, { method: path.startsWith("/api/") ? "POST" : "GET" });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/malformed '%' escape/);
  });

  it("a NUL in the path: 400", async () => {
    const response = await fetch(`${server.url}/petitions%00`);
    expect(response.status).toBe(400);
  });
});

describe("item 8: headers", () => {
  it.each(["/", "/petitions", "/healthz", "/api/petitions", "/no-such-page"])(
    "%s sends a Permissions-Policy that switches off camera, microphone, geolocation and payment",
    async (path) => {
      const policy = (await fetch(`${server.url}${path}`)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment"])
        expect(policy).toContain(`${feature}=()`);
    },
  );

  it.each(["/petitions", "/ga/petitions", "/petitions/1", "/search?q=pas"])(
    "%s is the same page for every visitor: it never varies with the cookie",
    async (path) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie: "brehon_signer=00000000-0000-4000-8000-000000000000" },
      });
      expect(response.headers.get("vary") ?? "").not.toMatch(/\bCookie\b/i);
    },
  );
});
