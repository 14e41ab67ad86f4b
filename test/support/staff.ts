import { totpCode } from "~/admin/totp.server";
import { postForm } from "./requests";

/** The password every test's member of staff chooses at set-up. */
export const STAFF_PASSWORD = "a long and private passphrase";

/** The TOTP secret that a set-up page shows ("" when there is none). */
export const totpSecretOn = (html: string): string =>
  html.match(/data-testid="totp-secret">([A-Z2-7]{32})</)?.[1] ?? "";

/** The session cookie (name=value) that a sign-in's answer sets. */
export const cookieOf = (response: Response): string =>
  (response.headers.get("set-cookie") ?? "").split(";")[0] as string;

function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status}`);
}

/**
 * Sets up an account through its one-time link (a path) as a new member of
 * staff does: reads the secret, chooses the password, gives the current code,
 * and is sent on to the sign-in. Returns the TOTP secret.
 */
export async function setUpStaff(
  base: string,
  path: string,
  password = STAFF_PASSWORD,
  /** The time as the server sees it (a server whose clock the test moved: `server.clockNow()`). */
  at = Date.now(),
): Promise<string> {
  const page = await fetch(`${base}${path}`);
  expectStatus(page, 200, `set-up page ${path}`);
  const secret = totpSecretOn(await page.text());
  if (!secret) throw new Error(`no secret on the set-up page ${path}`);
  const done = await postForm(base, path, { password, confirm: password, secret, code: totpCode(secret, at) });
  expectStatus(done, 303, `set-up of ${path}`);
  const next = done.headers.get("location");
  if (next !== "/admin/sign-in?set-up") throw new Error(`set-up of ${path} went on to ${next}, not to the sign-in`);
  return secret;
}

/**
 * Signs in with the next time step's code (the current one was used at set-up);
 * returns the answer, whose status the caller checks.
 */
export function signInStaff(
  base: string,
  email: string,
  secret: string,
  {
    password = STAFF_PASSWORD,
    next,
    at = Date.now(),
  }: { password?: string; next?: string /** The server's time, as for setUpStaff. */; at?: number } = {},
): Promise<Response> {
  const code = totpCode(secret, at + 30_000);
  return postForm(base, "/admin/sign-in", { email, password, code, ...(next ? { next } : {}) });
}

/** A new member of staff from link to session: set-up, then sign-in. Returns the session cookie. */
export async function staffCookie(base: string, link: string, email: string): Promise<string> {
  const secret = await setUpStaff(base, link);
  const signedIn = await signInStaff(base, email, secret);
  expectStatus(signedIn, 303, `sign-in of ${email}`);
  return cookieOf(signedIn);
}
