import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimits } from "~/petitions/rate-limits.server";
import { itReturns } from "../../test/support/cases";
import { waitFor } from "../../test/support/wait";
import { log, loggablePath, rateLimitedLog } from "./logger";

describe("loggablePath (issue 29, item 10)", () => {
  itReturns("%s is logged as %s", loggablePath, [
    ["/alice@example.org/x", "/[email]/x"],
    ["/alice%40example.org/x", "/[email]/x"],
    ["/alice%2540example.org/x", "/[email]/x"],
    ["/people/a%40b.ie?email=x@y.ie", "/people/[email]"],
    ["/caf%C3%A9%zz", "/caf%C3%A9%zz"],
    ["/petitions/12", "/petitions/12"],
  ]);
});

describe("rate-limited log lines (issue 29, item 15)", () => {
  afterEach(() => vi.useRealTimers());

  it("writes at most the limit per window, then one line counting those left out", () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const limited = rateLimitedLog(10, 1_000, "left out");
    let written = 0;
    for (let index = 0; index < 5_000; index++) limited(() => written++);
    expect(written).toBe(10);
    expect(warn).not.toHaveBeenCalled();
    // The count is written when the window ends, even if nothing else fails.
    vi.advanceTimersByTime(1_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ dropped: 4_990 }, "left out");
    limited(() => written++);
    expect(written).toBe(11);
  });
});

/** A TCP proxy in front of Redis that can be cut and restored. */
async function redisProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  let refused = 0;
  const server = net.createServer((client) => {
    if (!open) {
      refused += 1;
      return client.destroy();
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    /** Connections turned away while cut: the client's attempts to reconnect. */
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!process.env.TEST_REDIS_URL)("Redis state in the log (issue 29, item 15)", () => {
  it("logs losing Redis once and getting it back once", async () => {
    const proxy = await redisProxy(new URL(process.env.TEST_REDIS_URL as string));
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const allowance = { points: 100, seconds: 60 };
    const limits = createRateLimits(
      {
        create: allowance,
        sign: allowance,
        signPerPetition: allowance,
        signRefusals: allowance,
        report: allowance,
        search: allowance,
        signatureMail: allowance,
        log: allowance,
      },
      proxy.url,
    );
    try {
      expect(await limits.ready(5_000)).toBe(true);
      const messages = (spy: typeof info) => spy.mock.calls.map((call) => String(call.at(-1)));
      expect(messages(info).filter((line) => /Redis/.test(line))).toHaveLength(1);
      proxy.cut();
      // Many requests while it is away: limits still answer, from memory, and the log says so once.
      for (let index = 0; index < 50; index++) await limits.search.take(`client-${index}`);
      await expect.poll(() => messages(warn).filter((line) => /Redis lost/.test(line)).length).toBe(1);
      // Still once after the client has tried to reconnect, and been turned away, several times.
      await waitFor(() => proxy.refused, { until: (count) => count >= 3, what: "three attempts to reconnect" });
      expect(messages(warn).filter((line) => /Redis/.test(line))).toHaveLength(1);
      proxy.restore();
      await expect
        .poll(() => messages(info).filter((line) => /Redis is back/.test(line)).length, { timeout: 15_000 })
        .toBe(1);
    } finally {
      await limits.close();
      await proxy.close();
    }
  });
});
