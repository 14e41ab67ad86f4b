import { PETITION_CATEGORIES, type PetitionCategory } from "./fields";

/** Petitions on one page of the list, on the page and in the JSON API. */
export const PAGE_SIZE = 24;
/** The highest page number accepted; far past the end of any real list. */
export const MAX_PAGE = 100_000;

/** Most signatures, newest, or "popular now": most signatures in the last hour. */
export const PETITION_SORTS = ["signatures", "newest", "popular"] as const;
export type PetitionSort = (typeof PETITION_SORTS)[number];

/** The list's filter on the Government's response: petitions that have one, or that are owed one. */
export const RESPONSE_FILTERS = ["published", "awaiting"] as const;
export type ResponseFilter = (typeof RESPONSE_FILTERS)[number];

/** The list's filter on the deadline: petitions still taking signatures, or closed ones. */
export const STATE_FILTERS = ["open", "closed"] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

/** What a view of the list is: the spec's order (most signatures first) unless asked otherwise. */
export type PetitionListQuery = {
  page: number;
  sort: PetitionSort;
  category: PetitionCategory | null;
  response: ResponseFilter | null;
  /** Open or closed petitions only; both when absent (older callers leave it out). */
  state?: StateFilter | null;
};

export const DEFAULT_QUERY: PetitionListQuery = {
  page: 1,
  sort: "signatures",
  category: null,
  response: null,
  state: null,
};

export type QueryProblem = "page" | "sort" | "category" | "response" | "state";

/**
 * Reads `page`, `sort`, `category`, `response` and `state` from a query string. Missing or empty
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
  const state = params.get("state") || null;
  const pageNumber = /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : Number.NaN;
  if (!(pageNumber <= MAX_PAGE)) problems.push("page");
  if (!(PETITION_SORTS as readonly string[]).includes(sort)) problems.push("sort");
  if (category !== null && !(PETITION_CATEGORIES as readonly string[]).includes(category)) problems.push("category");
  if (response !== null && !(RESPONSE_FILTERS as readonly string[]).includes(response)) problems.push("response");
  if (state !== null && !(STATE_FILTERS as readonly string[]).includes(state)) problems.push("state");
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    query: {
      page: pageNumber,
      sort: sort as PetitionSort,
      category: category as PetitionCategory | null,
      response: response as ResponseFilter | null,
      state: state as StateFilter | null,
    },
  };
}

/** The query string of a view, without defaults, in a stable order (shareable, cacheable). */
export function listSearch(query: PetitionListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.response) params.set("response", query.response);
  if (query.state) params.set("state", query.state);
  if (query.sort !== DEFAULT_QUERY.sort) params.set("sort", query.sort);
  if (query.page !== 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Whether a view shows the list (its cards, or a view's own empty message), or the page's empty state: no petition at all. */
export const listShown = (total: number, query: PetitionListQuery) =>
  total > 0 || query.category !== null || query.response !== null || Boolean(query.state);
