/**
 * What the petitions list page's islands share in the browser (docs/decisions/0038-the-list-drawn-by-the-server.md):
 * the page's controls (petitions-board.island.tsx) and each card's facts and sign button
 * (card-facts.island.tsx) are separate React roots; the cards' titles and descriptions are the
 * server's HTML and are never hydrated. They meet here: which petitions this browser has signed, the
 * counts known since the page was drawn (the live stream, a signature's answer), whether a sign or a
 * create is on its way, and the list read again after one, which the browser draws in the list's place
 * (./petition-list-browser.tsx, loaded then).
 *
 * Only the browser changes it: on the server every render reads the state it starts with.
 */
import { useSyncExternalStore } from "react";
import type { Language } from "~/i18n/languages";
import { readList, readSigned, signPetition } from "~/petitions/api-client";
import type { PublicPetition } from "~/petitions/fields";
import { hasSigned, type Outcome } from "~/petitions/outcomes";
import type { PetitionListQuery } from "~/petitions/query";

/** Where the list stands on the page: a list read again is drawn there. */
export const PETITION_LIST_ID = "petition-list";

export type BoardState = {
  /** A sign or a create is on its way: the sign buttons wait. */
  busy: boolean;
  /** The list is being read again ('Loading petitions...'). */
  loading: boolean;
  /** The list could not be read: the error panel stands where it was. */
  failed: boolean;
  /** The list's total as last read, once read again in the browser. */
  total: number | null;
  /** Petitions this browser has signed, as far as the page knows. */
  signed: ReadonlySet<number>;
  /** Counts newer than the ones drawn: from the live stream and from signing answers. */
  counts: ReadonlyMap<number, number>;
  /** Petitions found closed since the page was drawn (a sign refused as closed). */
  closed: ReadonlySet<number>;
};

/** What a page tells the board about itself when its controls hydrate. */
export type BoardPage = {
  query: PetitionListQuery;
  language: Language;
  /** The list could not be read when the page was drawn. */
  failed: boolean;
  /** Petitions the page was drawn as signed (the visitor's own post, without JavaScript). */
  signed: readonly number[];
  /**
   * The petitions the server drew on the page: followed at once, on one stream and with one question of
   * which this browser has signed, whatever the order in which their cards hydrate.
   */
  shown: readonly number[];
  /** Draws a list read again in the place of the one on the page. */
  draw: (list: DrawnList) => Promise<void>;
};

export type DrawnList = { petitions: PublicPetition[]; total: number; now: string };

/** What a petition's card passes along when it is signed: what the receipt says it was for. */
export type SignedPetition = { id: number; title: string; language: Language };

type Events = {
  outcome: (outcome: Outcome) => void;
  receipt: (receipt: { petition: SignedPetition; code: string }) => void;
  /** A reading of the list failed (the spec's toast). */
  unread: () => void;
};

const INITIAL: BoardState = {
  busy: false,
  loading: false,
  failed: false,
  total: null,
  signed: new Set(),
  counts: new Map(),
  closed: new Set(),
};

let state = INITIAL;
let page: BoardPage | null = null;
const subscribers = new Set<() => void>();
const listeners: { [K in keyof Events]: Set<Events[K]> } = {
  outcome: new Set(),
  receipt: new Set(),
  unread: new Set(),
};

function update(change: Partial<BoardState>) {
  state = { ...state, ...change };
  for (const subscriber of subscribers) subscriber();
}

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

const initial = () => INITIAL;

/** The board's state as it is now. */
export const boardNow = () => state;

/** A part of the board's state, drawn again when it changes. */
export function useBoard<T>(select: (board: BoardState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initial()),
  );
}

/** Listens to the board's outcomes or receipts (the controls' toasts and receipt panel). */
export function onBoard<K extends keyof Events>(event: K, listener: Events[K]): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}

function emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>) {
  for (const listener of listeners[event]) (listener as (...values: Parameters<Events[K]>) => void)(...args);
}

/** The page's controls say what the page is, once hydrated. */
export function openBoard(drawn: BoardPage) {
  page = drawn;
  update({ failed: drawn.failed, signed: new Set([...state.signed, ...drawn.signed]) });
  showing(drawn.shown);
}

/** A create or a sign is on its way (the sign buttons wait), or done. */
export const setBusy = (busy: boolean) => update({ busy });

// Only the latest reading is drawn, whichever answers last.
let readings = 0;

/** Reads the list again (the spec: after a create or a sign, and on 'Try Again') and draws it. */
export async function reloadList() {
  if (!page) return;
  const { query, language, draw } = page;
  const reading = ++readings;
  update({ loading: true });
  const answer = await readList(query, language);
  if (reading !== readings) return;
  if (!answer.ok) {
    update({ loading: false, failed: true });
    emit("unread");
    return;
  }
  // The counts just read are the newest; the stream moves them on from here.
  const counts = new Map(state.counts);
  for (const petition of answer.petitions) counts.delete(petition.id);
  // The new page of cards is followed once, before its cards mount.
  showing(answer.petitions.map((petition) => petition.id));
  await draw({ petitions: answer.petitions, total: answer.total, now: new Date().toISOString() });
  if (reading !== readings) return;
  update({ loading: false, failed: false, total: answer.total, counts });
}

/** Signs in place: the spec's toast, the count moves, the receipt shows, then the list is read again. */
export async function signOnBoard(petition: SignedPetition) {
  if (!page) return;
  setBusy(true);
  const answer = await signPetition(petition.id, page.language);
  setBusy(false);
  emit("outcome", answer.outcome);
  if (answer.receipt) emit("receipt", { petition, code: answer.receipt });
  const change: Partial<BoardState> = {};
  if (hasSigned(answer.outcome)) change.signed = new Set(state.signed).add(petition.id);
  if (typeof answer.signatureCount === "number") {
    const known = state.counts.get(petition.id) ?? 0;
    change.counts = new Map(state.counts).set(petition.id, Math.max(known, answer.signatureCount));
  }
  if (answer.outcome === "closed") change.closed = new Set(state.closed).add(petition.id);
  update(change);
  await reloadList();
}

// The cards on the page: asked once which of them this browser has signed, and followed on one stream.
// The page names its petitions when its controls hydrate (`shown`), and again when the list is read
// again; the cards' islands, which hydrate one task each, then only confirm what is followed already.
// Until the page is open nothing is asked: the stream and the question wait for the whole page.
let shown: readonly number[] = [];
const watched = new Map<number, number>();
let followed = "";
let stream: EventSource | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

/** The petitions the page shows now: the stream changes at once, and at most once for them. */
function showing(ids: readonly number[]) {
  shown = ids;
  // The cards of the page before let go as they leave; they no longer count.
  watched.clear();
  if (pending !== null) clearTimeout(pending);
  pending = null;
  follow();
}

/** A card's island follows its petition while it is on the page; the returned function lets go. */
export function watchPetition(id: number): () => void {
  watched.set(id, (watched.get(id) ?? 0) + 1);
  schedule();
  return () => {
    const left = (watched.get(id) ?? 1) - 1;
    if (left > 0) watched.set(id, left);
    else watched.delete(id);
    schedule();
  };
}

// A card drawn beyond what the page named (none today) joins in the next task, with any others.
function schedule() {
  if (pending === null && page !== null) pending = setTimeout(follow, 0);
}

function follow() {
  pending = null;
  if (page === null) return;
  const ids = [...new Set([...shown, ...watched.keys()])].sort((a, b) => a - b);
  const key = ids.join(",");
  if (key === followed) return;
  const known = new Set(followed.split(",").filter(Boolean).map(Number));
  followed = key;
  stream?.close();
  stream = null;
  const fresh = ids.filter((id) => !known.has(id));
  const language = page?.language ?? "en";
  if (fresh.length > 0) {
    readSigned(fresh, language).then((found) => {
      if (found.size > 0) update({ signed: new Set([...state.signed, ...found]) });
    });
  }
  if (ids.length === 0 || typeof EventSource === "undefined") return;
  stream = new EventSource(ids.length > 1 ? `/api/petitions/events?ids=${key}` : `/api/petitions/${key}/events`);
  stream.addEventListener("count", (event: MessageEvent<string>) => {
    try {
      const { id, signatureCount } = JSON.parse(event.data) as { id: number; signatureCount?: number };
      // A petition hidden by the moderators is announced without its count: the page keeps what it shows.
      if (typeof signatureCount !== "number") return;
      update({ counts: new Map(state.counts).set(id, signatureCount) });
    } catch {
      // A malformed message is skipped; the next one carries the whole count again.
    }
  });
}

/** The count a card shows: the newer of the drawn one and the one known since. */
export const countOf = (board: BoardState, id: number, drawn: number) => Math.max(drawn, board.counts.get(id) ?? 0);
