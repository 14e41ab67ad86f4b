import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createFraudStore } from "~/petitions/fraud/store.server";
import { petitionModeration } from "~/petitions/index.server";
import { createPetitionStore } from "~/petitions/store.server";
import { createSignInLimits } from "./limits.server";
import { moderationOf } from "./moderation.server";
import { createResponses } from "./responses.server";
import { createStaffConsole, type Staff } from "./service.server";

/** Issue 33, item 9: the petition's lock covers every change to it, the Government's response included. */
describe.each(TEST_BACKENDS)("a petition's lock (%s)", (backend) => {
  const db = openTestDatabase(backend);
  const staffConsole = createStaffConsole({
    db,
    addressSalt: "salt",
    limits: createSignInLimits(),
    petitions: petitionModeration(createPetitionStore(db), createFraudStore(db)),
  });
  const moderation = moderationOf(staffConsole);
  const responses = createResponses(staffConsole);
  const requester = { ip: "198.51.100.7", userAgent: "test" };
  let moderator: Staff;
  let admin: Staff;
  let id = 0;

  beforeAll(async () => {
    await db.ready();
    const staff = async (email: string, role: "moderator" | "admin"): Promise<Staff> => {
      const account = await staffConsole.store.addAccount(email, role);
      return { sessionId: "s", accountId: account?.id ?? 0, email, role };
    };
    moderator = await staff("ada@example.ie", "moderator");
    admin = await staff("eoin@example.ie", "admin");
    const petition = await createPetitionStore(db).create({
      title: "Locked",
      description: "Words.",
      category: "other",
      submitterName: null,
      submitterEmail: null,
    });
    id = petition.id;
  });
  afterAll(() => db.drop());

  it("refuses a response draft, publication and debate outcome while another holds it, as closing", async () => {
    expect(await moderation.lock(id, moderator)).toEqual({ held: true });
    const texts = { en: "Yes.", ga: "Tá." };
    expect(await moderation.setClosed(id, true, admin, requester)).toMatchObject({ status: "locked" });
    for (const result of [
      await responses.save(id, "response", texts, admin, requester),
      await responses.publish(id, "response", texts, admin, requester),
      await responses.save(id, "debate", texts, admin, requester),
    ]) {
      expect(result).toMatchObject({
        status: "locked",
        message: "ada@example.ie is working on this petition. Try again after they finish, or when their lock ends.",
      });
    }
    expect((await responses.read(id))?.answers.response).toMatchObject({ en: null, ga: null, publishedAt: null });

    await moderation.release(id, moderator);
    expect(await responses.save(id, "response", texts, admin, requester)).toEqual({ status: "done", action: "saved" });
    // The admin now holds it: the moderator's actions wait in turn.
    expect(await moderation.setClosed(id, true, moderator, requester)).toMatchObject({ status: "locked" });
  });
});
