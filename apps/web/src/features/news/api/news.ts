import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  contentRoutes,
  type BannersData,
  type Language,
  type NewsListData,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { CONTENT_KEY } from '@/lib/content/queries';
import { pagedList } from '@/lib/query/paging';

/** Articles per page of the News tab and the notices (the server allows up to 50). */
export const NEWS_PAGE_SIZE = 10;

/** The two lists of the News tab. */
export type NewsCategory = 'news' | 'notice';

/** GET /api/news/benlist: the carousel's banners in the request language. */
export function getBannersQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'banners', lang] as const,
    queryFn: ({ signal }): Promise<BannersData> =>
      call(contentRoutes.newsBanners, undefined, { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/news/list of one category, newest first, page by page (loadmore / nomore). */
export function getNewsListQueryOptions(category: NewsCategory, lang: Language) {
  return infiniteQueryOptions({
    queryKey: [...CONTENT_KEY, 'list', category, lang] as const,
    queryFn: ({ pageParam, signal }): Promise<NewsListData> =>
      call(
        contentRoutes.newsList,
        { category, page: pageParam.page, limit: NEWS_PAGE_SIZE },
        { signal },
      ),
    ...pagedList,
    staleTime: 60_000,
  });
}
