import { describe, expect, it } from "vitest";
import { readingNotBefore } from "./own-writes";
import { createReadCache } from "./read-cache";

function setup({ connected = true } = {}) {
  const feed = {
    version: 0,
    connected,
    lastChange(): number {
      return feed.version;
    },
  };
  let time = 1_000;
  let reads = 0;
  let value = "first";
  const cache = createReadCache<{ value: string }>({ feed, minAgeMs: 250, disconnectedTtlMs: 1_000, now: () => time });
  const read = async () => {
    reads += 1;
    return { value };
  };
  return {
    feed,
    cache,
    read,
    set: (next: string) => {
      value = next;
    },
    advance: (ms: number) => {
      time += ms;
    },
    reads: () => reads,
  };
}

describe("the read cache", () => {
  it("reads once for concurrent misses and keeps the value while nothing changes", async () => {
    const { cache, read, reads, advance } = setup();
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.get("k", read)));
    expect(results.every((result) => result.value === "first")).toBe(true);
    expect(reads()).toBe(1);
    advance(60_000);
    expect((await cache.get("k", read)).value).toBe("first");
    expect(reads()).toBe(1);
  });

  it("serves the last value for a moment after a change, then the new one", async () => {
    const { cache, read, reads, feed, set, advance } = setup();
    await cache.get("k", read);
    set("second");
    feed.version += 1;
    // Younger than minAgeMs: the change waits.
    advance(100);
    expect((await cache.get("k", read)).value).toBe("first");
    expect(reads()).toBe(1);
    // Older: one refresh starts, the last value answers meanwhile.
    advance(200);
    expect((await cache.get("k", read)).value).toBe("first");
    await Promise.resolve();
    await Promise.resolve();
    expect(reads()).toBe(2);
    expect((await cache.get("k", read)).value).toBe("second");
  });

  it("gives a strict reader the value after the last change at once", async () => {
    const { cache, read, feed, set } = setup();
    await cache.get("k", read);
    set("second");
    feed.version += 1;
    expect((await cache.get("k", read, true)).value).toBe("second");
  });

  it("waits for a fresh value once the cached one is more than a second behind a change", async () => {
    const { cache, read, feed, set, advance } = setup();
    await cache.get("k", read);
    set("second");
    feed.version += 1;
    advance(1_500);
    expect((await cache.get("k", read)).value).toBe("second");
  });

  it("expires entries on time while notifications may be missed", async () => {
    const { cache, read, reads, set, advance } = setup({ connected: false });
    await cache.get("k", read);
    set("second");
    advance(500);
    expect((await cache.get("k", read)).value).toBe("first");
    advance(600);
    expect((await cache.get("k", read)).value).toBe("second");
    expect(reads()).toBe(2);
  });
});

describe("a browser's own change (server/http/own-writes.ts)", () => {
  it("is never shown an entry read before it, even one the feed thinks current or too young to refresh", async () => {
    const { cache, read, reads, set, advance } = setup();
    await cache.get("k", read);
    // Another process's commit, not yet announced here: the entry looks current.
    set("second");
    advance(10);
    expect((await cache.get("k", read)).value).toBe("first");
    expect(cache.peek("k")?.value).toBe("first");
    // Its signer, whose change was acknowledged at 1_005, asks: read again for them, and kept for all.
    await readingNotBefore(1_005, async () => {
      expect(cache.peek("k")).toBeUndefined();
      expect((await cache.get("k", read)).value).toBe("second");
      // Read at or after their change: served as it is.
      expect((await cache.get("k", read)).value).toBe("second");
    });
    expect(reads()).toBe(2);
    expect((await cache.get("k", read)).value).toBe("second");
  });

  it("does not join a read that began before it", async () => {
    const { cache, set, advance } = setup();
    let release: () => void = () => {};
    const slow = () =>
      new Promise<{ value: string }>((resolve) => {
        release = () => resolve({ value: "before" });
      });
    const before = cache.get("k", slow);
    advance(50);
    set("after");
    const own = await readingNotBefore(1_020, () => cache.get("k", async () => ({ value: "after" })));
    expect(own.value).toBe("after");
    release();
    expect((await before).value).toBe("before");
    // The older read, landing last, does not replace the newer value.
    expect(cache.peek("k")?.value).toBe("after");
  });
});
