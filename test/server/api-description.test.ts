import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, openApiDocument } from "~/api-description/openapi";
import { z } from "~/lib/zod";
import { createPetition } from "../support/requests";
import { type ServerProcess, startServer } from "./harness";

/**
 * The API's description against the built server: /api/openapi.json is the description, and each
 * operation's example request gets the status it names, with a body its schema reads (objects are strict:
 * a field the description does not name fails) or the content type it names.
 */
let server: ServerProcess;
let id = 0;

beforeAll(async () => {
  server = await startServer();
  id = await createPetition(server.url, {
    title: "Described petition",
    description: "For the description's examples.",
  });
});
afterAll(() => server?.stop());

const withId = (text: string) => text.replaceAll("{id}", String(id));

describe("the API's description, on the server", () => {
  it("is served at /api/openapi.json", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("answers each operation's example as described", async () => {
    for (const operation of OPERATIONS) {
      const url = new URL(withId(operation.path), server.url);
      for (const [name, value] of Object.entries(operation.example.query ?? {}))
        url.searchParams.set(name, withId(value));
      const what = `${operation.method.toUpperCase()} ${url.pathname}${url.search}`;
      const controller = new AbortController();
      const response = await fetch(url, {
        method: operation.method.toUpperCase(),
        signal: controller.signal,
        ...(operation.example.body === undefined
          ? {}
          : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(operation.example.body) }),
      });
      expect(response.status, what).toBe(operation.example.status);
      const answer = operation.answers[response.status];
      expect(answer, what).toBeDefined();
      if (answer?.schema) {
        const parsed = z.safeParse(answer.schema, await response.json());
        expect(parsed.success ? [] : parsed.error.issues, what).toEqual([]);
      } else {
        expect(response.headers.get("content-type"), what).toContain(answer?.type);
        // A stream is not read to its end.
        controller.abort();
      }
    }
  });
});
