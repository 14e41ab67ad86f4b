import { answerOfCode, type GovernmentAnswer } from "~/petitions/fields";
import type { Database } from "../db/client";
import type { PetitionChange } from "./store";

/** The channel the database trigger announces petition changes on (migration 0002). */
export const CHANGE_CHANNEL = "brehon_petitions";

export type PetitionState = {
  signatureCount: number;
  hidden: boolean;
  closed: boolean;
  /** Where it stands with the Government's response and the debate's outcome (no texts); unknown to a local change. */
  response?: GovernmentAnswer;
  debateOutcome?: GovernmentAnswer;
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
  /** False while notifications may be missed (listener reconnecting): caches then expire on time. */
  readonly connected: boolean;
  /** A change committed by this process: applied at once, before its notification arrives. */
  applyLocal(rows: Array<[id: number, state: PetitionState]>): void;
  /** Calls back on every change; `null` means anything may have changed. */
  subscribe(onChange: (rows: Map<number, PetitionState> | null) => void): () => void;
  /** Starts listening to the database's notifications. */
  start(): Promise<void>;
};

export function createChangeFeed(db: Pick<Database, "kind" | "listen">): ChangeFeed {
  let version = 0;
  // Until the listener is up, nothing guarantees that changes are seen.
  let connected = false;
  const subscribers = new Set<(rows: Map<number, PetitionState> | null) => void>();

  const publish = (rows: Map<number, PetitionState> | null) => {
    version += 1;
    for (const subscriber of subscribers) subscriber(rows);
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
    publish(
      new Map(
        change.rows.map(([id, signatureCount, hidden, closed, response, debate]) => {
          const state: PetitionState = { signatureCount, hidden, closed };
          const responseState = answerOfCode(response);
          const debateState = answerOfCode(debate);
          if (responseState) state.response = responseState;
          if (debateState) state.debateOutcome = debateState;
          return [id, state] as const;
        }),
      ),
    );
  };

  return {
    get version() {
      return version;
    },
    get connected() {
      return connected;
    },
    applyLocal(rows) {
      if (rows.length > 0) publish(new Map(rows));
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
