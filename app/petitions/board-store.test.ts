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

  const open = (failed = false, signed: number[] = []) =>
    board.openBoard({
      query: DEFAULT_QUERY,
      language: "ga",
      failed,
      signed,
      draw: async (list) => {
        drawn.push({ ids: list.petitions.map((shown) => shown.id), total: list.total });
      },
    });

  it("asks once which of the cards this browser has signed, however many cards hydrate", async () => {
    const asked = fakeApi(() => ({ status: 200, body: { signed: [2] } }));
    open();
    const letGo = [1, 2, 3].map((id) => board.watchPetition(id));
    await vi.waitFor(() => expect(board.boardNow().signed).toEqual(new Set([2])));
    expect(asked.map((url) => url.pathname + url.search)).toEqual(["/api/petitions/signed?ids=1,2,3&lang=ga"]);
    for (const stop of letGo) stop();
    // The same cards again ask nothing new; a new card asks for itself alone: the next question is for it.
    board.watchPetition(4);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.at(-1)?.searchParams.get("ids")).toBe("4");
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
    expect(asked.map((url) => `${url.pathname}`)).toEqual(["/api/petitions/5/signatures", "/api/petitions"]);
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
