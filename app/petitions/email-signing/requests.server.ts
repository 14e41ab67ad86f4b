import type { SignerFieldErrors } from "~/petitions/outcomes";
import type { Requester } from "../../../server/http/requester";

/** What a request to sign by email comes to. */
export type RequestResult =
  | { status: "requested" }
  | { status: "invalid"; errors: SignerFieldErrors }
  | { status: "closed" | "not-found" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

/**
 * What the petitions service hands a request to sign by email to (./service.ts), once signing by email
 * is set up: the service knows this much of it, and it knows the service, one way only.
 */
export type SignatureRequests = {
  request(
    petitionId: number | null,
    fields: Record<string, unknown>,
    requester: Requester & { language: "en" | "ga" },
  ): Promise<RequestResult>;
};
