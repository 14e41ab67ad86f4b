import type { SignOutcome, SignRequest } from "./store.server";

export type SignQueueOptions = {
  /** Writes a batch in one transaction; outcomes in the order of the requests. */
  write(batch: SignRequest[]): Promise<SignOutcome[]>;
  /** Off: every signature is its own transaction (for comparison, and for debugging). */
  grouping: boolean;
  /** The most signatures in one transaction. */
  maxBatch?: number;
  /** Transactions in flight at once (a PostgreSQL pool can run several; PGlite runs one). */
  concurrency?: number;
  /** Called after each committed batch, before any of its requests is answered. */
  onCommitted?(batch: SignRequest[], outcomes: SignOutcome[]): void;
};

/**
 * Group commit for signatures. Requests that arrive while a transaction is in
 * flight wait for the next one, which takes them all (up to `maxBatch`): under
 * load the database sees a few large transactions instead of many small ones,
 * and at low load a request waits for nothing but its own commit. Every
 * request's promise settles only after the transaction holding it commits or
 * fails; a failed transaction fails every request in it and writes nothing.
 *
 * A second transaction (up to `concurrency`) takes only requests for petitions
 * that no transaction in flight holds: one for a petition in flight would wait
 * for its row's lock in the database anyway, holding a connection, and would go
 * out smaller than it will once that transaction commits. Requests it leaves
 * keep their order.
 */
export function createSignQueue({ write, grouping, maxBatch = 500, concurrency = 1, onCommitted }: SignQueueOptions) {
  type Waiting = { request: SignRequest; resolve(outcome: SignOutcome): void; reject(error: unknown): void };
  const queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const run = async (batch: Waiting[]) => {
    const requests = batch.map((waiting) => waiting.request);
    try {
      const outcomes = await writeWithRetry(requests);
      onCommitted?.(requests, outcomes);
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome) waiting.resolve(outcome);
        else waiting.reject(new Error("A signature had no outcome"));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  // Two batches from two processes can lock the same petitions in different orders;
  // PostgreSQL then cancels one. Nothing of it was written, so it is safe to run again.
  const writeWithRetry = async (requests: SignRequest[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(requests);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (attempt >= 3 || (code !== "40P01" && code !== "40001")) throw error;
      }
    }
  };

  /** Petitions in the transactions in flight (each in one: a second transaction never takes one of them). */
  const held = new Set<number>();

  /** The next transaction's requests, taken out of the queue: none when all wait for a petition in flight. */
  const nextBatch = (): Waiting[] => {
    if (held.size === 0) return queue.splice(0, maxBatch);
    const batch: Waiting[] = [];
    let kept = 0;
    for (const waiting of queue) {
      if (batch.length < maxBatch && !held.has(waiting.request.petitionId)) batch.push(waiting);
      else queue[kept++] = waiting;
    }
    queue.length = kept;
    return batch;
  };

  const pump = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < concurrency) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      const petitions = new Set(batch.map((waiting) => waiting.request.petitionId));
      for (const petition of petitions) held.add(petition);
      inFlight += 1;
      void run(batch).finally(() => {
        for (const petition of petitions) held.delete(petition);
        inFlight -= 1;
        if (queue.length > 0) schedule();
      });
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // Requests parsed in the same turn of the event loop travel together.
    setImmediate(pump);
  };

  return {
    sign(request: SignRequest): Promise<SignOutcome> {
      if (!grouping) {
        return writeWithRetry([request]).then((outcomes) => {
          onCommitted?.([request], outcomes);
          const outcome = outcomes[0];
          if (!outcome) throw new Error("A signature had no outcome");
          return outcome;
        });
      }
      return new Promise<SignOutcome>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        if (inFlight < concurrency) schedule();
      });
    },
    /** Signatures waiting for a transaction. */
    get waiting() {
      return queue.length;
    },
  };
}

export type SignQueue = ReturnType<typeof createSignQueue>;
