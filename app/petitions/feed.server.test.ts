import { describe, expect, it } from "vitest";
import { createReadCache, withBumps } from "../../server/http/read-cache";
import { createChangeFeed, type PetitionState } from "./feed.server";

/**
 * A started feed over a database whose notifications the test sends by hand, and what the feed
 * has published to its subscribers since, in order.
 */
async function feedWithNotifications() {
  let notify: (payload: string) => void = () => {};
  let reset: () => void = () => {};
  const feed = createChangeFeed({
    kind: "pglite",
    listen: async (_channel: string, handlers: { onMessage(payload: string): void; onReset(): void }) => {
      notify = handlers.onMessage;
      reset = handlers.onReset;
    },
  } as never);
  await feed.start();
  const published: Array<Map<number, PetitionState> | null> = [];
  feed.subscribe((rows) => published.push(rows));
  return { feed, notify: (payload: unknown) => notify(JSON.stringify(payload)), reset: () => reset(), published };
}

const signed = (signatureCount: number): PetitionState => ({ signatureCount, hidden: false, closed: false });

describe("the change feed's keyed invalidation", () => {
  it("makes stale only what shows the petition that changed", async () => {
    const { feed } = await feedWithNotifications();
    const cache = createReadCache<{ text: string }>({ feed, now: () => 0, minAgeMs: 0 });
    let reads = 0;
    const read = (text: string) => async () => {
      reads += 1;
      return { text };
    };
    await cache.get("petition 1", read("one"), false, 1);
    await cache.get("petition 2", read("two"), false, 2);
    await cache.get("the list", read("list"));
    expect(reads).toBe(3);

    feed.applyLocal([[1, signed(5)]]);
    expect(cache.peek("petition 2", 2)).toEqual({ text: "two" });
    expect(cache.peek("petition 1", 1)).toBeUndefined();
    expect(cache.peek("the list")).toBeUndefined();
  });

  it("makes everything stale after a change of unknown extent", async () => {
    const { feed, notify } = await feedWithNotifications();
    const version = feed.version;
    notify({ all: true });
    expect(feed.lastChange(7)).toBeGreaterThan(version);
    expect(feed.lastChange(7)).toBe(feed.version);
  });

  it("publishes a commit once: its own notification after it was applied is not published again", async () => {
    const { feed, notify, published } = await feedWithNotifications();
    // The petition's answers as last notified (none owed yet).
    notify({ rows: [[3, 9, false, false, 0, 0]] });
    feed.applyLocal([[3, signed(10)]]);
    notify({ rows: [[3, 10, false, false, 0, 0]] });
    expect(published).toHaveLength(2);
    // Another process's commit is published.
    notify({ rows: [[3, 11, false, false, 0, 0]] });
    expect(published).toHaveLength(3);
    expect(published[2]?.get(3)?.signatureCount).toBe(11);
  });

  it("takes a notification for an echo only once: a later one with the same state is published", async () => {
    const { feed, notify, published } = await feedWithNotifications();
    notify({ rows: [[4, 1, false, false, 1, 0]] });
    feed.applyLocal([[4, signed(2)]]);
    // Its own notification, which also says a response was published meanwhile: news.
    notify({ rows: [[4, 2, false, false, 1_800_000_000, 0]] });
    // The response unpublished, with no new signature: news too.
    notify({ rows: [[4, 2, false, false, 1, 0]] });
    expect(published).toHaveLength(4);
  });

  it("publishes a translation, which changes neither the counts nor the answers", async () => {
    const { feed, notify, published } = await feedWithNotifications();
    feed.applyLocal([[5, signed(0)]]);
    notify({ rows: [[5, 0, false, false, 0, 0, 0]] });
    const before = feed.lastChange(5);
    notify({ rows: [[5, 0, false, false, 0, 0, 1_800_000_000_000]] });
    expect(feed.lastChange(5)).toBeGreaterThan(before);
    expect(published).toHaveLength(3);
  });

  it("goes stale all at once when bumped (a new banner), keyed again afterwards", async () => {
    const { feed } = await feedWithNotifications();
    const { view, bump } = withBumps(feed);
    const readAt = view.version;
    expect(view.lastChange(1)).toBeLessThanOrEqual(readAt);
    bump();
    expect(view.lastChange(1)).toBeGreaterThan(readAt);
    const afterBump = view.version;
    feed.applyLocal([[2, signed(1)]]);
    expect(view.lastChange(1)).toBeLessThanOrEqual(afterBump);
    expect(view.lastChange(2)).toBeGreaterThan(afterBump);
  });
});
