import type { Response } from "express";
import { LRUCache } from "lru-cache";
import type { ChangeFeed, PetitionState } from "./feed.server";

export type LiveCountsOptions = {
  feed: Pick<ChangeFeed, "subscribe">;
  /** Streams one client (an address, or an IPv6 /64) may hold open at once; beyond it, 429. */
  maxStreamsPerClient?: number;
  /** Current states, for a new stream and after a reset (served from the read cache). */
  states(ids: number[]): Promise<Map<number, PetitionState>>;
  /** At most one update per petition per interval. */
  intervalMs?: number;
  /** A comment line that keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
};

/** The most petitions one stream may follow (a page of the list). */
export const MAX_STREAM_IDS = 48;

type Stream = { res: Response; ids: number[] };

/**
 * A petition's count and where it stands with the Government's response and the debate's outcome
 * (when known), or only that it is hidden: a hidden petition's count is no longer public.
 */
const event = (id: number, state: PetitionState) =>
  `event: count\ndata: ${JSON.stringify(
    state.hidden
      ? { id, hidden: true }
      : {
          id,
          signatureCount: state.signatureCount,
          closed: state.closed,
          hidden: false,
          ...(state.response ? { response: state.response } : {}),
          ...(state.debateOutcome ? { debateOutcome: state.debateOutcome } : {}),
        },
  )}\n\n`;

/** A change that does not say where the petition stands with its answers (a local signature) keeps what was known. */
const withKnownAnswers = (state: PetitionState, known: PetitionState | undefined): PetitionState =>
  state.response !== undefined || !known
    ? state
    : { ...state, response: known.response, debateOutcome: state.debateOutcome ?? known.debateOutcome };

/** How many petitions' last announced states (and unknown ids) are remembered for new streams. */
const REMEMBERED_IDS = 10_000;
/** What a refused stream is told to wait, in seconds. */
const STREAMS_RETRY_AFTER_SECONDS = 30;

/**
 * Server-Sent Events of signature counts. Viewers cost no database reads: the
 * counts come from the change feed (this process's commits and the database's
 * notifications), gathered and sent at most once per interval to every stream
 * that follows the petition.
 */
export function createLiveCounts({
  feed,
  states,
  intervalMs = 1_000,
  heartbeatMs = 15_000,
  maxStreamsPerClient = 250,
}: LiveCountsOptions) {
  const followers = new Map<number, Set<Stream>>();
  /** Open streams per client. */
  const perClient = new Map<string, number>();
  /**
   * The last state the change feed announced for each petition: a new stream
   * starts from it, never from a cached read older than the last change seen.
   */
  const announced = new LRUCache<number, PetitionState>({ max: REMEMBERED_IDS });
  /** Ids no petition has, until the feed announces one: asked for again, they cost no read. */
  const unknown = new LRUCache<number, true>({ max: REMEMBERED_IDS });
  const pending = new Map<number, PetitionState>();
  let resetPending = false;
  let timers: NodeJS.Timeout[] = [];
  let closed = false;

  const send = (stream: Stream, text: string) => {
    // A reader that does not keep up skips updates rather than piling them up in memory.
    if (!stream.res.writableNeedDrain) stream.res.write(text);
  };

  const flush = async () => {
    if (resetPending) {
      resetPending = false;
      try {
        for (const [id, state] of await states([...followers.keys()])) pending.set(id, state);
      } catch {
        resetPending = true;
      }
    }
    for (const [id, state] of pending) {
      const text = event(id, state);
      for (const stream of followers.get(id) ?? []) send(stream, text);
    }
    pending.clear();
  };

  const start = () => {
    if (timers.length > 0) return;
    const tick = setInterval(() => void flush(), intervalMs);
    const heartbeat = setInterval(() => {
      for (const streams of followers.values()) for (const stream of streams) send(stream, ": keep-alive\n\n");
    }, heartbeatMs);
    tick.unref();
    heartbeat.unref();
    timers = [tick, heartbeat];
  };

  feed.subscribe((rows) => {
    if (rows === null) {
      // Anything may have changed: what was remembered is read again.
      announced.clear();
      unknown.clear();
      resetPending = followers.size > 0;
      return;
    }
    for (const [id, change] of rows) {
      const state = withKnownAnswers(change, announced.get(id));
      announced.set(id, state);
      unknown.delete(id);
      if (followers.has(id)) pending.set(id, state);
    }
  });

  /** The states a new stream starts from: read (cached) for the ids not known to be missing, then the feed's newer word. */
  const initialStates = async (ids: number[]) => {
    const toRead = ids.filter((id) => !unknown.has(id));
    const read = toRead.length > 0 ? await states(toRead) : new Map<number, PetitionState>();
    for (const id of toRead) {
      const latest = announced.get(id);
      if (latest) read.set(id, latest);
      else if (!read.has(id)) unknown.set(id, true);
    }
    return read;
  };

  const detach = (stream: Stream) => {
    for (const id of stream.ids) {
      const streams = followers.get(id);
      streams?.delete(stream);
      if (streams?.size === 0) followers.delete(id);
    }
  };

  return {
    /**
     * Opens a stream on `res` that follows `ids`, starting with their current
     * counts. `client` identifies the sender for the per-client cap;
     * `tooMany` is the refusal's message.
     */
    async attach(res: Response, ids: number[], client = "", tooMany = "Too many open streams from this connection.") {
      if (closed) {
        res.status(503).json({ error: "The server is shutting down." });
        return;
      }
      const open = perClient.get(client) ?? 0;
      if (open >= maxStreamsPerClient) {
        res.set("Retry-After", String(STREAMS_RETRY_AFTER_SECONDS)).status(429).json({ error: tooMany });
        return;
      }
      perClient.set(client, open + 1);
      res.once("close", () => {
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      });
      res.status(200);
      res.set({
        "Content-Type": "text/event-stream; charset=utf-8",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      res.flushHeaders();
      const stream: Stream = { res, ids };
      res.write("retry: 5000\n\n");
      for (const id of ids) {
        let streams = followers.get(id);
        if (!streams) {
          streams = new Set();
          followers.set(id, streams);
        }
        streams.add(stream);
      }
      res.on("close", () => detach(stream));
      start();
      try {
        for (const [id, state] of await initialStates(ids)) send(stream, event(id, state));
      } catch {
        // The counts arrive with the next change or reset.
      }
    },
    /** Ends every stream (server shutdown); browsers reconnect to another process. */
    close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      for (const streams of followers.values()) for (const stream of streams) stream.res.end();
      followers.clear();
    },
    /** Open streams, for the metrics endpoint. */
    get viewers() {
      const streams = new Set<Stream>();
      for (const set of followers.values()) for (const stream of set) streams.add(stream);
      return streams.size;
    },
  };
}

export type LiveCounts = ReturnType<typeof createLiveCounts>;
