import { LRUCache } from "lru-cache";
import { nowMs } from "../core/clock";
import { readsNotBefore } from "./own-writes";

/**
 * A cache of reads that the change feed invalidates. An entry is current while
 * no change has been seen since it was read. Under a stream of changes (a
 * popular petition being signed) an entry is read again at most every
 * `minAgeMs`, and meanwhile the last value is served: a reader sees a change
 * within `minAgeMs` plus the notification's delay. While the feed may be
 * missing notifications, entries expire after `disconnectedTtlMs`.
 * Concurrent misses share one read.
 *
 * A request made by a browser right after its own change (./own-writes.ts) is never given an entry
 * read before that change: such an entry is read again for it, and the new value kept for everyone.
 */
/** What a cache reads of a change feed (app/petitions/feed.server.ts): whether what it keeps is current. */
export type FeedView = {
  /** Goes up with every change seen. */
  readonly version: number;
  /** False while changes may be missed: kept values then expire on time. */
  readonly connected: boolean;
  /** The version at the last change that may have touched petition `id` (without one, `version`). */
  lastChange(id?: number): number;
};

/**
 * A view of `feed` that also goes stale all at once whenever `bump()` is called (a new site banner,
 * a source file changed in development): everything kept from it before is then out of date.
 */
export function withBumps(feed: FeedView): { view: FeedView; bump(): void } {
  let generation = 0;
  let bumpedAt = 0;
  const view: FeedView = {
    get version() {
      return feed.version + generation;
    },
    get connected() {
      return feed.connected;
    },
    lastChange(id) {
      return Math.max(feed.lastChange(id) + generation, bumpedAt);
    },
  };
  return {
    view,
    bump() {
      generation += 1;
      bumpedAt = view.version;
    },
  };
}

export type ReadCacheOptions = {
  feed: FeedView;
  maxEntries?: number;
  /** A budget in bytes (with `sizeOf`): entries are dropped, least recently used first, to stay within it. */
  maxSize?: number;
  /** The bytes a value costs the budget (an estimate is enough). */
  sizeOf?: (value: never) => number;
  minAgeMs?: number;
  disconnectedTtlMs?: number;
  /** Milliseconds since the epoch (default: the server's clock, server/core/clock.ts). */
  now?: () => number;
};

type Entry<V> = { value: V; version: number; readAt: number };

export function createReadCache<V extends object | null>({
  feed,
  maxEntries = 2_000,
  maxSize,
  sizeOf = jsonSize,
  minAgeMs = 250,
  disconnectedTtlMs = 1_000,
  now = nowMs,
}: ReadCacheOptions) {
  const entries = new LRUCache<string, Entry<V>>(
    maxSize === undefined
      ? { max: maxEntries }
      : {
          max: maxEntries,
          maxSize,
          // The key counts too: a long query string is memory like any other.
          sizeCalculation: (entry, key) => Math.max(1, (sizeOf as (value: V) => number)(entry.value) + key.length),
        },
  );
  const loading = new Map<string, { promise: Promise<V>; version: number; readAt: number }>();

  /**
   * Reads `key` once for everyone waiting. A strict reader does not join a read
   * that began before the last change, nor one that began before the request's own change.
   */
  const load = (key: string, read: () => Promise<V>, strict = false): Promise<V> => {
    const pending = loading.get(key);
    if (pending && (!strict || pending.version === feed.version) && pending.readAt >= readsNotBefore()) {
      return pending.promise;
    }
    const version = feed.version;
    const readAt = now();
    const promise = read()
      .then((value) => {
        const current = entries.get(key);
        // Of two reads at the same version, the later one is kept: it may show a change not yet announced.
        if (!current || current.version < version || (current.version === version && current.readAt <= readAt)) {
          entries.set(key, { value, version, readAt });
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      });
    loading.set(key, { promise, version, readAt });
    return promise;
  };

  return {
    /**
     * The cached value of `key`, read with `read` when missing or out of date (always, when `strict` and
     * changed). With `petition`, the value shows that petition alone: only a change of it (or of unknown
     * extent) makes it out of date; without, any change does.
     */
    async get(key: string, read: () => Promise<V>, strict = false, petition?: number): Promise<V> {
      const entry = entries.get(key);
      if (!entry) return load(key, read, strict);
      // Read before this browser's own change: read again for it.
      if (entry.readAt < readsNotBefore()) return load(key, read, true);
      const current = entry.version >= feed.lastChange(petition);
      // Strict readers (who just changed something) never get a value older than the last change seen.
      if (strict && !current) return load(key, read, true);
      const age = now() - entry.readAt;
      if (!feed.connected) return age < disconnectedTtlMs ? entry.value : load(key, read);
      if (current) return entry.value;
      if (age < minAgeMs) return entry.value;
      // Out of date: one read refreshes it; until it lands, the last value is served.
      void load(key, read).catch(() => {
        // The next request tries again; a failed refresh keeps the last value for a short while only.
      });
      return age < disconnectedTtlMs ? entry.value : load(key, read);
    },
    /**
     * The value of `key` when `get` would give it as it is, with no read begun: current, or read
     * within `minAgeMs`. Otherwise undefined (then `get` reads, or serves it while it refreshes).
     */
    peek(key: string, petition?: number): V | undefined {
      const entry = entries.get(key);
      if (!entry || entry.readAt < readsNotBefore()) return undefined;
      const age = now() - entry.readAt;
      if (!feed.connected) return age < disconnectedTtlMs ? entry.value : undefined;
      return entry.version >= feed.lastChange(petition) || age < minAgeMs ? entry.value : undefined;
    },
    /** Forgets everything (tests, operators' changes in this process). */
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    /** The bytes counted against `maxSize` (0 without one). */
    get bytes() {
      return entries.calculatedSize ?? 0;
    },
  };
}

/** A value's size as JSON text: the default estimate of what an entry costs. */
export function jsonSize(value: unknown): number {
  return value === null ? 4 : JSON.stringify(value).length;
}

export type ReadCache<V extends object | null> = ReturnType<typeof createReadCache<V>>;
