import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  contentRoutes,
  identityRoutes,
  SERVICE_URL_KEY,
  type Area,
  type FeedbackListData,
  type HelpCentreData,
  type Language,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { CONTENT_KEY } from '@/lib/content/queries';

/*
 * The "me" pages' reads and writes of the content module: the help centre, the customer-service
 * link, the areas barred by the terms, and the user's own feedback.
 */

/** GET /api/news/help: every question and answer, by topic, in the request language. */
export function getHelpCentreQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'help', lang] as const,
    queryFn: ({ signal }): Promise<HelpCentreData> =>
      call(contentRoutes.helpCentre, undefined, { signal }),
    staleTime: 60_000,
  });
}

/** The customer-service lookup (product.md §16.3): the page to open in a new window, or null. */
export function getServiceLinkQueryOptions() {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'service-link'] as const,
    queryFn: ({ signal }): Promise<string | null> =>
      call(contentRoutes.serviceLink, { key: SERVICE_URL_KEY }, { signal }),
    staleTime: 300_000,
  });
}

/** GET /api/default/area_list: countries with their names and whether the terms bar them. */
export function getAreasQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['identity', 'areas', lang] as const,
    queryFn: ({ signal }): Promise<Area[]> => call(identityRoutes.areaList, undefined, { signal }),
    staleTime: 300_000,
  });
}

/** Feedback messages shown under the form: the newest page is plenty for a person's own. */
export const FEEDBACK_HISTORY_SIZE = 20;

const FEEDBACK_KEY = [...CONTENT_KEY, 'feedback'] as const;

/** GET /api/feedback/list: the user's own feedback, newest first. */
export function getFeedbackQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FEEDBACK_KEY, token] as const,
    queryFn: ({ signal }): Promise<FeedbackListData> =>
      call(contentRoutes.feedbackList, { page: 1, limit: FEEDBACK_HISTORY_SIZE }, { signal }),
    enabled: token !== null,
  });
}

function refreshFeedback(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
}

/** POST /api/feedback/submit; the list is re-read afterwards. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call(contentRoutes.feedbackSubmit, { content }, { loading: true }),
    onSuccess: () => refreshFeedback(queryClient),
  });
}
