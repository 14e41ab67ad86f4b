import { describe, expect, it } from "vitest";
import { waitUntil } from "#test/support/wait";
import { createSignQueue } from "./sign-queue.server";
import type { SignRequest } from "./store.server";

const request = (index: number, petitionId = 1): SignRequest => ({
  petitionId,
  signerKey: `k${index}`,
  addressHash: null,
});

describe("the group-commit queue", () => {
  it("gathers requests that arrive together into one transaction and answers each after it", async () => {
    const batches: SignRequest[][] = [];
    const committed: number[] = [];
    const queue = createSignQueue({
      grouping: true,
      write: async (batch) => {
        batches.push(batch);
        return batch.map((_, index) => ({
          status: "signed" as const,
          signatureCount: index + 1,
          receipt: `R${index}`,
        }));
      },
      onCommitted: (batch) => committed.push(batch.length),
    });
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => queue.sign(request(index))));
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((entry) => entry.signerKey)).toEqual(Array.from({ length: 20 }, (_, index) => `k${index}`));
    expect(committed).toEqual([20]);
    expect(outcomes[19]).toEqual({ status: "signed", signatureCount: 20, receipt: "R19" });
  });

  it("respects the batch size and the number of transactions in flight", async () => {
    let inFlight = 0;
    let most = 0;
    const sizes: number[] = [];
    // Each transaction stays open until the test lets it commit: once as many are in flight as the
    // queue allows, or none is left waiting, all those open commit together.
    const open: (() => void)[] = [];
    const queue = createSignQueue({
      grouping: true,
      maxBatch: 8,
      concurrency: 2,
      write: async (batch) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        sizes.push(batch.length);
        await new Promise<void>((resolve) => open.push(resolve));
        inFlight -= 1;
        return batch.map(() => ({ status: "signed" as const, signatureCount: 1, receipt: "R" }));
      },
    });
    let settled = false;
    // Each request for a petition of its own: a second transaction takes no petition of the first.
    const signed = Promise.all(Array.from({ length: 50 }, (_, index) => queue.sign(request(index, index)))).finally(
      () => {
        settled = true;
      },
    );
    while (!settled) {
      await waitUntil(
        () => open.length >= 2 || (open.length > 0 && queue.waiting === 0) || settled,
        "two transactions in flight, or the last one",
      );
      for (const commit of open.splice(0)) commit();
    }
    await signed;
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(50);
    expect(most).toBe(2);
  });

  it("keeps a petition in flight out of a second transaction, and the requests it leaves in order", async () => {
    const batches: SignRequest[][] = [];
    const open: (() => void)[] = [];
    const queue = createSignQueue({
      grouping: true,
      concurrency: 2,
      write: async (batch) => {
        batches.push(batch);
        await new Promise<void>((resolve) => open.push(resolve));
        return batch.map(() => ({ status: "signed" as const, signatureCount: 1, receipt: "R" }));
      },
    });
    const first = queue.sign(request(0, 1));
    await waitUntil(() => open.length === 1, "the first transaction in flight");
    // Petition 1 is in flight: the second transaction takes petition 2's requests only.
    const rest = [request(1, 1), request(2, 2), request(3, 1), request(4, 2)].map((each) => queue.sign(each));
    await waitUntil(() => open.length === 2, "a second transaction in flight");
    expect(batches[1]?.map((entry) => entry.signerKey)).toEqual(["k2", "k4"]);
    expect(queue.waiting).toBe(2);
    open.shift()?.();
    await first;
    await waitUntil(() => open.length === 2, "the third transaction, once petition 1 is free");
    expect(batches[2]?.map((entry) => entry.signerKey)).toEqual(["k1", "k3"]);
    for (const commit of open.splice(0)) commit();
    await Promise.all(rest);
    expect(batches).toHaveLength(3);
  });

  it("fails every request of a failed transaction, and retries a deadlock", async () => {
    let attempts = 0;
    const queue = createSignQueue({
      grouping: true,
      write: async (batch) => {
        attempts += 1;
        if (attempts === 1) throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
        if (attempts === 2) throw new Error("connection lost");
        return batch.map(() => ({ status: "signed" as const, signatureCount: 1, receipt: "R" }));
      },
    });
    const results = await Promise.allSettled([queue.sign(request(1)), queue.sign(request(2))]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(attempts).toBe(2);
    await expect(queue.sign(request(3))).resolves.toEqual({ status: "signed", signatureCount: 1, receipt: "R" });
  });

  it("writes each request on its own when grouping is off", async () => {
    const sizes: number[] = [];
    const queue = createSignQueue({
      grouping: false,
      write: async (batch) => {
        sizes.push(batch.length);
        return batch.map(() => ({ status: "signed" as const, signatureCount: 1, receipt: "R" }));
      },
    });
    await Promise.all(Array.from({ length: 5 }, (_, index) => queue.sign(request(index))));
    expect(sizes).toEqual([1, 1, 1, 1, 1]);
  });
});
