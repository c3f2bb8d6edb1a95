import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminArticleSaveBody } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

export const articleKeys = {
  all: [...ADMIN_KEY, 'articles'] as const,
};

/** Articles of every category, newest first (the newest 50). */
export function getArticlesQueryOptions() {
  return queryOptions({
    queryKey: articleKeys.all,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminArticleList, { limit: 50 }, { signal }),
  });
}

/** Saves a new or changed article; the list reads again. */
export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminArticleSaveBody) =>
      operatorCall(backofficeRoutes.adminArticleSave, body, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** An article body as the app's article page renders it (the server's sanitised HTML). */
export function usePreviewArticle() {
  return useMutation({
    mutationFn: (bodyMarkdown: string) =>
      operatorCall(backofficeRoutes.adminContentPreview, { body_markdown: bodyMarkdown }),
  });
}
