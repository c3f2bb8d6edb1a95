import { contentPaths, type NewsListData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * GET /api/news/list?category=notice&limit=1: the newest announcement, in the request language.
 * Through the bare endpoint (contentPaths): typed, not parsed with zod (home's size budget).
 */
export function getLatestNotice(): Promise<NewsListData> {
  return call(contentPaths.newsList, { category: 'notice', page: 1, limit: 1 });
}
