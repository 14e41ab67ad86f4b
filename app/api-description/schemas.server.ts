import { z } from "~/lib/zod";
import { PETITION_CATEGORIES, type PublicPetition } from "~/petitions/fields";
import { COUNT_INTERVALS } from "~/petitions/history";
import { PETITION_SORTS, RESPONSE_FILTERS, STATE_FILTERS } from "~/petitions/query";
import { INVALIDATION_REASONS } from "~/petitions/receipt-code";

/**
 * The public API's answers as Zod schemas: the OpenAPI description (./openapi.ts) is written from them, and
 * the tests read every live answer with them. A petition's schema and the type the server builds it with
 * must stay the same (the type assertions at the end fail the build otherwise), so the description cannot
 * drift from what the server sends. Objects are strict: a field the description does not name fails too.
 */
const time = () => z.iso.datetime();
const language = z.enum(["en", "ga"]);

export const answerSchema = z.strictObject({
  state: z.enum(["none", "awaiting", "published"]),
  publishedAt: z.nullable(time()),
  text: z.optional(z.strictObject({ en: z.optional(z.string()), ga: z.optional(z.string()) })),
});

const timelineEventSchema = z.union([
  z.strictObject({ kind: z.enum(["created", "published", "response", "debate-outcome"]), at: time() }),
  z.strictObject({
    kind: z.literal("threshold"),
    at: time(),
    threshold: z.enum(["response", "debate"]),
    signatures: z.number(),
  }),
  z.strictObject({ kind: z.literal("closed"), at: time(), onDeadline: z.boolean() }),
  z.strictObject({ kind: z.literal("removed"), at: time(), reason: z.nullable(z.string()) }),
  z.strictObject({
    kind: z.literal("invalidated"),
    at: time(),
    reason: z.enum(INVALIDATION_REASONS),
    count: z.number(),
  }),
]);

const translationSchema = z.strictObject({ title: z.string(), description: z.string(), translatedAt: time() });

export const petitionSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.nullable(z.enum(PETITION_CATEGORIES)),
  submitterName: z.nullable(z.string()),
  language,
  translations: z.strictObject({ en: z.optional(translationSchema), ga: z.optional(translationSchema) }),
  signatureCount: z.number(),
  createdAt: z.nullable(time()),
  closed: z.boolean(),
  closesAt: z.optional(z.nullable(time())),
  closedAt: z.optional(z.nullable(time())),
  response: answerSchema,
  debateOutcome: answerSchema,
  invalidated: z.optional(z.array(z.strictObject({ reason: z.enum(INVALIDATION_REASONS), count: z.number() }))),
  recentSignatures: z.optional(z.number()),
  timeline: z.optional(z.array(timelineEventSchema)),
});

export const errorSchema = z.object({ error: z.string() });

const link = z.nullable(z.string());
export const listSchema = z.strictObject({
  petitions: z.array(petitionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pages: z.number(),
  sort: z.enum(PETITION_SORTS),
  category: z.nullable(z.enum(PETITION_CATEGORIES)),
  response: z.nullable(z.enum(RESPONSE_FILTERS)),
  state: z.nullable(z.enum(STATE_FILTERS)),
  links: z.strictObject({ self: z.string(), first: z.string(), last: z.string(), next: link, previous: link }),
});

export const onePetitionSchema = z.strictObject({ petition: petitionSchema });

export const countsSchema = z.strictObject({
  petition: z.number(),
  interval: z.enum(COUNT_INTERVALS),
  timeZone: z.literal("UTC"),
  signatureCount: z.number(),
  counts: z.array(z.strictObject({ start: time(), signed: z.number(), removed: z.number(), total: z.number() })),
});

export const similarSchema = z.strictObject({
  petitions: z.array(z.strictObject({ id: z.number(), title: z.string(), language, signatureCount: z.number() })),
});

export const signedSchema = z.strictObject({ signed: z.array(z.number()) });
export const signatureSchema = z.strictObject({ signatureCount: z.number(), receipt: z.string() });
export const messageSchema = z.strictObject({ message: z.string() });

export const snapshotsSchema = z.strictObject({
  petition: z.number(),
  publicKey: z.string(),
  snapshots: z.array(
    z.strictObject({
      size: z.number(),
      head: z.string(),
      count: z.number(),
      at: time(),
      signature: z.string(),
      key: z.number(),
    }),
  ),
});

export const logSchema = z.strictObject({
  petition: z.number(),
  from: z.number(),
  entries: z.array(z.string()),
  next: z.nullable(z.string()),
});

export const searchSchema = z.strictObject({
  query: z.string(),
  language,
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  petitionsSearched: z.boolean(),
  results: z.array(
    z.strictObject({
      kind: z.string(),
      address: z.string(),
      title: z.string(),
      excerpt: z.array(z.strictObject({ text: z.string(), mark: z.optional(z.literal(true)) })),
      language: z.optional(language),
    }),
  ),
});

/** Any JSON object: an answer whose fields are described in the reference (docs/reference/api.md). */
export const objectSchema = z.record(z.string(), z.unknown());

/** The new petition a POST sends: the fields the server's schema (app/petitions/schema.server.ts) checks. */
export { newPetitionRequestSchema as newPetitionSchema } from "~/petitions/schema.server";

// The description of a petition and the type the server builds one with are the same type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const petitionMatches: Same<z.infer<typeof petitionSchema>, PublicPetition> = true;
void petitionMatches;
