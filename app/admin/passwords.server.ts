import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/admin/fields";

type Cost = { N: number; r: number; p: number };

/** scrypt's cost: 2^15 rounds of 8-block mixing, about 32 MiB and a tenth of a second per hash. */
export const PASSWORD_COST: Cost = { N: 2 ** 15, r: 8, p: 1 };

/** The cost new hashes are made with: PASSWORD_COST, but in unit tests (see `setPasswordCost`). */
let COST: Cost = PASSWORD_COST;

/**
 * Unit tests hash at a lower cost (test/setup.ts): the same code, in a fraction of the time. A hash
 * names its cost, so a password is verified at the cost it was hashed with.
 */
export function setPasswordCost(cost: Cost): void {
  COST = cost;
}
const KEY_LENGTH = 32;

export { PASSWORD_MAX, PASSWORD_MIN };

function derive(password: string, salt: Buffer, options: Cost): Promise<Buffer> {
  const settings: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, settings, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Whether the password matches the stored hash (in constant time); false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password needs at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `The password may have at most ${PASSWORD_MAX} characters.`;
  return null;
}
