import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { setClockOffset } from "../../../server/core/clock";
import { createPetitionStore } from "../store.server";
import { createFraudFlags } from "./job.server";
import { createFraudStore } from "./store.server";

const HOUR = 3_600_000;
const HEAVY = "a".repeat(32);
const OFFICE = "b".repeat(32);

describe.each(TEST_BACKENDS)("the hourly look for heavy sources, on %s", (backend) => {
  const db = openTestDatabase(backend);
  const petitions = createPetitionStore(db);
  const store = createFraudStore(db);

  beforeAll(() => db.ready());
  afterEach(() => setClockOffset(0));
  afterAll(() => db.drop());

  it("flags, once the hour has ended, each network over the threshold for one petition, once across processes", async () => {
    const { id } = await petitions.create({
      title: "Flag the heavy",
      description: "Words.",
      submitterName: null,
      submitterEmail: null,
      category: "public-services",
    });
    const from = (addressHash: string, count: number, tag: string) =>
      Array.from({ length: count }, (_, index) => ({ petitionId: id, signerKey: `${tag}${index}`, addressHash }));
    // Four from one network and three from another: over and at a threshold of three.
    await petitions.signBatch([...from(HEAVY, 4, "h"), ...from(OFFICE, 3, "o")]);
    const first = createFraudFlags({ store, networkHourly: 3 });
    const second = createFraudFlags({ store, networkHourly: 3 });

    // The hour has not ended: nothing is flagged yet.
    expect(await first.flagDue()).toBe(0);
    expect(await store.flags(new Date(Date.now() - 2 * HOUR))).toEqual([]);

    setClockOffset(HOUR);
    expect(await first.flagDue()).toBe(1);
    // Another process looking at the same hour finds the flag already written.
    expect(await second.flagDue()).toBe(0);
    const flags = await store.flags(new Date(Date.now() - 2 * HOUR));
    expect(flags).toEqual([
      expect.objectContaining({
        petitionId: id,
        title: "Flag the heavy",
        kind: "network",
        source: HEAVY,
        signatures: 4,
      }),
    ]);
    expect(flags[0]?.hour.getTime()).toBe(Math.floor(Date.now() / HOUR) * HOUR);
    expect(await store.flags(new Date(0), id + 1)).toEqual([]);

    // The source's rate, and what invalidating its window would take away.
    const since = new Date(Date.now() - HOUR);
    const until = new Date(Date.now() + HOUR);
    const heavy = { kind: "network" as const, value: HEAVY };
    expect(await store.sourceHourly(id, heavy, since)).toEqual([{ hour: flags[0]?.hour, signatures: 4 }]);
    expect(await store.countIn(id, heavy, since, until)).toBe(4);

    // Removing the signatures leaves the flag as it was found.
    await petitions.removeSignatures(id, HEAVY, since, "automated");
    expect(await store.countIn(id, heavy, since, until)).toBe(0);
    expect(await store.flags(new Date(0), id)).toHaveLength(1);
  });
});
