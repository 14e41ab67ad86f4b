import type { BannerContent } from "~/banner/markup";
import type { EmailSigning, PetitionLog, PetitionService, Requester } from "~/petitions/index.server";
import type { SearchService } from "~/search/index.server";

/** What the server hands every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** Petition rules and storage, shared with the JSON API. */
    petitions: PetitionService;
    /** The petitions' logs and signed snapshots; absent where the server runs without them. */
    petitionLog?: PetitionLog;
    /** Signing by email (PETITION_SIGNING=email): absent where signatures are taken per browser. */
    emailSigning?: EmailSigning;
    /** The site search (pages from the built index, petitions from the database). */
    search: SearchService;
    /** Set when this request's search was refused by the rate limit: the seconds to wait. */
    searchRetryAfter?: number;
    /**
     * Counts one search by this request's sender against the search allowance (RATE_LIMIT_SEARCH), for a
     * search a page's action makes (similar petitions): the seconds to wait when refused, else undefined.
     */
    countSearch?: () => Promise<number | undefined>;
    /** The client address and cookies, as the petition rules need them. */
    requester: Requester;
    /** Aborted when the server shuts down: long-lived responses (event streams) end themselves on it. */
    shutdownSignal: AbortSignal;
    /** PETITION_RETENTION_DAYS: the days after a petition closes at which its signers' names and addresses are erased, as the privacy policy states. */
    retentionDays: number;
    /** The site banner this process serves (app/banner), drawn by the app's root; none when absent. */
    banner?: BannerContent | null;
  }
}
