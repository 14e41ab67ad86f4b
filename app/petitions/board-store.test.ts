import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_QUERY } from "./query";

type Board = typeof import("./board-store");

/** The API as the board sees it: each request's address, and an answer chosen by the test. */
function fakeApi(answer: (url: URL, init: RequestInit) => { status: number; body: unknown }) {
  const asked: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (address: string, init: RequestInit = {}) => {
      const url = new URL(address, "http://portal.test");
      asked.push(url);
      const { status, body } = answer(url, init);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return asked;
}

const petition = (id: number, signatureCount: number) => ({
  id,
  title: `Petition ${id}`,
  description: "",
  category: null,
  submitterName: null,
  language: "en",
  signatureCount,
  createdAt: null,
  closed: false,
});

/** A fresh board for each test: the store is the page's, held in its module. */
async function freshBoard(): Promise<Board> {
  vi.resetModules();
  return import("./board-store");
}

/** The streams the board opens, by address. */
function fakeStreams() {
  const opened: string[] = [];
  vi.stubGlobal(
    "EventSource",
    class {
      constructor(address: string) {
        opened.push(address);
      }
      addEventListener() {}
      close() {}
    },
  );
  return opened;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the petitions list's board", () => {
  let board: Board;
  let drawn: Array<{ ids: number[]; total: number }>;
  beforeEach(async () => {
    board = await freshBoard();
    drawn = [];
  });

  const open = (failed = false, signed: number[] = [], shown: number[] = []) =>
    board.openBoard({
      query: DEFAULT_QUERY,
      language: "ga",
      failed,
      signed,
      shown,
      draw: async (list) => {
        drawn.push({ ids: list.petitions.map((shown) => shown.id), total: list.total });
      },
    });

  it("asks once which of the cards this browser has signed and opens one stream, whenever the cards hydrate", async () => {
    const asked = fakeApi(() => ({ status: 200, body: { signed: [2] } }));
    const streams = fakeStreams();
    // A card may hydrate before the page's controls: nothing is asked until the page says what it shows.
    const first = board.watchPetition(3);
    await settle();
    expect(asked).toEqual([]);
    expect(streams).toEqual([]);
    open(false, [], [1, 2, 3]);
    const others = [1, 2].map((id) => board.watchPetition(id));
    await settle();
    expect(asked.map((url) => url.pathname + url.search)).toEqual(["/api/petitions/signed?ids=1,2,3&lang=ga"]);
    expect(streams).toEqual(["/api/petitions/events?ids=1,2,3"]);
    expect(board.boardNow().signed).toEqual(new Set([2]));
    for (const stop of [first, ...others]) stop();
    await settle();
    expect(streams).toHaveLength(1);
  });

  it("follows a list read again with one new stream, asking only about the petitions new to the page", async () => {
    const asked = fakeApi((url) =>
      url.pathname === "/api/petitions"
        ? { status: 200, body: { petitions: [petition(3, 1), petition(4, 0)], total: 2 } }
        : { status: 200, body: { signed: [] } },
    );
    const streams = fakeStreams();
    open(false, [], [1, 2, 3]);
    const cards = [1, 2, 3].map((id) => board.watchPetition(id));
    await settle();
    await board.reloadList();
    // The server's cards let go as the browser draws its own, which then hydrate.
    for (const stop of cards) stop();
    const drawnCards = [3, 4].map((id) => board.watchPetition(id));
    await settle();
    expect(streams).toEqual(["/api/petitions/events?ids=1,2,3", "/api/petitions/events?ids=3,4"]);
    expect(
      asked.filter((url) => url.pathname === "/api/petitions/signed").map((url) => url.searchParams.get("ids")),
    ).toEqual(["1,2,3", "4"]);
    for (const stop of drawnCards) stop();
  });

  it("signs in place: announces, marks, moves the count, then reads and draws the list again", async () => {
    const asked = fakeApi((_url, init) =>
      init.method === "POST"
        ? { status: 201, body: { signatureCount: 8, receipt: "ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567" } }
        : { status: 200, body: { petitions: [petition(5, 8), petition(6, 3)], total: 2 } },
    );
    open();
    const outcomes: string[] = [];
    const receipts: string[] = [];
    board.onBoard("outcome", (outcome) => outcomes.push(outcome));
    board.onBoard("receipt", ({ petition: signed, code }) => receipts.push(`${signed.id} ${code}`));
    const signing = board.signOnBoard({ id: 5, title: "Petition 5", language: "en" });
    await signing;
    expect(outcomes).toEqual(["signed"]);
    expect(receipts).toEqual(["5 ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567"]);
    // The list read again is followed: which of its petitions this browser signed is asked once.
    expect(asked.map((url) => `${url.pathname}`)).toEqual([
      "/api/petitions/5/signatures",
      "/api/petitions",
      "/api/petitions/signed",
    ]);
    // The list is read past the caches, and drawn once read.
    expect(drawn).toEqual([{ ids: [5, 6], total: 2 }]);
    expect(board.boardNow()).toMatchObject({ busy: false, loading: false, failed: false, total: 2 });
    expect(board.boardNow().signed.has(5)).toBe(true);
  });

  it("keeps the list it shows when a reading fails, and says so", async () => {
    fakeApi(() => ({ status: 503, body: {} }));
    open();
    let unread = 0;
    board.onBoard("unread", () => {
      unread += 1;
    });
    await board.reloadList();
    expect(unread).toBe(1);
    expect(drawn).toEqual([]);
    expect(board.boardNow()).toMatchObject({ loading: false, failed: true });
  });

  it("counts the newer of the drawn count and the one known since", () => {
    const state = { counts: new Map([[1, 12]]) } as unknown as import("./board-store").BoardState;
    expect(board.countOf(state, 1, 10)).toBe(12);
    expect(board.countOf(state, 1, 15)).toBe(15);
    expect(board.countOf(state, 2, 3)).toBe(3);
  });
});
