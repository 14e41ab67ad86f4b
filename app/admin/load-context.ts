import type { SiteBanner } from "~/banner/index.server";
import type { AccountActor, AccountResult, Accounts } from "./accounts.server";
import type { Moderation } from "./moderation.server";
import type { Responses } from "./responses.server";
import type { Staff, StaffConsole, StaffRequester } from "./service.server";
import type { ConsoleTranslations } from "./translations.server";

/** What the console's routes (app/admin/pages/admin*.tsx) receive in their load context. */
export type AdminRequest = {
  console: StaffConsole;
  /** The moderation queue and its actions. */
  moderation: Moderation;
  /** The Government's responses and the debates' outcomes (admins only). */
  responses: Responses;
  /** The petitions waiting for their other language, and their translation (moderators and admins). */
  translations: ConsoleTranslations;
  /** The signed-in staff member, or null. */
  staff: Staff | null;
  requester: StaffRequester;
  /**
   * Whether a `Secure` cookie can be set: the request came over HTTPS (through
   * a trusted proxy) or to this machine's own loopback address.
   */
  secureContext: boolean;
  /** The address asked for when the sign-in page answered instead of it. */
  refusedPath?: string;
  /** The site banner admins switch on and off (app/banner). */
  banner: SiteBanner;
  /** What the console's route modules use of the server beside the services above. */
  kit: ConsoleKit;
};

/**
 * Handed to the console's route modules in their load context, so that `app/` imports nothing of
 * `server/` (docs/architecture.md): the session cookie, the set-up's TOTP secret, the audit export,
 * the accounts' rules and the origin of set-up links.
 */
export type ConsoleKit = {
  /** The Set-Cookie value of a new session (its whole lifetime), and the one that removes it. */
  sessionCookie(token: string): string;
  clearedSessionCookie(): string;
  newTotpSecret(): string;
  totpUri(secret: string, email: string): string;
  /** The whole audit log as CSV, streamed in batches. */
  auditCsv(): ReadableStream<Uint8Array>;
  accounts: Accounts;
  /** The address a set-up link starts with: PUBLIC_URL, else http://localhost:PORT, as for `npm run staff`. */
  linkOrigin(): string;
};

export type { AccountActor, AccountResult };

declare module "react-router" {
  interface AppLoadContext {
    /** The operators' console, on /admin only (app/admin/gate.server.ts). */
    admin?: AdminRequest;
  }
}
