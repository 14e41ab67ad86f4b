import type { Router } from "express";
import { describe, expect, it } from "vitest";
import { OPERATIONS, openApiDocument } from "~/api-description/openapi.server";
import { petitionsApi } from "~/petitions/api.server";
import type { LiveCounts } from "~/petitions/live.server";
import { petitionLogApi } from "~/petitions/log/api.server";
import type { LogPages } from "~/petitions/log/pages.server";
import type { PetitionLog } from "~/petitions/log/service.server";
import { openDataApi } from "~/petitions/open-data/api.server";
import type { PetitionService } from "~/petitions/service.server";
import { searchApi } from "~/search/api.server";
import type { SearchService } from "~/search/service.server";
import type { Database } from "./db/client";

/** The routes a router answers, as `METHOD /path` under `prefix`, in OpenAPI's spelling of parameters. */
function routesOf(router: Router, prefix: string): string[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path?: string; methods?: Record<string, boolean> } | undefined;
    if (!route?.path || !route.methods) return [];
    return Object.keys(route.methods)
      .filter((method) => method !== "_all")
      .map((method) =>
        `${method.toUpperCase()} ${prefix}${route.path === "/" ? "" : route.path}`.replace(/:(\w+)/g, "{$1}"),
      );
  });
}

const unused = {} as never;

describe("the API's description", () => {
  it("describes every route of the public API's routers, and nothing they do not answer", () => {
    const served = new Set([
      ...routesOf(petitionsApi(unused as PetitionService, unused as LiveCounts), "/api/petitions"),
      ...routesOf(petitionLogApi(unused as PetitionLog, unused, 60, unused as LogPages), "/api/petitions"),
      ...routesOf(searchApi(unused as SearchService), "/api/search"),
      ...routesOf(openDataApi(unused as Database), ""),
      // Served by the app itself (server/app.ts).
      "GET /api/openapi.json",
    ]);
    const described = new Set(OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
    expect([...served].filter((route) => !described.has(route)).sort()).toEqual([]);
    expect([...described].filter((route) => !served.has(route)).sort()).toEqual([]);
  });

  it("is OpenAPI 3.1 with one operation per method and path, each with an id and an answer", () => {
    const document = openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const ids = OPERATIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { responses, operationId } = operation as { responses: Record<string, unknown>; operationId: string };
        expect(operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(Object.keys(responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    // The list's parameters come from the constants the server parses them with.
    const list = document.paths["/api/petitions"]?.get as {
      parameters: Array<{ name: string; schema: { enum?: string[] } }>;
    };
    expect(list.parameters.find((parameter) => parameter.name === "sort")?.schema.enum).toEqual([
      "signatures",
      "newest",
      "popular",
    ]);
  });
});
