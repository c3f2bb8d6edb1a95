import { backofficeRoutes, type AdminFeedbackQuery } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';
import { QUEUE_LIMIT } from './review';

type Status = AdminFeedbackQuery['status'];

export const feedbackKeys = {
  all: [...ADMIN_KEY, 'feedback'] as const,
  queue: (status: Status) => [...feedbackKeys.all, status] as const,
};

/** Users' feedback, open (oldest first) or answered, with the count of each. */
export const getFeedbackQueueQueryOptions = (status: Status) =>
  adminQuery(feedbackKeys.queue(status), (signal) =>
    operatorCall(backofficeRoutes.adminFeedbackList, { status, limit: QUEUE_LIMIT }, { signal }),
  );

/** Answers a feedback message; the queue reads again (it moves to "answered"). */
export const useAnswerFeedback = (id: number) =>
  useAdminChange(feedbackKeys.all, (answer: string) =>
    operatorCall(backofficeRoutes.adminFeedbackAnswer, { id, answer }, { loading: true }),
  );
