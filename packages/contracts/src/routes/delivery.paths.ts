/* Method and path of the delivery (fixed-time) contract endpoints; see content.paths.ts for why apart. */

export const deliveryPaths = {
  deliveryLists: { method: 'GET', path: '/api/microtrade/lists' },
  deliverySubmit: { method: 'POST', path: '/api/microtrade/submit' },
  deliveryRecords: { method: 'GET', path: '/api/account_log/micro' },
} as const;

/** Its operator endpoints (/api/admin/…); routes/delivery.operator.ts adds auth and schemas. */
export const deliveryOperatorPaths = {
  adminDeliverySettings: { method: 'GET', path: '/api/admin/settings/delivery' },
  adminDeliverySave: { method: 'POST', path: '/api/admin/settings/delivery/save' },
} as const;
