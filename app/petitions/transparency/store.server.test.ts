import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { monthsOf } from "~/petitions/transparency";
import { createPetitionStore } from "../store.server";
import { createTransparency, transparencyCsv } from "./service.server";
import { createTransparencyStore } from "./store.server";

const petition = (title: string) => ({
  title,
  description: "Words enough.",
  category: "other" as const,
  submitterName: null,
  submitterEmail: null,
});

describe.each(TEST_BACKENDS)("the petitions' figures on %s", (backend) => {
  const db = openTestDatabase(backend);
  const petitions = createPetitionStore(db);
  const figures = createTransparencyStore(db);

  beforeAll(() => db.ready());
  afterAll(() => db.drop());

  it("counts each month's petitions, removals and invalidations by reason, responses and reviews", async () => {
    const kept = await petitions.create(petition("Kept"));
    const removed = await petitions.create(petition("Removed"));
    const reviewed = await petitions.create(petition("Reviewed"), { awaitingReview: true });
    await petitions.create(petition("Waiting"), { awaitingReview: true });
    await petitions.moderate(removed.id, "misleading", null);
    // Published two hours after it was written (the review), in the same month.
    await db.sql.query("update petitions set created_at = now() - interval '2 hours' where id = $1", [reviewed.id]);
    await petitions.moderate(reviewed.id, null, null);
    await petitions.signBatch(
      Array.from({ length: 4 }, (_, n) => ({ petitionId: kept.id, signerKey: `s${n}`, addressHash: "heavy" })),
    );
    await petitions.removeSignatures(kept.id, "heavy", new Date(Date.now() - 60_000), "automated");
    // It reached the response threshold three days ago and was answered today.
    await db.sql.query(
      `update petitions set response_threshold_at = now() - interval '3 days', response_published_at = now() where id = $1`,
      [kept.id],
    );

    const month = new Date().toISOString().slice(0, 7);
    const [row] = monthsOf(await figures.monthFigures(), month);
    expect(row).toMatchObject({
      month,
      received: 4,
      published: 3,
      removed: { misleading: 1 },
      invalidated: { automated: 4 },
      responses: 1,
      medianDaysToResponse: 3,
      reviewed: 1,
      medianHoursInReview: 2,
    });
    expect(await figures.now(new Date())).toMatchObject({ awaitingReview: 1, owedResponse: 0 });

    const csv = transparencyCsv(await createTransparency(figures)());
    const [header, line] = csv.split("\r\n");
    expect(header?.split(",")).toContain("removed_misleading");
    expect(line).toMatch(new RegExp(`^${month},4,3,`));
  });
});
