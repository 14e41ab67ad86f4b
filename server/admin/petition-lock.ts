import type { Staff, StaffConsole } from "./service";

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
  const { query } = staffConsole.store;

  /** Takes or renews the lock; the holder's email when someone else holds it. */
  async function lock(petitionId: number, staff: Pick<Staff, "accountId">): Promise<LockOutcome> {
    const at = staffConsole.now();
    const rows = await query<{ account_id: number }>(
      `insert into petition_locks (petition_id, account_id, expires_at) values ($1, $2, $3)
       on conflict (petition_id) do update set account_id = excluded.account_id, expires_at = excluded.expires_at
        where petition_locks.account_id = excluded.account_id or petition_locks.expires_at <= $4
       returning account_id`,
      [petitionId, staff.accountId, new Date(at.getTime() + LOCK_MS), at],
    );
    if (rows.length > 0) return { held: true };
    const holder = await query<{ email: string; expires_at: Date }>(
      `select a.email, l.expires_at from petition_locks l join staff_accounts a on a.id = l.account_id
        where l.petition_id = $1`,
      [petitionId],
    );
    return {
      held: false,
      by: String(holder[0]?.email ?? "another moderator"),
      until: holder[0]?.expires_at ? new Date(holder[0].expires_at) : at,
    };
  }

  async function release(petitionId: number, staff: Pick<Staff, "accountId">) {
    await query("delete from petition_locks where petition_id = $1 and account_id = $2", [petitionId, staff.accountId]);
  }

  return { lock, release };
}
