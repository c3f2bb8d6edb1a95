/*
 * The market module's price-feed operator endpoints (/api/admin/feed/…): the sources, the feed
 * events and the exchange holidays; routes/market.operator.ts adds auth and schemas. Apart from
 * market.paths.ts, which the home screen's chunk carries: only the back-office calls these.
 */
export const marketFeedOperatorPaths = {
  adminFeedStatus: { method: 'GET', path: '/api/admin/feed/status' },
  adminFeedEvents: { method: 'GET', path: '/api/admin/feed/events' },
  adminHolidayList: { method: 'GET', path: '/api/admin/feed/holidays' },
  adminHolidaySave: { method: 'POST', path: '/api/admin/feed/holidays/save' },
  adminHolidayRemove: { method: 'POST', path: '/api/admin/feed/holidays/remove' },
} as const;
