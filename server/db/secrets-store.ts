import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { statementsOf } from "./statements";

/**
 * The secrets a database makes for itself once (migration 0002), read by every feature that needs
 * them: the salt of the address hashes.
 */
export async function readAddressSalt(db: Database): Promise<string> {
  const rows = await statementsOf(db).rows(
    sql<{ value: string }>`select value from server_secrets where name = 'address-hash-salt'`,
  );
  const salt = rows[0]?.value;
  if (!salt) throw new Error("The address-hash salt is missing from server_secrets");
  return salt;
}
