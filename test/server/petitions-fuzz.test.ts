import net from "node:net";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { HIDDEN_CHARACTERS } from "~/petitions/schema.server";
import { type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/**
 * Issue 11 and 18: random and malformed ids, query strings, bodies, content
 * types and headers at every petition endpoint, JSON and page forms alike.
 * No answer is a 5xx, the server stays up, and nothing stored breaks a rule.
 */
const BACKENDS = ["pglite", ...(TEST_DATABASE_URL ? (["postgres"] as const) : [])] as const;
const REQUESTS = 1500;

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999",
    "%",
    "%zz",
    "%00",
    "..",
    "../..",
    "<script>",
    "' or 1=1 --",
    "\u0000",
    "\u202E",
    "NaN",
    "[]",
    "{}",
  ),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
);

const contentTypes = fc.constantFrom(
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "text/plain",
  "application/json; charset=utf-16",
  "",
  "application/xml",
);

const body = fc.oneof(
  fc.json(),
  fc.string({ unit: "binary", maxLength: 400 }),
  fc
    .record({
      title: junk,
      description: junk,
      submitterName: fc.option(junk),
      submitterEmail: fc.option(junk),
      category: fc.option(junk),
      intent: fc.constantFrom("create", "sign", "report", "", "other"),
      petitionId: junk,
    })
    .map((fields) =>
      new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== null) as [string, string][]).toString(),
    ),
  fc.record({ title: junk, description: junk, category: junk }).map((fields) => JSON.stringify(fields)),
);

const request = fc.record({
  method: fc.constantFrom("GET", "POST", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH"),
  path: fc.oneof(
    junk.map((id) => `/api/petitions/${encodeURIComponent(id)}`),
    junk.map((id) => `/api/petitions/${encodeURIComponent(id)}/signatures`),
    junk.map((id) => `/api/petitions/${encodeURIComponent(id)}/reports`),
    fc
      .tuple(junk, junk, junk)
      .map(
        ([page, sort, category]) =>
          `/api/petitions?page=${encodeURIComponent(page)}&sort=${encodeURIComponent(sort)}&category=${encodeURIComponent(category)}`,
      ),
    fc.constant("/api/petitions"),
    junk.map((id) => `/petitions/${encodeURIComponent(id)}`),
    fc
      .tuple(junk, junk)
      .map(
        ([page, category]) => `/petitions?page=${encodeURIComponent(page)}&category=${encodeURIComponent(category)}`,
      ),
    fc.constantFrom(
      "/petitions",
      "/petitions.data",
      "/petitions/1",
      "/petitions/1.data",
      "/api/petitions/events?ids=1,2",
    ),
    junk.map((raw) => `/petitions/${raw.replace(/[^\x21-\x7e]/g, "")}`),
  ),
  contentType: contentTypes,
  body,
  origin: fc.constantFrom(undefined, "same", "https://evil.example", "null"),
});

/** The petitions in the database, through the API, each checked against the rules. */
async function storedPetitions(server: ServerProcess) {
  const all: Array<{ title: string; description: string; submitterName: string | null; category: string }> = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${server.url}/api/petitions?sort=newest&page=${page}`);
    const data = (await response.json()) as { petitions: typeof all; pages: number };
    all.push(...data.petitions);
    if (page >= data.pages) return all;
  }
}

/** Sends bytes as they are (no client library tidying them) and returns the status line. */
function raw(server: ServerProcess, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("close", () => resolve(received.split("\r\n")[0] ?? ""));
    socket.on("error", () => resolve(received.split("\r\n")[0] ?? ""));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

describe.each(BACKENDS)("fuzzing the petition endpoints on %s", (backend) => {
  it(`answers ${REQUESTS} random requests without a 5xx and stores nothing that breaks a rule`, async () => {
    const server = await startServer({
      database: backend,
      env: {
        RATE_LIMIT_CREATE: "100000",
        RATE_LIMIT_SIGN: "100000",
        RATE_LIMIT_SIGN_PER_PETITION: "100000",
        RATE_LIMIT_SIGN_REFUSALS: "100000",
        RATE_LIMIT_REPORT: "100000",
      },
    });
    try {
      await fetch(`${server.url}/api/petitions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Seed", description: "A petition to sign." }),
      });
      const samples = fc.sample(request, { numRuns: REQUESTS, seed: 20261123 });
      const failures: string[] = [];
      for (let start = 0; start < samples.length; start += 16) {
        await Promise.all(
          samples.slice(start, start + 16).map(async (sample) => {
            const headers: Record<string, string> = {};
            if (sample.contentType) headers["Content-Type"] = sample.contentType;
            if (sample.origin) headers.Origin = sample.origin === "same" ? server.url : sample.origin;
            const withBody = sample.method !== "GET" && sample.method !== "HEAD";
            try {
              const response = await fetch(`${server.url}${sample.path}`, {
                method: sample.method,
                headers,
                body: withBody ? sample.body : undefined,
                signal: AbortSignal.timeout(15_000),
              });
              // Event streams stay open: the status is the answer.
              if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
                await response.body?.cancel();
              } else {
                await response.arrayBuffer();
              }
              if (response.status >= 500) failures.push(`${response.status} ${sample.method} ${sample.path}`);
            } catch (error) {
              failures.push(`${sample.method} ${sample.path}: ${(error as Error).message}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);

      // Odd request lines and hosts, sent byte for byte.
      const odd = [
        "TRACE /petitions HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET /petitions HTTP/1.0\r\n\r\n",
        "GET /petitions/1 HTTP/1.1\r\nHost: %\r\nConnection: close\r\n\r\n",
        "GET /petitions HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n",
        "GET /api/petitions HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
        "POST /api/petitions/%/signatures HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
        "GET /petitions%2e HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n",
      ];
      for (const text of odd) {
        const statusLine = await raw(server, text);
        expect(statusLine, JSON.stringify(text)).toMatch(/^HTTP\/1\.[01] 4\d\d /);
      }

      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      for (const petition of await storedPetitions(server)) {
        expect(petition.title.trim().length).toBeGreaterThan(0);
        expect(petition.title.length).toBeLessThanOrEqual(200);
        expect(petition.description.length).toBeLessThanOrEqual(1000);
        expect(HIDDEN_CHARACTERS.test(`${petition.title}${petition.description}${petition.submitterName ?? ""}`)).toBe(
          false,
        );
      }
      // Client mistakes leave no stack trace on stderr.
      expect(server.stderr.filter((line) => /^\s+at /.test(line))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe("the petition page's refusals", () => {
  it("never echo a refused value longer than its field, and send Retry-After with a 429", async () => {
    const server = await startServer({ env: { RATE_LIMIT_CREATE: "1" } });
    try {
      const post = (path: string, fields: Record<string, string>) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: new URLSearchParams(fields).toString(),
          redirect: "manual",
        });
      const long = "a".repeat(20_000);
      const refused = await post("/petitions", { intent: "create", title: long, description: "" });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("a".repeat(200));
      expect(html).not.toContain("a".repeat(201));

      const created = await post("/petitions", { intent: "create", title: "One", description: "Allowed." });
      expect(created.status).toBe(303);
      for (const path of ["/petitions", "/petitions.data"]) {
        const limited = await post(path, { intent: "create", title: "Two", description: "Refused." });
        expect(limited.status, path).toBe(429);
        expect(Number(limited.headers.get("retry-after")), path).toBeGreaterThan(0);
        expect(limited.headers.get("cache-control"), path).toBe("no-store");
      }

      // The same refusals at the Irish address, as a browser without JavaScript posts them: the page
      // answers in Irish, and a success returns to the Irish page.
      const irish = await post("/ga/petitions", { intent: "create", title: " ", description: "" });
      expect(irish.status).toBe(400);
      expect(await irish.text()).toContain('<html lang="ga"');
      const limited = await post("/ga/petitions", { intent: "create", title: "Trí", description: "Diúltaithe." });
      expect(limited.status).toBe(429);
      const page = await limited.text();
      expect(page).toContain('<html lang="ga"');
      // The short page of a refused post (app/petitions/refused-post.ts), in Irish, keeping what was typed.
      expect(page).toContain("Tháinig go leor iarratas ó do cheangal i mbeagán ama.");
      expect(page).toContain('value="Diúltaithe."');
      // The list is read through the process's cache, which sees the creation within a moment (0007).
      const petition = await vi.waitFor(async () => {
        const [first] = (await (await fetch(`${server.url}/api/petitions`)).json()).petitions;
        if (!first) throw new Error("the created petition is not listed yet");
        return first as { id: number };
      });
      const signed = await post("/ga/petitions", { intent: "sign", petitionId: String(petition.id) });
      expect(signed.status).toBe(303);
      expect(signed.headers.get("location")).toBe(`/ga/petitions?status=signed&petition=${petition.id}`);
    } finally {
      await server.stop();
    }
  });
});
