import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer, TEST_DATABASE_URL } from "./harness";

/**
 * A signer sees their own signature (server/http/own-writes.ts): after a 201, every page and API answer
 * to that browser shows a count at least the one it was given, whichever process answers, while other
 * signatures keep the lists changing and their caches refreshing.
 */
const LIMITS = {
  RATE_LIMIT_SIGN: "100000",
  RATE_LIMIT_SIGN_PER_PETITION: "100000",
  RATE_LIMIT_CREATE: "10000",
  RATE_LIMIT_SIGN_REFUSALS: "100000",
};
const CATEGORY = "other";

/** One browser: the cookies it was given, sent back with every request. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(`${this.base}${path}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      this.cookies.set(name.trim(), value.join("="));
    }
    return response;
  }
}

async function createPetition(base: string, title: string): Promise<number> {
  const response = await fetch(`${base}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, description: "Read your own writes.", category: CATEGORY }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { petition: { id: number } }).petition.id;
}

/** The count a page of the list shows on petition `id`'s card (its facts' island, drawn by the server). */
function cardCount(html: string, id: number): number | null {
  const start = html.indexOf(`href="/petitions/${id}"`);
  if (start < 0) return null;
  const match = /data-testid="signature-count"[^>]*>(\d[\d,]*)</.exec(html.slice(start));
  return match ? Number(match[1]?.replace(/,/g, "")) : null;
}

/** The count a petition's page shows, from its island's props. */
function pageCount(html: string): number | null {
  const match = /&quot;signatureCount&quot;:(\d+)/.exec(html);
  return match ? Number(match[1]) : null;
}

type Seen = { what: string; count: number | null; process: string | null };

/** What every kind of read answers this browser about petition `id`, with the process that answered. */
async function readsOf(browser: Browser, id: number): Promise<Seen[]> {
  const answers = await Promise.all([
    browser.fetch(`/petitions?category=${CATEGORY}`).then(async (r) => ({ r, body: await r.text() })),
    browser.fetch(`/api/petitions?category=${CATEGORY}`).then(async (r) => ({ r, body: await r.text() })),
    browser.fetch(`/petitions/${id}`).then(async (r) => ({ r, body: await r.text() })),
    browser.fetch(`/api/petitions/${id}`).then(async (r) => ({ r, body: await r.text() })),
  ]);
  const [list, apiList, page, apiPetition] = answers.map(({ r, body }) => {
    expect(r.status).toBe(200);
    return { body, process: r.headers.get("x-test-process") };
  }) as Array<{ body: string; process: string | null }>;
  const listed = (JSON.parse(apiList?.body ?? "{}") as { petitions: Array<{ id: number; signatureCount: number }> })
    .petitions;
  return [
    { what: "list page", count: cardCount(list?.body ?? "", id), process: list?.process ?? null },
    {
      what: "API list",
      count: listed.find((petition) => petition.id === id)?.signatureCount ?? null,
      process: apiList?.process ?? null,
    },
    { what: "petition page", count: pageCount(page?.body ?? ""), process: page?.process ?? null },
    {
      what: "API petition",
      count: (JSON.parse(apiPetition?.body ?? "{}") as { petition: { signatureCount: number } }).petition
        .signatureCount,
      process: apiPetition?.process ?? null,
    },
  ];
}

/**
 * 50 signers in a row, each a new browser, sign one petition while a stream of signatures reaches other
 * petitions of the same list; each at once reads the list, the petition and the API, several times.
 * Returns what was seen below the count each was given, and the processes that answered.
 */
async function fiftySigners(server: ServerProcess, readsEach: number) {
  const target = await createPetition(server.url, "The one they sign");
  const others = await Promise.all([1, 2, 3].map((n) => createPetition(server.url, `Signed meanwhile ${n}`)));
  let stop = false;
  const background = (async () => {
    let n = 0;
    while (!stop) {
      const other = others[n++ % others.length];
      const response = await fetch(`${server.url}/api/petitions/${other}/signatures`, { method: "POST" });
      await response.arrayBuffer();
    }
  })();
  const stale: string[] = [];
  const processes = new Set<string>();
  try {
    for (let signer = 0; signer < 50; signer++) {
      const browser = new Browser(server.url);
      // The list as others see it, read just before: an entry the signature makes stale.
      await browser.fetch(`/petitions?category=${CATEGORY}`).then((r) => r.arrayBuffer());
      const signed = await browser.fetch(`/api/petitions/${target}/signatures`, { method: "POST" });
      expect(signed.status).toBe(201);
      const given = ((await signed.json()) as { signatureCount: number }).signatureCount;
      for (let read = 0; read < readsEach; read++) {
        for (const seen of await readsOf(browser, target)) {
          if (seen.process) processes.add(seen.process);
          if (seen.count === null || seen.count < given) {
            stale.push(`signer ${signer + 1}: ${seen.what} (process ${seen.process}) shows ${seen.count} < ${given}`);
          }
        }
      }
    }
  } finally {
    stop = true;
    await background;
  }
  return { stale, processes };
}

describe("read-your-writes for the signer", () => {
  let server: ServerProcess | undefined;
  let workers: ServerProcess | undefined;
  afterAll(() => Promise.all([server?.stop(), workers?.stop()]));

  it("shows a quiet process's signer their signature on the very next page and API read", async () => {
    server = await startServer({ env: LIMITS });
    const id = await createPetition(server.url, "A quiet petition");
    const browser = new Browser(server.url);
    // Read by someone a moment before the signature: kept, and younger than a refresh.
    expect(cardCount(await (await fetch(`${server.url}/petitions?category=${CATEGORY}`)).text(), id)).toBe(0);
    const signed = await browser.fetch(`/api/petitions/${id}/signatures`, { method: "POST" });
    expect(signed.status).toBe(201);
    expect(((await signed.json()) as { signatureCount: number }).signatureCount).toBe(1);
    expect(signed.headers.getSetCookie().some((cookie) => cookie.startsWith("brehon_wrote="))).toBe(true);
    const seen = await readsOf(browser, id);
    expect(seen.map(({ what, count }) => [what, count])).toEqual([
      ["list page", 1],
      ["API list", 1],
      ["petition page", 1],
      ["API petition", 1],
    ]);
  });

  it("never shows 50 signers in a row an old count, while other petitions of the list are signed", async () => {
    const { stale } = await fiftySigners(server as ServerProcess, 1);
    expect(stale).toEqual([]);
  }, 120_000);

  describe.skipIf(!TEST_DATABASE_URL)("on two processes (skipped: TEST_DATABASE_URL is not set)", () => {
    it("never shows a signer an old count, whichever process answers", async () => {
      workers = await startServer({
        database: "postgres",
        testHooks: true,
        env: { ...LIMITS, WORKERS: "2", DATABASE_POOL_SIZE: "10" },
      });
      await workers.waitForLine(/2 server processes running/);
      const { stale, processes } = await fiftySigners(workers, 2);
      expect(stale).toEqual([]);
      // Both processes answered the signers' reads.
      expect(processes.size).toBe(2);
    }, 180_000);
  });
});
