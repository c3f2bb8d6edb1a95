/*
 * The one paging of the app's infinite lists (loadmore / nomore): every paged route answers
 * `{ list, has_more }` for `page` 1, 2, …; an infinite query spreads `pagedList` or `pinnedList`
 * into its options and a screen reads the rows with `loadedRows`.
 */

/** One page of a list as every paged route answers it. */
export interface ListPage<Row> {
  list: readonly Row[];
  /** False on the last page ("no further entries"). */
  has_more: boolean;
}

/**
 * Which page an infinite query asks for: its number (1 = the first), and on a pinned list the id
 * every later page stays below (the route's `before_id`; undefined for the first page).
 */
export interface PageParam {
  page: number;
  beforeId: number | undefined;
}

const FIRST_PAGE: PageParam = { page: 1, beforeId: undefined };

/** Pages 1, 2, … while the last one has more. */
export const pagedList = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (last: ListPage<unknown>, _pages: unknown, param: PageParam) =>
    last.has_more ? { page: param.page + 1, beforeId: undefined } : undefined,
};

/**
 * A newest-first list whose route takes `before_id`: later pages stay below the first page's top
 * id + 1, so rows added meanwhile do not push a row onto two pages.
 */
export const pinnedList = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (
    last: ListPage<{ id: number }>,
    pages: readonly ListPage<{ id: number }>[],
    param: PageParam,
  ): PageParam | undefined => {
    if (!last.has_more) return undefined;
    const top = pages[0]?.list[0]?.id;
    return {
      page: param.page + 1,
      beforeId: param.beforeId ?? (top === undefined ? undefined : top + 1),
    };
  },
};

/**
 * The rows of the pages loaded so far, in order. `distinct`: each id once, for a list that is not
 * pinned (a review queue), where a row can move onto the next page between two loads.
 */
export function loadedRows<Row extends { id: number | string }>(
  data: { pages: readonly ListPage<Row>[] } | undefined,
  { distinct = false }: { distinct?: boolean } = {},
): Row[] {
  const rows = (data?.pages ?? []).flatMap((page) => page.list);
  if (!distinct) return rows;
  const byId = new Map<number | string, Row>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}
