import { createMailQueue } from "~/petitions/mail/store.server";
import { createPetitionStore } from "~/petitions/store.server";
import { openTestDatabase, type TEST_BACKENDS } from "./database";

/**
 * A fresh test database with the petitions and the petitioner email queue on it, and a way to
 * create a petition awaiting review, as a petitioner who gave an address (or none) does.
 */
export function openMailDatabase(backend: (typeof TEST_BACKENDS)[number]) {
  const db = openTestDatabase(backend);
  const petitions = createPetitionStore(db);
  const createPetition = (title: string, email: string | null, language: "en" | "ga" = "en") =>
    petitions.create(
      { title, description: "Words.", category: "other", submitterName: null, submitterEmail: email },
      { awaitingReview: true, language },
    );
  return { db, petitions, queue: createMailQueue(db), createPetition };
}
