import { backofficeRoutes, type AdminHoliday, type AdminHolidayKey } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';

/*
 * The price feed page: the sources' state (read again every few seconds, so the server can rate
 * their messages), the feed events and the exchange holidays.
 */

/** Feed events a page. */
export const FEED_EVENTS_PAGE_SIZE = 20;
/** How often the sources' state is read again (ms). */
export const FEED_STATUS_REFRESH_MS = 2000;

export const feedKeys = {
  all: [...ADMIN_KEY, 'feed'] as const,
  status: () => [...feedKeys.all, 'status'] as const,
  events: (instrument: string, page: number) =>
    [...feedKeys.all, 'events', instrument, page] as const,
  holidays: () => [...feedKeys.all, 'holidays'] as const,
};

export const getFeedStatusQueryOptions = () => ({
  ...adminQuery(feedKeys.status(), (signal) =>
    operatorCall(backofficeRoutes.adminFeedStatus, undefined, { signal }),
  ),
  refetchInterval: FEED_STATUS_REFRESH_MS,
});

/** One page of feed events, newest first; `instrument` '' = every instrument. */
export const getFeedEventsQueryOptions = (instrument: string, page: number) =>
  adminQuery(feedKeys.events(instrument, page), (signal) =>
    operatorCall(
      backofficeRoutes.adminFeedEvents,
      { page, limit: FEED_EVENTS_PAGE_SIZE, ...(instrument === '' ? {} : { instrument }) },
      { signal },
    ),
  );

export const getHolidaysQueryOptions = () =>
  adminQuery(feedKeys.holidays(), (signal) =>
    operatorCall(backofficeRoutes.adminHolidayList, {}, { signal }),
  );

/** Adds a holiday or changes the one of its calendar and date; the list reads again. */
export const useSaveHoliday = (done: () => void) =>
  useAdminChange(
    feedKeys.holidays(),
    (body: AdminHoliday) =>
      operatorCall(backofficeRoutes.adminHolidaySave, body, { loading: true }),
    done,
  );

export const useRemoveHoliday = (done: () => void) =>
  useAdminChange(
    feedKeys.holidays(),
    (body: AdminHolidayKey) =>
      operatorCall(backofficeRoutes.adminHolidayRemove, body, { loading: true }),
    done,
  );
