import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createChangeFeed } from "~/petitions/feed.server";
import { createPetitionStore } from "~/petitions/store.server";
import { createSignInLimits } from "./limits.server";
import { createResponses } from "./responses.server";
import { createStaffConsole, type Staff } from "./service.server";

const requester = { ip: "198.51.100.7", userAgent: "test" };
const ENGLISH = "The Government will build the footbridge next year.";
const IRISH = "Tógfaidh an Rialtas an droichead coisithe an bhliain seo chugainn.";

describe.each(TEST_BACKENDS)("the Government's responses (%s)", (backend) => {
  const db = openTestDatabase(backend);
  const staffConsole = createStaffConsole({ db, addressSalt: "salt", limits: createSignInLimits() });
  const petitions = createPetitionStore(db);
  const responses = createResponses(staffConsole);
  const feed = createChangeFeed(db);
  const changes: Array<Map<number, unknown> | null> = [];
  let admin: Staff;
  let id = 0;

  const audit = async (action: string) =>
    (
      await db.sql.query<{ detail: string }>(
        "select detail from audit_log where action = $1 and petition_id = $2 order by id",
        [action, id],
      )
    ).rows.map((row) => JSON.parse(row.detail));

  beforeAll(async () => {
    await db.ready();
    await feed.start();
    feed.subscribe((rows) => changes.push(rows));
    const account = await staffConsole.store.addAccount("eoin@example.ie", "admin");
    admin = { sessionId: "s", accountId: account?.id ?? 0, email: "eoin@example.ie", role: "admin" };
    id = (
      await petitions.create({
        title: "A footbridge at Ballyglass",
        description: "Words.",
        category: "infrastructure",
        submitterName: null,
        submitterEmail: null,
      })
    ).id;
  });
  afterAll(() => db.drop());

  it("saves a draft in one language, which the public read does not show", async () => {
    expect(await responses.save(id, "response", { en: ENGLISH, ga: "" }, admin, requester)).toEqual({
      status: "done",
      action: "saved",
    });
    const stored = await petitions.get(id);
    expect(stored?.petition.response).toEqual({ state: "none", publishedAt: null });
    expect((await responses.read(id))?.answers.response).toMatchObject({ en: ENGLISH, ga: null, publishedAt: null });
    expect(await audit("response-draft-saved")).toEqual([
      {
        kind: "response",
        before: { en: null, ga: null, publishedAt: null },
        after: { en: ENGLISH, ga: null, publishedAt: null },
      },
    ]);
  });

  it("refuses to publish without both languages, saying which is missing", async () => {
    const refused = await responses.publish(id, "response", { en: ENGLISH, ga: "  " }, admin, requester);
    expect(refused).toMatchObject({ status: "invalid", errors: { ga: expect.stringContaining("Irish") } });
    expect(refused.status === "invalid" && refused.message).toBe(
      "The Government's response was not published: the Irish text is missing. It can be published only in both English and Irish.",
    );
    expect((await petitions.get(id))?.petition.response.state).toBe("none");
    expect(await audit("response-published")).toEqual([]);
  });

  it("publishes in both languages, dated to the second, announced to every process and audited", async () => {
    const before = changes.length;
    expect(
      (await responses.publish(id, "response", { en: ENGLISH, ga: `${IRISH}\r\n` }, admin, requester)).status,
    ).toBe("done");
    const { petition } = (await petitions.get(id)) ?? {};
    expect(petition?.response).toEqual({
      state: "published",
      publishedAt: expect.stringMatching(/T\d\d:\d\d:\d\d\.000Z$/),
      text: { en: ENGLISH, ga: IRISH },
    });
    expect(petition?.debateOutcome).toEqual({ state: "none", publishedAt: null });
    // The list carries the state, not the texts.
    const listed = await petitions.listPage({
      page: 1,
      sort: "signatures",
      category: null,
      response: "published",
      pageSize: 24,
    });
    expect(listed.petitions.map((entry) => [entry.id, entry.response])).toEqual([
      [id, { state: "published", publishedAt: petition?.response.publishedAt }],
    ]);
    expect(
      (await petitions.listPage({ page: 1, sort: "signatures", category: null, response: "awaiting", pageSize: 24 }))
        .total,
    ).toBe(0);
    // The petition's row changed: the database announced it with the response's state. Other changes
    // may be announced first: wait for the last announcement of this petition to carry it.
    const announced = () =>
      changes
        .slice(before)
        .filter((rows) => rows?.has(id))
        .at(-1)
        ?.get(id);
    // PostgreSQL's notifications arrive on their own connection: on a busy machine, later than a second.
    await expect
      .poll(announced, { timeout: 15_000 })
      .toMatchObject({ response: { state: "published", publishedAt: petition?.response.publishedAt } });
    expect(await audit("response-published")).toEqual([
      {
        kind: "response",
        before: { en: ENGLISH, ga: null, publishedAt: null },
        after: { en: ENGLISH, ga: IRISH, publishedAt: petition?.response.publishedAt },
      },
    ]);
  });

  it("edits a published response (both languages stay required) and unpublishes it to a draft", async () => {
    const publishedAt = (await petitions.get(id))?.petition.response.publishedAt;
    expect((await responses.save(id, "response", { en: "", ga: IRISH }, admin, requester)).status).toBe("invalid");
    expect((await responses.publish(id, "response", { en: ENGLISH, ga: IRISH }, admin, requester)).status).toBe(
      "invalid",
    );
    expect(await responses.save(id, "response", { en: `${ENGLISH} Updated.`, ga: IRISH }, admin, requester)).toEqual({
      status: "done",
      action: "edited",
    });
    expect((await petitions.get(id))?.petition.response).toMatchObject({
      publishedAt,
      text: { en: `${ENGLISH} Updated.` },
    });
    expect(await audit("response-edited")).toHaveLength(1);
    expect(await responses.unpublish(id, "response", admin, requester)).toEqual({
      status: "done",
      action: "unpublished",
    });
    expect((await petitions.get(id))?.petition.response).toEqual({ state: "none", publishedAt: null });
    expect((await responses.read(id))?.answers.response).toMatchObject({ en: `${ENGLISH} Updated.`, ga: IRISH });
    expect((await responses.unpublish(id, "response", admin, requester)).status).toBe("invalid");
    expect(await audit("response-unpublished")).toEqual([
      {
        kind: "response",
        before: { en: `${ENGLISH} Updated.`, ga: IRISH, publishedAt },
        after: { en: `${ENGLISH} Updated.`, ga: IRISH, publishedAt: null },
      },
    ]);
  });

  it("keeps the debate's outcome apart, and refuses an unknown petition and overlong text", async () => {
    expect((await responses.publish(id, "debate", { en: "Debated.", ga: "Pléadh í." }, admin, requester)).status).toBe(
      "done",
    );
    expect((await petitions.get(id))?.petition.debateOutcome).toMatchObject({
      state: "published",
      text: { en: "Debated.", ga: "Pléadh í." },
    });
    expect(await audit("debate-outcome-published")).toHaveLength(1);
    expect((await responses.publish(999_999, "debate", { en: "a", ga: "b" }, admin, requester)).status).toBe(
      "not-found",
    );
    const long = await responses.save(id, "response", { en: "x".repeat(5001), ga: "" }, admin, requester);
    expect(long).toMatchObject({ status: "invalid", errors: { en: expect.stringContaining("5,000") } });
  });
});
