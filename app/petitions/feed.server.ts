import { answerOfCode, type GovernmentAnswer } from "~/petitions/fields";
import type { Database } from "../../server/db/client";
import type { PetitionChange } from "./store.server";

/** The channel the database trigger announces petition changes on (migration 0002). */
export const CHANGE_CHANNEL = "brehon_petitions";

export type PetitionState = {
  signatureCount: number;
  hidden: boolean;
  closed: boolean;
  /** Where it stands with the Government's response and the debate's outcome (no texts); unknown to a local change. */
  response?: GovernmentAnswer;
  debateOutcome?: GovernmentAnswer;
  /** When its translation was last written (milliseconds since 1970, 0 for none); unknown to a local change. */
  translated?: number;
};

/**
 * What this process knows of committed petition changes, from its own commits
 * and from the database's notifications (which include other processes'
 * commits). Caches compare `version` to know whether they are current; live
 * count streams subscribe to the counts.
 */
export type ChangeFeed = {
  /** Goes up with every change seen. */
  readonly version: number;
  /**
   * The version at the last change that may have touched petition `id` (a change of it, or one of
   * unknown extent); without an id, the last change of any petition (`version`). A value read at
   * version `v` is current for that petition while `lastChange(id) <= v`.
   */
  lastChange(id?: number): number;
  /** False while notifications may be missed (listener reconnecting): caches then expire on time. */
  readonly connected: boolean;
  /** A change committed by this process: applied at once, before its notification arrives. */
  applyLocal(rows: Array<[id: number, state: PetitionState]>): void;
  /** Calls back on every change; `null` means anything may have changed. */
  subscribe(onChange: (rows: Map<number, PetitionState> | null) => void): () => void;
  /** Starts listening to the database's notifications. */
  start(): Promise<void>;
};

/** Petitions whose last change is tracked one by one; past this, a change counts as one of every petition. */
const MAX_TRACKED = 100_000;

export function createChangeFeed(db: Pick<Database, "kind" | "listen">): ChangeFeed {
  let version = 0;
  // Until the listener is up, nothing guarantees that changes are seen.
  let connected = false;
  const subscribers = new Set<(rows: Map<number, PetitionState> | null) => void>();
  /** The version of each petition's last change, and of the last change of unknown extent. */
  const changedAt = new Map<number, number>();
  let lastReset = 0;
  /** This process's own commits, applied at once: their notification is not published a second time. */
  const appliedLocally = new Map<number, string>();

  const publish = (rows: Map<number, PetitionState> | null) => {
    version += 1;
    if (rows === null || changedAt.size + rows.size > MAX_TRACKED) {
      // Anything may have changed (or too many petitions are tracked): every petition is stale.
      lastReset = version;
      changedAt.clear();
      appliedLocally.clear();
      notifiedAnswers.clear();
    }
    if (rows) for (const id of rows.keys()) changedAt.set(id, version);
    for (const subscriber of subscribers) subscriber(rows);
  };

  /** The answers' states each petition's last notification carried (a local change does not know them). */
  const notifiedAnswers = new Map<number, string>();
  const countsOf = (state: PetitionState) => JSON.stringify([state.signatureCount, state.hidden, state.closed]);
  const answersOf = (state: PetitionState) =>
    JSON.stringify([state.response ?? null, state.debateOutcome ?? null, state.translated ?? null]);

  /**
   * Whether a notification says only what this process applied already (its own commit): the same
   * counts as applied, and the same answers as the petition's last notification. A notification of a
   * petition supersedes what was applied of it, so a later one with the same state is news.
   */
  const knownAlready = (rows: Map<number, PetitionState>) => {
    let known = true;
    for (const [id, state] of rows) {
      const answers = answersOf(state);
      if (appliedLocally.get(id) !== countsOf(state) || notifiedAnswers.get(id) !== answers) known = false;
      appliedLocally.delete(id);
      notifiedAnswers.set(id, answers);
    }
    return known;
  };

  const onMessage = (payload: string) => {
    let change: PetitionChange;
    try {
      change = JSON.parse(payload) as PetitionChange;
    } catch {
      publish(null);
      return;
    }
    if ("all" in change || !Array.isArray(change.rows)) {
      publish(null);
      return;
    }
    const rows = new Map(
      change.rows.map(([id, signatureCount, hidden, closed, response, debate, translated]) => {
        const state: PetitionState = { signatureCount, hidden, closed };
        if (typeof translated === "number") state.translated = translated;
        const responseState = answerOfCode(response);
        const debateState = answerOfCode(debate);
        if (responseState) state.response = responseState;
        if (debateState) state.debateOutcome = debateState;
        return [id, state] as const;
      }),
    );
    // A commit is published once: this process's own was published when it was applied.
    if (!knownAlready(rows)) publish(rows);
  };

  return {
    get version() {
      return version;
    },
    get connected() {
      return connected;
    },
    lastChange(id) {
      if (id === undefined) return version;
      return Math.max(lastReset, changedAt.get(id) ?? 0);
    },
    applyLocal(rows) {
      if (rows.length === 0) return;
      for (const [id, state] of rows) appliedLocally.set(id, countsOf(state));
      publish(new Map(rows));
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    async start() {
      await db.listen(CHANGE_CHANNEL, {
        onMessage,
        onReset: () => {
          connected = true;
          publish(null);
        },
        onLost: () => {
          connected = false;
          publish(null);
        },
      });
      // The embedded database never loses its listener; PostgreSQL's reports through onReset.
      if (db.kind === "pglite") connected = true;
    },
  };
}
