/** A page of a list as the API asks for it: `page` counts from 1, `limit` rows a page. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** A page as the API answers it (the page's fields of every `…Data` list contract). */
export interface Page<Item> {
  list: Item[];
  page: number;
  limit: number;
  has_more: boolean;
}

/**
 * Reads one page: asks `read` for the rows from the page's start, one row past the page (that row
 * only tells whether another page follows), and turns the page's own rows into items with `view`.
 */
export async function readPage<Row, Item>(
  query: PageQuery,
  read: (window: { offset: number; limit: number }) => Promise<Row[]>,
  view: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const rows = await read({ offset: (query.page - 1) * query.limit, limit: query.limit + 1 });
  return {
    list: await view(rows.slice(0, query.limit)),
    page: query.page,
    limit: query.limit,
    has_more: rows.length > query.limit,
  };
}
