/* Method and path of the delivery (fixed-time) contract endpoints; see content.paths.ts for why apart. */

export const deliveryPaths = {
  deliveryLists: { method: 'GET', path: '/api/microtrade/lists' },
  deliverySubmit: { method: 'POST', path: '/api/microtrade/submit' },
  deliveryRecords: { method: 'GET', path: '/api/account_log/micro' },
} as const;
