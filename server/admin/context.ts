import type { Moderation } from "./moderation";
import type { Responses } from "./responses";
import type { Staff, StaffConsole, StaffRequester } from "./service";

/** What the console's routes (app/routes/admin*.tsx) receive in their load context. */
export type AdminRequest = {
  console: StaffConsole;
  /** The moderation queue and its actions. */
  moderation: Moderation;
  /** The Government's responses and the debates' outcomes (admins only). */
  responses: Responses;
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
};

declare module "react-router" {
  interface AppLoadContext {
    /** The operators' console, on /admin only (server/admin/gate.ts). */
    admin?: AdminRequest;
  }
}
