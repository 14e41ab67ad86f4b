import { PETITION_CATEGORIES, type PetitionCategory } from "./fields";

/** Petitions on one page of the list, on the page and in the JSON API. */
export const PAGE_SIZE = 24;
/** The highest page number accepted; far past the end of any real list. */
export const MAX_PAGE = 100_000;

export const PETITION_SORTS = ["signatures", "newest"] as const;
export type PetitionSort = (typeof PETITION_SORTS)[number];

/** The list's filter on the Government's response: petitions that have one, or that are owed one. */
export const RESPONSE_FILTERS = ["published", "awaiting"] as const;
export type ResponseFilter = (typeof RESPONSE_FILTERS)[number];

/** What a view of the list is: the spec's order (most signatures first) unless asked otherwise. */
export type PetitionListQuery = {
  page: number;
  sort: PetitionSort;
  category: PetitionCategory | null;
  response: ResponseFilter | null;
};

export const DEFAULT_QUERY: PetitionListQuery = { page: 1, sort: "signatures", category: null, response: null };

export type QueryProblem = "page" | "sort" | "category" | "response";

/**
 * Reads `page`, `sort`, `category` and `response` from a query string. Missing or empty
 * values take their defaults; anything else unreadable is reported by name.
 */
export function parseListQuery(
  params: URLSearchParams,
): { ok: true; query: PetitionListQuery } | { ok: false; problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  const page = params.get("page") || "1";
  const sort = params.get("sort") || DEFAULT_QUERY.sort;
  const category = params.get("category") || null;
  const response = params.get("response") || null;
  const pageNumber = /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : Number.NaN;
  if (!(pageNumber <= MAX_PAGE)) problems.push("page");
  if (!(PETITION_SORTS as readonly string[]).includes(sort)) problems.push("sort");
  if (category !== null && !(PETITION_CATEGORIES as readonly string[]).includes(category)) problems.push("category");
  if (response !== null && !(RESPONSE_FILTERS as readonly string[]).includes(response)) problems.push("response");
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    query: {
      page: pageNumber,
      sort: sort as PetitionSort,
      category: category as PetitionCategory | null,
      response: response as ResponseFilter | null,
    },
  };
}

/** The query string of a view, without defaults, in a stable order (shareable, cacheable). */
export function listSearch(query: PetitionListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.response) params.set("response", query.response);
  if (query.sort !== DEFAULT_QUERY.sort) params.set("sort", query.sort);
  if (query.page !== 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
