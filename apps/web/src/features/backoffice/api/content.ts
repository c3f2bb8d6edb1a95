import { useMutation } from '@tanstack/react-query';
import { backofficeRoutes, type AdminArticleSaveBody } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';

export const articleKeys = {
  all: [...ADMIN_KEY, 'articles'] as const,
};

/** Articles of every category, newest first (the newest 50). */
export const getArticlesQueryOptions = () =>
  adminQuery(articleKeys.all, (signal) =>
    operatorCall(backofficeRoutes.adminArticleList, { limit: 50 }, { signal }),
  );

/** Saves a new or changed article; the list reads again. */
export const useSaveArticle = () =>
  useAdminChange(articleKeys.all, (body: AdminArticleSaveBody) =>
    operatorCall(backofficeRoutes.adminArticleSave, body, { loading: true }),
  );

/** An article body as the app's article page renders it (the server's sanitised HTML). */
export const usePreviewArticle = () =>
  useMutation({
    mutationFn: (bodyMarkdown: string) =>
      operatorCall(backofficeRoutes.adminContentPreview, { body_markdown: bodyMarkdown }),
  });
