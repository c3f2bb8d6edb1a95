import { queryOptions } from '@tanstack/react-query';
import { contentRoutes, type Article, type Language } from '@waihui/contracts';
import { call } from '../http/client';

/*
 * Reads of the content module shared by the news feature (articles) and the "me" pages (terms,
 * about): one article by id or slug. Texts come in the request language, hence `lang` in the key.
 */

/** Every content read (articles, lists, banners, help); a language change refetches each. */
export const CONTENT_KEY = ['content'] as const;

export type ArticleRef = { id: number } | { slug: string };

/** GET /api/news/detail: one article, its body already sanitised HTML. */
export function getArticleQueryOptions(ref: ArticleRef, lang: Language) {
  const input = 'id' in ref ? { id: ref.id } : { slug: ref.slug };
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'article', 'id' in ref ? ref.id : ref.slug, lang] as const,
    queryFn: ({ signal }): Promise<Article> => call(contentRoutes.newsDetail, input, { signal }),
    staleTime: 60_000,
  });
}
