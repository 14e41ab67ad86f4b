import { createHmac } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { GENEROUS_LIMITS, petitionsOn, serveApi } from "#test/support/petitions";
import { searchRateLimit } from "~/search/api.server";
import { clientNetwork } from "../../server/http/requester";
import { createLiveCounts } from "./live.server";
import { createRateLimits } from "./rate-limits.server";

/** Issue 29 at the level of the HTTP app: the API, its streams and the checks in front of it. */

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** The comment line that follows a new stream's first counts (see the `live.attach` below). */
const FIRST_COUNTS_SENT = "first counts sent";

/** Reads a Server-Sent Events response until `pattern` shows (or the stream ends). */
function streamReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    get text() {
      return text;
    },
    async until(pattern: RegExp, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text) && Date.now() < deadline) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (next === null || next.done) break;
        text += decoder.decode(next.value);
      }
      return pattern.test(text);
    },
    /** The data of the `count` events read so far. */
    events() {
      return [...text.matchAll(/event: count\ndata: (.*)\n/g)].map((match) => JSON.parse(match[1] as string));
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

/** Sends raw bytes and resolves with the whole answer once the server closes (or after `timeoutMs`). */
function rawExchange(port: number, text: string | Buffer, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
    socket.setTimeout(timeoutMs, () => socket.destroy());
  });
}

describe.each(TEST_BACKENDS)("hardening of the API on %s (issue 29)", (backend) => {
  const db = openTestDatabase(backend);
  let petitions: ReturnType<typeof petitionsOn>;
  let api: Awaited<ReturnType<typeof serveApi>>;
  const create = async (title: string) => {
    const response = await postJson(`${api.base}/api/petitions`, { title, description: `About ${title}.` });
    expect(response.status).toBe(201);
    return (await response.json()).petition as { id: number };
  };

  beforeAll(async () => {
    await db.ready();
    const base = petitionsOn(db);
    const live = createLiveCounts({
      feed: base.feed,
      states: (ids) => base.service.states(ids),
      intervalMs: 100,
      maxStreamsPerClient: 3,
    });
    // Once a new stream's first counts are written, a comment line says so: a reader that has it has
    // every count the server sent first (SSE comment lines are ignored by clients).
    const attach = live.attach;
    live.attach = async (res, ...rest) => {
      await attach(res, ...rest);
      if (res.statusCode === 200 && !res.writableEnded && !res.destroyed) res.write(`: ${FIRST_COUNTS_SENT}\n\n`);
    };
    petitions = { ...base, live };
    api = await serveApi(petitions);
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it("item 2: a stream opened right after a signature starts from the new count", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const petition = await create(`Fresh count ${attempt}`);
      // The read caches the petition with no signatures.
      expect((await (await fetch(`${api.base}/api/petitions/${petition.id}`)).json()).petition.signatureCount).toBe(0);
      const signed = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
      expect((await signed.json()).signatureCount).toBe(1);
      const controller = new AbortController();
      const response = await fetch(`${api.base}/api/petitions/${petition.id}/events`, { signal: controller.signal });
      const stream = streamReader(response);
      expect(await stream.until(/event: count/)).toBe(true);
      expect(stream.events()[0]).toMatchObject({ id: petition.id, signatureCount: 1 });
      controller.abort();
    }
  });

  it("item 3: at most the cap of streams per client, then 429 with Retry-After and a message", async () => {
    const petition = await create("Capped streams");
    const controllers = Array.from({ length: 3 }, () => new AbortController());
    const open = await Promise.all(
      controllers.map((controller) =>
        fetch(`${api.base}/api/petitions/${petition.id}/events`, { signal: controller.signal }),
      ),
    );
    expect(open.map((response) => response.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${api.base}/api/petitions/events?ids=${petition.id}`, {
      headers: { "Accept-Language": "ga" },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/sruthanna/);
    // A stream that closes makes room for another.
    controllers[0]?.abort();
    await expect
      .poll(async () => {
        const response = await fetch(`${api.base}/api/petitions/${petition.id}/events`);
        await response.body?.cancel();
        return response.status;
      })
      .toBe(200);
    for (const controller of controllers) controller.abort();
    await expect.poll(() => petitions.live.viewers).toBe(0);
  });

  it("item 3: ids of no petition are remembered: asking again for them costs no database read", async () => {
    const ids = Array.from({ length: 48 }, (_, index) => 1_900_000_000 + index).join(",");
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${api.base}/api/petitions/events?ids=${ids}`, { signal: controller.signal });
      expect(response.status).toBe(200);
      const stream = streamReader(response);
      // No count for an id that has no petition: the first counts, all read and sent, are none.
      expect(await stream.until(new RegExp(`retry: 5000\n\n[^]*: ${FIRST_COUNTS_SENT}\n`))).toBe(true);
      controller.abort();
      return stream.events();
    };
    expect(await open()).toEqual([]);
    const before = db.stats.queries;
    for (let index = 0; index < 3; index++) expect(await open()).toEqual([]);
    expect(db.stats.queries - before).toBe(0);
  });

  it("item 13: the stream of a hidden petition says only that it is hidden", async () => {
    const petition = await create("Hidden later");
    await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    await petitions.store.setHidden(petition.id, "Abusive");
    petitions.feed.applyLocal([[petition.id, { signatureCount: 1, hidden: true, closed: false }]]);
    const controller = new AbortController();
    const response = await fetch(`${api.base}/api/petitions/${petition.id}/events`, { signal: controller.signal });
    const stream = streamReader(response);
    expect(await stream.until(/event: count/)).toBe(true);
    expect(stream.events()[0]).toEqual({ id: petition.id, hidden: true });
    controller.abort();
  });

  it("item 7: one report per petition per address a day, whatever the signer cookie", async () => {
    const petition = await create("Reported many times");
    for (let index = 0; index < 4; index++) {
      const cookie = `brehon_signer=${crypto.randomUUID()}`;
      const response = await fetch(`${api.base}/api/petitions/${petition.id}/reports`, {
        method: "POST",
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(201);
    }
    const reported = await petitions.store.mostReported(10);
    expect(reported.find((row) => row.id === petition.id)).toMatchObject({ reports: 1 });
  });

  it.each(["/api/petitions", "/api/search"])(
    "item 4: a body trickled past the limit to %s is answered 413 at once, and the connection closed",
    async (path) => {
      const started = Date.now();
      const result = await new Promise<{ status: number; closedAfterMs: number; sent: number }>((resolve) => {
        let sent = 0;
        let status = 0;
        const socket = net.connect(Number(new URL(api.base).port), "127.0.0.1", () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
          );
          const chunk = Buffer.alloc(4 * 1024, "a");
          const timer = setInterval(() => {
            if (socket.destroyed || socket.writableEnded) return clearInterval(timer);
            socket.write(`${chunk.length.toString(16)}\r\n`);
            socket.write(chunk);
            socket.write("\r\n");
            sent += chunk.length;
          }, 20);
          socket.on("close", () => clearInterval(timer));
        });
        socket.on("data", (data) => {
          status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString())?.[1] ?? 0);
        });
        socket.on("end", () => socket.end());
        socket.on("close", () => resolve({ status, closedAfterMs: Date.now() - started, sent }));
        socket.on("error", () => {});
      });
      expect(result.status).toBe(413);
      // 16 kB arrive in about 0.1 s at this pace; the answer and the close do not wait for the client to stop.
      expect(result.sent).toBeLessThan(200 * 1024);
      expect(result.closedAfterMs).toBeLessThan(4_000);
    },
  );

  it("item 4: a body announced as too large is refused before it is sent, and the connection closed", async () => {
    const answer = await rawExchange(
      Number(new URL(api.base).port),
      "POST /api/petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });

  it("item 6: a JSON body that is not valid UTF-8 is refused with 400, not stored as U+FFFD", async () => {
    const body = Buffer.concat([
      Buffer.from('{"title":"Bad '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","description":"x"}'),
    ]);
    const response = await fetch(`${api.base}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBeTruthy();
    const lone = await postJson(`${api.base}/api/petitions`, '{"title":"Lone \\ud800 half","description":"x"}');
    expect(lone.status).toBe(400);
    expect((await lone.json()).errors.title).toMatch(/hidden characters/);
    const blank = await postJson(`${api.base}/api/petitions`, { title: "\u3164\u3164", description: "\u2800" });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      errors: { title: expect.any(String), description: expect.any(String) },
    });
  });

  it("item 9: the guard's refusals carry the security headers", async () => {
    const port = Number(new URL(api.base).port);
    for (const head of [
      "TRACE / HTTP/1.1\r\nHost: localhost",
      "GET /%zz HTTP/1.1\r\nHost: localhost",
      "GET / HTTP/1.1\r\nHost: [",
    ]) {
      const answer = await rawExchange(port, `${head}\r\nConnection: close\r\n\r\n`);
      expect(answer, head).toMatch(/^HTTP\/1\.1 40[05]/);
      for (const header of [
        "content-security-policy",
        "x-frame-options",
        "x-content-type-options",
        "strict-transport-security",
      ]) {
        expect(answer.toLowerCase(), `${head}: ${header}`).toContain(`\r\n${header}: `);
      }
    }
  });

  it("item 11: PUT, PATCH and DELETE are refused with 405 and the Allow the text names", async () => {
    const before = (await (await fetch(`${api.base}/api/petitions?sort=newest`)).json()).total;
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const path of ["/petitions", "/petitions/1", "/api/petitions", "/api/petitions/1/signatures"]) {
        const response = await fetch(`${api.base}${path}`, {
          method,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=create&title=Put&description=Put",
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      }
    }
    expect((await (await fetch(`${api.base}/api/petitions?sort=newest`)).json()).total).toBe(before);
  });

  it("item 12: a NUL in the query string is a 400, not echoed", async () => {
    for (const path of ["/search?q=a%00b", "/api/search?q=a%00b", "/api/petitions?page=1%00"]) {
      const response = await fetch(`${api.base}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toMatch(/NUL/);
    }
  });
});

describe("item 5: the search limit's key", () => {
  const keysOf = async (ips: string[], clientKey: (ip: string) => Promise<string>) => {
    const keys: string[] = [];
    const middleware = searchRateLimit(
      {
        take: async (key) => {
          keys.push(key);
          return { allowed: true };
        },
        refund: async () => {},
      },
      clientKey,
    );
    for (const ip of ips) {
      const req = { method: "GET", url: "/search", path: "/search", ip, headers: {}, secure: false };
      await new Promise<void>((resolve) => middleware(req as never, { locals: {} } as never, () => resolve()));
    }
    return keys;
  };
  const hash = async (ip: string) => createHmac("sha256", "salt").update(clientNetwork(ip)).digest("hex");

  it("is the client's network, hashed: one IPv6 /64 is one client, and no address is kept in clear", async () => {
    const keys = await keysOf(["2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "2001:db8:1:3::1", "192.0.2.7"], hash);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]+$/);
    expect(keys.join(" ")).not.toMatch(/2001|192\.0/);
  });

  it("is still the network's digest while the database (and its salt) is out of reach", async () => {
    const keys = await keysOf(["2001:db8:1:2::1", "2001:db8:1:2::2"], () => Promise.reject(new Error("down")));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is what the server passes: the petition service's address hash", async () => {
    const db = openTestDatabase("pglite");
    await db.ready();
    const { service } = petitionsOn(db);
    expect(await service.addressHash("2001:db8:1:2::1")).toBe(await service.addressHash("2001:db8:1:2:abcd::1"));
    expect(await service.addressHash("2001:db8:1:2::1")).toMatch(/^[0-9a-f]{32}$/);
    await db.drop();
  });
});

describe("error lines during an outage (issue 29, item 15)", () => {
  it("a failing database writes at most 10 error lines a second, however many requests fail", async () => {
    const { log } = await import("../../server/core/logger");
    const { createPetitionService } = await import("./service.server");
    const db = openTestDatabase("pglite");
    await db.ready();
    const base = petitionsOn(db);
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const service = createPetitionService({
      store: { ...base.store, listPage: () => Promise.reject(new Error("connection refused")) },
      feed: base.feed,
      limits: createRateLimits(GENEROUS_LIMITS),
      grouping: true,
      signConcurrency: 1,
      addressSalt: "salt",
    });
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, page) =>
        service.list({ page: page + 1, sort: "newest", category: null, response: null }),
      ),
    );
    expect(results.every((result) => result.status === "unavailable")).toBe(true);
    expect(errors.mock.calls.length).toBeGreaterThan(0);
    expect(errors.mock.calls.length).toBeLessThanOrEqual(10);
    await db.drop();
  });
});
