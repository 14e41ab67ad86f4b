import { z } from "~/lib/zod";
import { PETITION_CATEGORIES, PETITION_LIMITS } from "~/petitions/fields";
import { COUNT_INTERVALS } from "~/petitions/history";
import { MAX_PAGE, PETITION_SORTS, RESPONSE_FILTERS, STATE_FILTERS } from "~/petitions/query";
import {
  countsSchema,
  errorSchema,
  listSchema,
  logSchema,
  messageSchema,
  newPetitionSchema,
  objectSchema,
  onePetitionSchema,
  searchSchema,
  signatureSchema,
  signedSchema,
  similarSchema,
  snapshotsSchema,
} from "./schemas.server";

/**
 * The public API described in OpenAPI 3.1: every operation, its parameters and its answers, the answers'
 * bodies written from the schemas of ./schemas.ts (which the tests read live answers with) and the
 * parameters from the constants the server parses them with. Served at /api/openapi.json and drawn as
 * the developers' page at build time. The version follows the rules in `info.description`.
 */
export const API_VERSION = "1.0.0";

type Schema = z.ZodMiniType;
/** An answer: its status's meaning, and its body (JSON by a schema, or another type as text). */
type Answer = { description: string; schema?: Schema; type?: string };
type Parameter = {
  name: string;
  in: "path" | "query" | "header";
  description: string;
  required?: boolean;
  schema: Record<string, unknown>;
};

/** An operation as this module writes it, with the example request the tests run. */
export type Operation = {
  method: "get" | "post";
  path: string;
  id: string;
  tag: "petitions" | "signatures" | "log" | "search" | "open-data" | "description";
  summary: string;
  parameters?: Parameter[];
  body?: Schema;
  answers: Record<number, Answer>;
  /** The request the tests send (`{id}` is a petition they created), and the status it must get. */
  example: { query?: Record<string, string>; body?: unknown; status: number };
};

const idParameter: Parameter = {
  name: "id",
  in: "path",
  required: true,
  description: "The petition's number.",
  schema: { type: "integer", minimum: 1, maximum: 2_147_483_647 },
};
const langParameter: Parameter = {
  name: "lang",
  in: "query",
  description:
    "The language of messages, and of petitions' `title` and `description` where a petition has them in it (else the original, in `language`): `en` or `ga` (otherwise Accept-Language, then English). Each petition's `translations` holds its text in the language it was not written in, once translated.",
  schema: { type: "string", enum: ["en", "ga"] },
};
const enumOf = (values: readonly string[]) => ({ type: "string", enum: [...values] });
/** A parameter of the query string; `required` where the operation cannot do without it. */
const queryParameter = (
  name: string,
  description: string,
  schema: Record<string, unknown>,
  { required }: { required?: true } = {},
): Parameter => ({ name, in: "query", ...(required && { required }), description, schema });
/** How a petition's counts are grouped, in both of their forms. */
const intervalParameter = queryParameter("interval", "`day` by default.", enumOf(COUNT_INTERVALS));

const error = (description: string): Answer => ({ description, schema: errorSchema });
const NOT_FOUND = error("No such petition, or a malformed number.");
const GONE = error("The moderators removed the petition.");
const UNAVAILABLE = error("The petitions cannot be read at the moment.");
const LIMITED = error("Too many requests from this connection: see Retry-After.");
/** The answers of a read counted against the search allowance: what it found, its words refused, or the allowance spent. */
const searchAnswers = (found: Answer, refused: string): Operation["answers"] => ({
  200: found,
  400: error(refused),
  429: LIMITED,
});

/** A read with no parameters that always answers 200 (a key, a download, this description), run as is. */
const plainRead = (path: string, id: string, tag: Operation["tag"], summary: string, answer: Answer): Operation => ({
  method: "get",
  path,
  id,
  tag,
  summary,
  answers: { 200: answer },
  example: { status: 200 },
});

/**
 * An operation on one petition (at `/api/petitions/{id}` or below it): the petition's number is its first
 * parameter, and it answers 404 when there is no such petition, unless `answers` says what else 404 means there.
 */
const onPetition = ({ parameters = [], answers, ...operation }: Operation): Operation => ({
  ...operation,
  parameters: [idParameter, ...parameters],
  answers: { 404: NOT_FOUND, ...answers },
});

export const OPERATIONS: readonly Operation[] = [
  {
    method: "get",
    path: "/api/petitions",
    id: "listPetitions",
    tag: "petitions",
    summary: "A page of the public petitions, sorted and filtered as the list page is.",
    parameters: [
      queryParameter("page", "From 1.", { type: "integer", minimum: 1, maximum: MAX_PAGE }),
      queryParameter("sort", "`signatures` by default.", enumOf(PETITION_SORTS)),
      queryParameter("category", "One category only.", enumOf(PETITION_CATEGORIES)),
      queryParameter("response", "With a response, or owed one.", enumOf(RESPONSE_FILTERS)),
      queryParameter("state", "Open or closed petitions only.", enumOf(STATE_FILTERS)),
      langParameter,
    ],
    answers: {
      200: { description: "The page.", schema: listSchema },
      400: error("A parameter was not understood."),
      503: UNAVAILABLE,
    },
    example: { query: { sort: "newest", state: "open" }, status: 200 },
  },
  {
    method: "post",
    path: "/api/petitions",
    id: "createPetition",
    tag: "petitions",
    summary:
      "Creates a petition, in the request's language. Optionally `translatedTitle` and `translatedDescription` in the other language (both or neither). The email address is kept for the petitioner's updates and never shown.",
    parameters: [langParameter],
    body: newPetitionSchema,
    answers: {
      201: { description: "Created (with pre-moderation, `awaitingReview` and a message).", schema: objectSchema },
      400: { description: "Refused, with a message per field in `errors`.", schema: objectSchema },
      429: LIMITED,
      503: UNAVAILABLE,
    },
    example: {
      body: { title: "A description's example petition", description: "Created by the description's test." },
      status: 201,
    },
  },
  onPetition({
    method: "get",
    path: "/api/petitions/{id}",
    id: "getPetition",
    tag: "petitions",
    summary: "One petition, with its responses' texts, its timeline and its invalidations.",
    parameters: [langParameter],
    answers: {
      200: { description: "The petition.", schema: onePetitionSchema },
      410: GONE,
      503: UNAVAILABLE,
    },
    example: { status: 200 },
  }),
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/counts",
    id: "getPetitionCounts",
    tag: "petitions",
    summary: "The hours or days in which the petition's count moved (UTC), with the count at the end of each.",
    parameters: [intervalParameter, langParameter],
    answers: {
      200: { description: "The counts.", schema: countsSchema },
      400: error("An interval other than hour or day."),
      410: GONE,
    },
    example: { query: { interval: "hour" }, status: 200 },
  }),
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/counts.csv",
    id: "getPetitionCountsCsv",
    tag: "petitions",
    summary: "The same counts as CSV: `start,signed,removed,total`.",
    parameters: [intervalParameter],
    answers: { 200: { description: "The counts.", type: "text/csv" }, 400: error("A bad interval.") },
    example: { status: 200 },
  }),
  {
    method: "get",
    path: "/api/petitions/similar",
    id: "findSimilarPetitions",
    tag: "petitions",
    summary: "Up to three open petitions whose titles look like the given one. Counted against the search allowance.",
    parameters: [
      queryParameter(
        "title",
        "The title being written.",
        { type: "string", minLength: 1, maxLength: PETITION_LIMITS.title },
        { required: true },
      ),
      langParameter,
    ],
    answers: searchAnswers(
      { description: "The petitions, most alike first.", schema: similarSchema },
      "No title, or too long.",
    ),
    example: { query: { title: "A description's example petition" }, status: 200 },
  },
  {
    method: "get",
    path: "/api/petitions/signed",
    id: "whichSigned",
    tag: "signatures",
    summary: "Which of these petitions this browser (its signer cookie) has signed. Never cached by shared caches.",
    parameters: [
      queryParameter("ids", "Up to 48 petition numbers, separated by commas.", { type: "string" }, { required: true }),
    ],
    answers: { 200: { description: "The signed ones.", schema: signedSchema }, 400: error("Bad ids.") },
    example: { query: { ids: "{id}" }, status: 200 },
  },
  onPetition({
    method: "post",
    path: "/api/petitions/{id}/signatures",
    id: "signPetition",
    tag: "signatures",
    summary: "Signs the petition once per browser (a cookie); the answer carries the signature's receipt, shown once.",
    parameters: [
      langParameter,
      {
        name: "Idempotency-Key",
        in: "header",
        description:
          "A UUID naming this browser's attempt, sent again with a repeat: without the signer cookie, the same attempt is the same signer, so a repeat after a lost answer is told it has signed (409) and counts nothing more.",
        schema: { type: "string", format: "uuid" },
      },
    ],
    answers: {
      201: { description: "Signed: the new count and the receipt.", schema: signatureSchema },
      409: { description: "Signed already, closed, or signed by email on this portal.", schema: objectSchema },
      429: LIMITED,
      503: UNAVAILABLE,
    },
    example: { status: 201 },
  }),
  onPetition({
    method: "post",
    path: "/api/petitions/{id}/signature-requests",
    id: "requestSignature",
    tag: "signatures",
    summary:
      "With PETITION_SIGNING=email only: asks to sign with a name and an email address; the link emailed confirms it. Elsewhere there is no such address (404).",
    parameters: [langParameter],
    body: z.object({
      name: z.string(),
      email: z.string(),
      citizen: z.literal("yes"),
      // Optional: "yes" emails the signer when the Government responds, a debate is set or held, and when it closes.
      updates: z.optional(z.literal("yes")),
    }),
    answers: {
      202: {
        description:
          "Check your email: the same answer whether a link was sent now, within the last 6 hours (one per petition and address), or not at all (the address's daily allowance, SIGNATURE_EMAILS_PER_DAY).",
        schema: messageSchema,
      },
      400: {
        description:
          "Refused, with a message per field: the email must be one plain local@domain (no comments, quotes, brackets, commas or spaces), the name without control or direction characters.",
        schema: objectSchema,
      },
      404: error("No such petition, or signatures are not taken by email on this portal."),
      409: error("The petition is closed."),
      429: LIMITED,
    },
    example: { body: { name: "Example", email: "example@example.com", citizen: "yes" }, status: 404 },
  }),
  onPetition({
    method: "post",
    path: "/api/petitions/{id}/reports",
    id: "reportPetition",
    tag: "petitions",
    summary: "Tells the moderators that the petition may break the rules. Anonymous.",
    parameters: [langParameter],
    answers: { 201: { description: "Received.", schema: messageSchema }, 429: LIMITED },
    example: { status: 201 },
  }),
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/events",
    id: "followPetition",
    tag: "petitions",
    summary: "The petition's count as Server-Sent Events (`event: count`), at most once a second.",
    answers: { 200: { description: "The stream.", type: "text/event-stream" } },
    example: { status: 200 },
  }),
  {
    method: "get",
    path: "/api/petitions/events",
    id: "followPetitions",
    tag: "petitions",
    summary: "The counts of up to 48 petitions as Server-Sent Events.",
    parameters: [
      queryParameter("ids", "Petition numbers, separated by commas.", { type: "string" }, { required: true }),
    ],
    answers: { 200: { description: "The stream.", type: "text/event-stream" }, 400: error("Bad ids.") },
    example: { query: { ids: "{id}" }, status: 200 },
  },
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/log",
    id: "getPetitionLog",
    tag: "log",
    summary:
      "A page of the petition's append-only log: 10,000 entries from a multiple of 10,000, kept a year by caches once complete.",
    parameters: [
      queryParameter("from", "The page's first position, a multiple of 10,000 (0 by default).", {
        type: "integer",
        minimum: 0,
      }),
    ],
    answers: {
      200: { description: "The page's entries.", schema: logSchema },
      301: { description: "A position inside a page: Location is the page that holds it." },
      400: error("A bad position."),
      429: LIMITED,
    },
    example: { status: 200 },
  }),
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/snapshots",
    id: "getPetitionSnapshots",
    tag: "log",
    summary: "The signed snapshots of the petition's log, oldest first.",
    answers: { 200: { description: "The snapshots.", schema: snapshotsSchema } },
    example: { status: 200 },
  }),
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/proof",
    id: "getInclusionProof",
    tag: "log",
    summary: "A receipt's entry and its inclusion proof in a snapshot (the receipt is never logged).",
    parameters: [
      queryParameter("receipt", "The receipt's code.", { type: "string" }, { required: true }),
      queryParameter("size", "The snapshot's size (the latest by default).", { type: "integer", minimum: 1 }),
    ],
    answers: {
      200: { description: "The proof.", schema: objectSchema },
      400: error("Not a receipt's code, or a bad size."),
      404: { description: "No such receipt, or in no snapshot yet.", schema: objectSchema },
      429: LIMITED,
    },
    example: { query: { receipt: "00000-00000-00000-00000-00000-00000" }, status: 404 },
  }),
  onPetition({
    method: "get",
    path: "/api/petitions/{id}/consistency",
    id: "getConsistencyProof",
    tag: "log",
    summary: "A proof that the snapshot of `to` entries begins with the snapshot of `from`.",
    parameters: [
      queryParameter("from", "The earlier size.", { type: "integer", minimum: 1 }, { required: true }),
      queryParameter("to", "The later size.", { type: "integer", minimum: 1 }, { required: true }),
    ],
    answers: {
      200: { description: "The proof.", schema: objectSchema },
      400: error("Bad sizes."),
      404: error("No snapshot of a size."),
      429: LIMITED,
    },
    example: { query: { from: "1", to: "1" }, status: 404 },
  }),
  plainRead(
    "/api/petitions/snapshot-key",
    "getSnapshotKey",
    "log",
    "The public key that signs snapshots now, and the text it signs.",
    {
      description: "The key.",
      schema: objectSchema,
    },
  ),
  plainRead(
    "/api/petitions/snapshot-keys",
    "getSnapshotKeys",
    "log",
    "Every key that has signed snapshots, each after the first announced by the one before.",
    { description: "The keys.", schema: objectSchema },
  ),
  {
    method: "get",
    path: "/api/search",
    id: "search",
    tag: "search",
    summary: "The site search: pages and petitions, in the language asked for.",
    parameters: [
      queryParameter("q", "The words, at most 100 characters.", { type: "string" }, { required: true }),
      queryParameter("page", "From 1.", { type: "integer", minimum: 1 }),
      langParameter,
    ],
    answers: searchAnswers({ description: "The results.", schema: searchSchema }, "No words, or too many."),
    example: { query: { q: "petition" }, status: 200 },
  },
  ...(
    [
      ["/api/petitions.csv", "petitionsCsv", "Every public petition, one line each.", "text/csv"],
      [
        "/api/petitions.json",
        "petitionsJson",
        "Every public petition, its signatures per day and its snapshots.",
        "application/json",
      ],
      ["/api/petitions-per-day.csv", "signaturesPerDayCsv", "Signatures per petition and day (UTC).", "text/csv"],
      ["/api/petitions-snapshots.csv", "snapshotsCsv", "Every signed snapshot of each petition's log.", "text/csv"],
      ["/api/petitions-transparency.csv", "transparencyCsv", "Petitions in figures, month by month.", "text/csv"],
    ] as const
  ).map(([path, id, summary, type]) =>
    plainRead(path, id, "open-data", summary, {
      description: "The data.",
      ...(type === "application/json" ? { schema: objectSchema } : { type }),
    }),
  ),
  plainRead("/api/openapi.json", "describeApi", "description", "This description.", {
    description: "OpenAPI 3.1.",
    schema: objectSchema,
  }),
];

/** A schema in JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it), as what the server sends or accepts. */
export const jsonSchemaOf = (schema: Schema) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
  });
  return rest;
};

/** The whole description, as /api/openapi.json serves it. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const responses = Object.fromEntries(
      Object.entries(operation.answers).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          content: answer.schema
            ? { "application/json": { schema: jsonSchemaOf(answer.schema) } }
            : { [answer.type ?? "text/plain"]: { schema: { type: "string" } } },
        },
      ]),
    );
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: {
        operationId: operation.id,
        tags: [operation.tag],
        summary: operation.summary,
        ...(operation.parameters ? { parameters: operation.parameters } : {}),
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: jsonSchemaOf(operation.body) } },
              },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Republic of Brehon: public API",
      version: API_VERSION,
      description:
        "The petitions, their signatures, counts and logs, the site search and the open data. Messages follow `lang=` or Accept-Language (English or Irish). " +
        "Versioning: a change that adds an address, a parameter or a field keeps this version's minor number moving and breaks no client. " +
        "A change that would break a client (a field removed or changing meaning, an address removed) gets a new path, under /api/v2, and the old path keeps answering for at least twelve months, marked `deprecated` here and with a `Deprecation` header, before it is removed.",
      license: { name: "Open data: free to reuse", url: "/terms-of-use" },
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "petitions", description: "Petitions and their counts." },
      { name: "signatures", description: "Signing, and what this browser signed." },
      { name: "log", description: "Each petition's append-only log, its signed snapshots and their proofs." },
      { name: "search", description: "The site search." },
      { name: "open-data", description: "Downloads, the same for everyone." },
      { name: "description", description: "This description." },
    ],
    paths,
  };
}
