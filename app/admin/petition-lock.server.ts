import { createModerationStore } from "./moderation-store.server";
import type { Staff, StaffConsole } from "./service.server";

/** How long opening or acting on a petition keeps it for one member of staff. */
export const LOCK_MS = 10 * 60_000;

export type LockOutcome = { held: true } | { held: false; by: string; until: Date };

/** The words of a refusal while someone else holds a petition's lock. */
export const lockedMessage = (by: string) =>
  `${by} is working on this petition. Try again after they finish, or when their lock ends.`;

/**
 * One member of staff at a time per petition: every change to a petition (moderation, notes,
 * the Government's response and the debate's outcome) takes or renews its lock first, and is
 * refused while another holds it.
 */
export function petitionLocks(staffConsole: StaffConsole) {
  const store = createModerationStore(staffConsole.db);

  /** Takes or renews the lock; the holder's email when someone else holds it. */
  async function lock(petitionId: number, staff: Pick<Staff, "accountId">): Promise<LockOutcome> {
    const at = staffConsole.now();
    if (await store.takeLock(petitionId, staff.accountId, new Date(at.getTime() + LOCK_MS), at)) return { held: true };
    const holder = await store.lockHolder(petitionId);
    return {
      held: false,
      by: String(holder?.email ?? "another moderator"),
      until: holder?.expires_at ? new Date(holder.expires_at) : at,
    };
  }

  async function release(petitionId: number, staff: Pick<Staff, "accountId">) {
    await store.releaseLock(petitionId, staff.accountId);
  }

  return { lock, release };
}
