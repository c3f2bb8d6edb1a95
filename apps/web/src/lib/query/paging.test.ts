import { describe, expect, it } from 'vitest';
import { loadedRows, pagedList, pinnedList, type ListPage } from './paging';

const page = (ids: number[], hasMore: boolean): ListPage<{ id: number }> => ({
  list: ids.map((id) => ({ id })),
  has_more: hasMore,
});

describe('pagedList', () => {
  it('starts at page 1 and asks page n + 1 while the last page has more', () => {
    expect(pagedList.initialPageParam).toEqual({ page: 1, beforeId: undefined });
    const first = page([9, 8], true);
    expect(pagedList.getNextPageParam(first, [first], { page: 1, beforeId: undefined })).toEqual({
      page: 2,
      beforeId: undefined,
    });
    expect(
      pagedList.getNextPageParam(page([7], false), [first], { page: 2, beforeId: undefined }),
    ).toBeUndefined();
  });
});

describe('pinnedList', () => {
  it('pins page 2 below the first page’s top id + 1 and keeps that pin on later pages', () => {
    const first = page([42, 41], true);
    const second = pinnedList.getNextPageParam(first, [first], { page: 1, beforeId: undefined });
    expect(second).toEqual({ page: 2, beforeId: 43 });
    const next = page([40, 39], true);
    expect(pinnedList.getNextPageParam(next, [first, next], { page: 2, beforeId: 43 })).toEqual({
      page: 3,
      beforeId: 43,
    });
  });

  it('stops on a page without more; an empty first page pins nothing', () => {
    const empty = page([], true);
    expect(pinnedList.getNextPageParam(empty, [empty], { page: 1, beforeId: undefined })).toEqual({
      page: 2,
      beforeId: undefined,
    });
    const last = page([5], false);
    expect(
      pinnedList.getNextPageParam(last, [last], { page: 1, beforeId: undefined }),
    ).toBeUndefined();
  });
});

describe('loadedRows', () => {
  it('lists the rows of every loaded page in order; distinct: a row that moved between loads once', () => {
    const data = { pages: [page([3, 2], true), page([2, 1], false)] };
    expect(loadedRows(data).map((row) => row.id)).toEqual([3, 2, 2, 1]);
    expect(loadedRows(data, { distinct: true }).map((row) => row.id)).toEqual([3, 2, 1]);
    expect(loadedRows(undefined)).toEqual([]);
  });
});
