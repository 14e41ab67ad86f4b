import { createTranslations, type TranslationResult } from "~/petitions/index.server";
import { lockedMessage, petitionLocks } from "./petition-lock.server";
import type { Staff, StaffConsole, StaffRequester } from "./service.server";

/**
 * The console's translation queue and form (app/admin/pages/admin-translations.tsx and
 * admin-petition-translation.tsx), for moderators and admins: the rules are the petitions'
 * (app/petitions/translations.server.ts); here a translation takes the petition's lock like every other
 * change to it, and is audited under the staff member's name and address.
 */
export function createConsoleTranslations(staffConsole: StaffConsole) {
  const translations = createTranslations(staffConsole.db);
  const locks = petitionLocks(staffConsole);
  return {
    queue: translations.queue,
    petition: translations.petition,
    history: translations.history,

    async translate(
      petitionId: number,
      input: { title: unknown; description: unknown },
      staff: Staff,
      requester: StaffRequester,
    ): Promise<TranslationResult | { status: "locked"; message: string }> {
      if (!(await translations.petition(petitionId))) return { status: "not-found" };
      const held = await locks.lock(petitionId, staff);
      if (!held.held) return { status: "locked", message: lockedMessage(held.by) };
      return translations.translate(
        petitionId,
        input,
        { source: "staff", accountId: staff.accountId },
        ({ action, petitionId: id, detail }) =>
          staffConsole.audit(staff, requester, action, { petitionId: id, detail }),
      );
    },
  };
}

export type ConsoleTranslations = ReturnType<typeof createConsoleTranslations>;
