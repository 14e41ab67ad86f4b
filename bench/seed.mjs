// `npm run bench:seed -- [--pglite DIR | --postgres URL] [--petitions N] [--signatures N]`
// Fills a database with petitions and signatures, generated in SQL (a few
// statements, not one insert per row): 10,000 petitions and 1,000,000
// signatures by default, a tenth of them on one hot petition.
import { mkdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { builtServer, MIGRATIONS } from "./lib.mjs";

/** The categories the database accepts, from the portal itself (app/petitions/fields.ts, through the build). */
const { PETITION_CATEGORIES: CATEGORIES } = await builtServer();
const TOPICS = [
  "Safer crossings near schools",
  "Cleaner rivers in the west",
  "Longer library hours",
  "A footbridge at Ballyglass",
  "More buses after midnight",
  "Broadband for island communities",
  "Free swimming lessons for children",
  "Protect the bog lands",
  "Plain-language tax forms",
  "A national walking trail",
];

/**
 * Seeds `target` ({ kind: "pglite", dataDir } or { kind: "postgres", url }),
 * migrating it first. Returns the hot petition's id and the totals.
 */
export async function seed(target, { petitions = 10_000, signatures = 1_000_000 } = {}) {
  const started = Date.now();
  let query;
  let close;
  if (target.kind === "pglite") {
    mkdirSync(target.dataDir, { recursive: true });
    const client = new PGlite(target.dataDir);
    await migratePglite(drizzlePglite(client), {
      migrationsFolder: MIGRATIONS,
      migrationsTable: "__drizzle_migrations",
    });
    query = (text, params) => client.query(text, params);
    close = () => client.close();
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await migratePg(drizzlePg(client), {
      migrationsFolder: MIGRATIONS,
      migrationsTable: "__drizzle_migrations",
      migrationsSchema: "drizzle",
    });
    query = (text, params) => client.query(text, params);
    close = () => client.end();
  }
  try {
    const { rows: existing } = await query("select count(*)::int as n from petitions");
    if (existing[0].n > 0) throw new Error("The database already holds petitions: seed an empty one.");
    await query(
      `insert into petitions (title, description, category, submitter_name, created_at)
       select 'Petition ' || g || ': ' || ($2::text[])[1 + g % array_length($2::text[], 1)],
              'Citizens ask the government to act on this. ' || repeat('It matters to our communities. ', 1 + g % 8),
              ($3::text[])[1 + g % array_length($3::text[], 1)],
              case when g % 3 = 0 then null else 'Citizen ' || g end,
              now() - make_interval(mins => g)
         from generate_series(1, $1::int) g`,
      [petitions, TOPICS, CATEGORIES],
    );
    const { rows } = await query("select min(id)::int as first from petitions");
    const hot = rows[0].first;
    // A tenth on the hot petition; the rest spread unevenly over all of them.
    await query(
      `insert into petition_signatures (petition_id, signer_key, address_hash, created_at)
       select case when g <= $2::int / 10 then $1::int
                   else $1::int + ((g::bigint * g::bigint) % $3::int)::int end,
              'seed-' || g,
              md5((g % 5000)::text),
              now() - make_interval(secs => g % 86400)
         from generate_series(1, $2::int) g`,
      [hot, signatures, petitions],
    );
    // Each seeded signature enters its petition's log, as a signature given before receipts would.
    await query(
      `insert into petition_log (petition_id, position, entry, signature_id, created_at)
       select petition_id, (row_number() over (partition by petition_id order by id) - 1)::int,
              'signature without receipt', id, created_at
         from petition_signatures`,
    );
    await query(
      `update petitions p set signature_count = c.n, log_size = c.n
         from (select petition_id, count(*)::int as n from petition_signatures group by petition_id) c
        where c.petition_id = p.id`,
    );
    // Each petition's hours as the counter's trigger would have written them, signature by signature
    // (the update above put every count in the current hour at once).
    await query("delete from petition_counts");
    await query(
      `insert into petition_counts (petition_id, hour, signed)
       select petition_id, date_trunc('hour', created_at), count(*)::int from petition_signatures group by 1, 2`,
    );
    await query("analyze petition_log");
    await query("analyze petitions");
    await query("analyze petition_signatures");
    return { hot, petitions, signatures, seconds: (Date.now() - started) / 1000 };
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      pglite: { type: "string" },
      postgres: { type: "string" },
      petitions: { type: "string" },
      signatures: { type: "string" },
    },
  });
  const target = values.postgres
    ? { kind: "postgres", url: values.postgres }
    : { kind: "pglite", dataDir: values.pglite ?? "./data" };
  const result = await seed(target, {
    petitions: Number(values.petitions ?? 10_000),
    signatures: Number(values.signatures ?? 1_000_000),
  });
  console.log(
    `Seeded ${result.petitions} petitions and ${result.signatures} signatures in ${result.seconds.toFixed(1)} s (hot petition ${result.hot}).`,
  );
}
