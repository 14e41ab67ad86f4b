import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../support/wait";
import { freePort, jsonLines, runUntilExit, type ServerProcess, startServer } from "./harness";

/**
 * Issue 29 against the built server: bodies refused early and slow requests
 * cut off (item 4), escaped addresses in logged paths (10), the Redis URL's
 * scheme and the shutdown deadline (16).
 */

type Trickle = {
  status: number;
  /** Everything the server sent. */
  answer: string;
  sentAfterAnswer: number;
  answeredAfterMs: number;
  closedAfterMs: number;
};

/**
 * Sends a chunked body 4 kB at a time every `everyMs`, until the server answers
 * and closes; reports the status, what was still sent after the answer, and when.
 */
function trickle(port: number, head: string, everyMs: number, maxMs = 20_000): Promise<Trickle> {
  return new Promise((resolve) => {
    const started = Date.now();
    let status = 0;
    let answeredAt = 0;
    let sentAfterAnswer = 0;
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${head}\r\nTransfer-Encoding: chunked\r\n\r\n`));
    const chunk = Buffer.alloc(4 * 1024, "a");
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) return;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write("\r\n");
      if (answeredAt) sentAfterAnswer += chunk.length;
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), maxMs);
    socket.on("data", (data) => {
      answer += data.toString("utf8");
      if (!answeredAt) {
        answeredAt = Date.now();
        status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString())?.[1] ?? 0);
      }
    });
    socket.on("end", () => socket.end());
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({
        status,
        answer,
        sentAfterAnswer,
        answeredAfterMs: answeredAt - started,
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

describe("bodies and slow requests (issue 29, item 4)", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ env: { REQUEST_TIMEOUT: "3" } });
  });
  afterAll(() => server?.stop());

  // 4 kB every 20 ms: a page's 32 kB limit is passed after about 0.2 s, the JSON API's 16 kB after about 0.1 s.
  it.each([
    {
      what: "a page post",
      head: "POST /petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded",
      answeredWithinMs: 2_000,
    },
    {
      what: "a JSON post",
      head: "POST /api/petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json",
      answeredWithinMs: 3_000,
    },
  ])(
    "$what trickled past its limit gets 413 at once, and the connection is closed",
    async ({ what, head, answeredWithinMs }) => {
      const result = await trickle(server.port, head, 20);
      expect(result.status).toBe(413);
      expect(result.answeredAfterMs).toBeLessThan(answeredWithinMs);
      // The server ends the connection (2 s after the answer), whatever the client still sends.
      expect(result.closedAfterMs - result.answeredAfterMs).toBeLessThan(3_000);
      console.info(`${what} trickled: 413 after ${result.answeredAfterMs} ms, closed after ${result.closedAfterMs} ms`);
    },
  );

  it("a 50 MB upload announced by its length is refused before it is sent, and closed", async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let received = "";
      const socket = net.connect(server.port, "127.0.0.1", () =>
        socket.write(
          "POST /petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 52428800\r\n\r\n",
        ),
      );
      socket.on("data", (data) => {
        received += data.toString();
      });
      socket.on("end", () => socket.end());
      socket.on("error", () => {});
      socket.on("close", () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toMatch(/too large/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("a body that stops arriving is cut off after REQUEST_TIMEOUT with 408", async () => {
    const result = await trickle(
      server.port,
      "POST /petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded",
      // 4 kB every 2.5 s: never past the limit before the timeout.
      2_500,
    );
    expect(result.status).toBe(408);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(2_900);
    expect(result.closedAfterMs).toBeLessThan(6_000);
    expect(result.answer).toMatch(/^cache-control: no-store\r$/im);
    expect(result.answer).toMatch(/^content-security-policy: /im);
    expect(result.answer).toContain("The request did not arrive in time.");
  });

  it("on an Irish page's address, the 408 is in Irish", async () => {
    const result = await trickle(
      server.port,
      "POST /ga/petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded",
      2_500,
    );
    expect(result.status).toBe(408);
    expect(result.answer).toContain("Níor tháinig an t-iarratas iomlán in am.");
  });

  it("a form post whose escapes are not UTF-8 is refused with 400, not stored with U+FFFD", async () => {
    for (const title of ["%C3%28", "%ED%A0%80"]) {
      const response = await fetch(`${server.url}/petitions`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `intent=create&title=${title}&description=Broken+text`,
        redirect: "manual",
      });
      expect(response.status, title).toBe(400);
      expect(await response.text()).toMatch(/UTF-8/);
    }
    const list = (await (await fetch(`${server.url}/api/petitions`)).json()) as { total: number };
    expect(list.total).toBe(0);
  });

  it("a post to a petition's address with a malformed id is a 404 and signs nothing", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Signed from elsewhere", description: "Only from its own page." }),
    });
    const { petition } = (await created.json()) as { petition: { id: number } };
    const response = await fetch(`${server.url}/petitions/abc`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=sign&petitionId=${petition.id}`,
      redirect: "manual",
    });
    expect(response.status).toBe(404);
    const after = (await (await fetch(`${server.url}/api/petitions/${petition.id}`)).json()) as {
      petition: { signatureCount: number };
    };
    expect(after.petition.signatureCount).toBe(0);
  });

  it("item 10: an escaped address in a path is logged masked", async () => {
    // Read the bodies: a response is logged when it has finished, which a large unread body holds up.
    await (
      await fetch(`${server.url}/alice%40example.org/x`, { headers: { "X-Request-Id": "escaped-address" } })
    ).text();
    await (await fetch(`${server.url}/bob%2540example.org/x`, { headers: { "X-Request-Id": "twice-escaped" } })).text();
    await server.waitForLine(/"reqId":"escaped-address"/);
    await server.waitForLine(/"reqId":"twice-escaped"/);
    const lines = jsonLines(server.stdout).filter((line) => /escaped/.test(String(line.reqId)));
    expect(lines.map((line) => line.path)).toEqual(["/[email]/x", "/[email]/x"]);
    expect(server.stdout.join("\n")).not.toMatch(/alice|bob/);
  });
});

describe("Redis URL and SIGTERM (issue 29, item 16)", () => {
  it("REDIS_URL with another scheme is refused at start-up with one line", async () => {
    const result = await runUntilExit({ env: { REDIS_URL: "ftp://x" } });
    const lines = [...result.stdout, ...result.stderr].filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start the portal: .*REDIS_URL.*redis:\/\/ or rediss:\/\//);
    expect(lines[0]).not.toMatch(/ftp:\/\/x/);
    expect(result.code).toBe(1);
  });

  it("SIGTERM stops the server within 5 s, with Redis out of reach and a request still open", async () => {
    // A port where nothing answers: the rate limits' Redis connection never comes up.
    const server = await startServer({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    // The request asks to continue, so the server's "100 Continue" says it holds the request open.
    let received = "";
    const socket = net.connect(server.port, "127.0.0.1", () =>
      socket.write(
        "POST /petitions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n",
      ),
    );
    socket.on("data", (data) => {
      received += data.toString();
    });
    socket.on("error", () => {});
    await waitUntil(() => /^HTTP\/1\.1 100 Continue/.test(received), "the server to take the request", 5_000);
    socket.write("5\r\nintent\r\n");
    const started = Date.now();
    server.child.kill("SIGTERM");
    const { code, signal } = await server.exited;
    const took = Date.now() - started;
    expect(signal).toBeNull();
    expect(code === 0 || code === 1).toBe(true);
    expect(took).toBeLessThan(5_500);
    socket.destroy();
    await server.stop();
  });
});
