// `npm run db:check`: verifies that every petition's signature_count equals its
// signature rows, on the configured database (DATABASE_URL or DATA_DIR).
import { openDatabase } from "./db/client";
import { readEnv } from "./env";
import { createPetitionStore } from "./petitions";

const env = readEnv();
const db = env.DATABASE_URL
  ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolSize: 1 })
  : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
try {
  const mismatches = await createPetitionStore(db).countMismatches();
  if (mismatches.length === 0) {
    console.log("Every petition's signature count equals its signature rows.");
  } else {
    for (const { id, signatureCount, rows } of mismatches) {
      console.error(`Petition ${id}: count ${signatureCount}, rows ${rows}`);
    }
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
