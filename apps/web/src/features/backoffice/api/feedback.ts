import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminFeedbackQuery } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';
import { QUEUE_LIMIT } from './review';

type Status = AdminFeedbackQuery['status'];

export const feedbackKeys = {
  all: [...ADMIN_KEY, 'feedback'] as const,
  queue: (status: Status) => [...feedbackKeys.all, status] as const,
};

/** Users' feedback, open (oldest first) or answered, with the count of each. */
export function getFeedbackQueueQueryOptions(status: Status) {
  return queryOptions({
    queryKey: feedbackKeys.queue(status),
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminFeedbackList, { status, limit: QUEUE_LIMIT }, { signal }),
  });
}

/** Answers a feedback message; the queue reads again (it moves to "answered"). */
export function useAnswerFeedback(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      operatorCall(backofficeRoutes.adminFeedbackAnswer, { id, answer }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
